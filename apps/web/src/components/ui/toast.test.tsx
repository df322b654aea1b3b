import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from '@/lib/toast';
import { TOAST_DURATION_MS, Toaster } from './toast';

function notifications() {
  return screen.getByRole('region', { name: /notifications/i });
}

describe('Toaster (one toast at a time)', () => {
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it('shows a toast with its title and description', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Message Sent!', description: "We'll get back to you within 24 hours." });
    });
    const region = notifications();
    expect(within(region).getByText('Message Sent!')).toBeInTheDocument();
    expect(within(region).getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
  });

  it('replaces the toast on screen with a new one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'one' });
    });
    act(() => {
      toast({ title: 'Second', description: 'two', variant: 'destructive' });
    });
    const region = notifications();
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(within(region).queryByText('First')).not.toBeInTheDocument();
    expect(within(region).getByText('Second')).toBeInTheDocument();
  });

  it('dismisses itself after a few seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Signed out', description: 'You have been successfully signed out.' });
    });
    expect(within(notifications()).getByText('Signed out')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS + 500);
    });
    expect(within(notifications()).queryByText('Signed out')).not.toBeInTheDocument();
  });

  it('can be closed with its dismiss button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Closable' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(within(notifications()).queryByText('Closable')).not.toBeInTheDocument();
  });

  it('announces the toast to screen readers', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Error', description: 'Failed to remove job from saved jobs.', variant: 'destructive' });
    });
    const announcement = await screen.findByText(/Failed to remove job from saved jobs\./, {
      selector: '[role="status"] *, [role="status"]',
    });
    expect(announcement.closest('[role="status"]')).toHaveAttribute('aria-live', 'assertive');
  });
});
