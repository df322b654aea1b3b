import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logError } from '@/lib/log-error';

/**
 * For extras around a page (a prompt, a banner): if one of them fails to render, it is logged and
 * left out, and the page itself stays up.
 */
export class SilentBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logError(`${this.props.name} failed`, { error, componentStack: info.componentStack });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
