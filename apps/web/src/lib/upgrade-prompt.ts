import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from './api-core';

/**
 * The upgrade prompt (docs/product/plans-and-payments.md#upgrade-prompts): when the server answers QUOTA_EXCEEDED, the
 * user sees its message (which names the limit and when it resets) with a way to /pricing. A tiny
 * store, like the toast's, so that code outside a page (the apply action) can raise it; a page
 * that shows it mounts `<UpgradePromptDialog />`.
 */
export interface UpgradePrompt {
  title: string;
  message: string;
}

/** The one title of a QUOTA_EXCEEDED refusal, wherever it shows: this prompt, the job page, a toast. */
export const QUOTA_PROMPT_TITLE = 'Free plan limit reached';

let current: UpgradePrompt | null = null;
let hosts = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** The prompt for a QUOTA_EXCEEDED answer; null for any other error. */
export function quotaPromptOf(error: unknown): UpgradePrompt | null {
  return error instanceof ApiError && error.code === 'QUOTA_EXCEEDED'
    ? { title: QUOTA_PROMPT_TITLE, message: error.message }
    : null;
}

/** Shows the prompt; false when no page on screen can show it (the caller then falls back to a toast). */
export function showUpgradePrompt(prompt: UpgradePrompt): boolean {
  if (hosts === 0) return false;
  current = prompt;
  emit();
  return true;
}

export function closeUpgradePrompt(): void {
  if (!current) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => current;

/** For the one component that shows the prompt: while it is mounted, prompts go to it. */
export function useUpgradePromptHost(): UpgradePrompt | null {
  useEffect(() => {
    hosts += 1;
    return () => {
      hosts -= 1;
      // A prompt raised on a page the user has left does not wait for the next page.
      if (hosts === 0) closeUpgradePrompt();
    };
  }, []);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
