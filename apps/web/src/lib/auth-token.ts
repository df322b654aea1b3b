import { useSyncExternalStore } from 'react';

/**
 * The access token under `auth_token` (docs/product/accounts.md#sessions-and-tokens): in localStorage when the user asked
 * to be remembered, else in sessionStorage, which the browser forgets with the tab. The refresh
 * token never lives in web storage (it travels as an HttpOnly cookie), so
 * `refresh_token` is only ever cleared.
 */
export const AUTH_TOKEN_KEY = 'auth_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

type StorageName = 'localStorage' | 'sessionStorage';

function storage(name: StorageName): Storage | null {
  try {
    return window[name];
  } catch {
    // Storage can be unavailable (blocked cookies, some private modes): behave as signed out.
    return null;
  }
}

function read(name: StorageName): string | null {
  try {
    return storage(name)?.getItem(AUTH_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function getAuthToken(): string | null {
  return read('sessionStorage') ?? read('localStorage');
}

/** Whether the stored token is the remembered kind (localStorage); null when none is stored. */
export function isTokenRemembered(): boolean | null {
  if (read('sessionStorage')) return false;
  if (read('localStorage')) return true;
  return null;
}

export interface StoreTokenOptions {
  /**
   * Remember me: keep the token in localStorage (it outlives the tab). Absent: wherever the current
   * token lives (a refreshed token replaces the old one in place).
   */
  remember?: boolean;
}

export function setAuthToken(token: string, options: StoreTokenOptions = {}): void {
  const remember = options.remember ?? isTokenRemembered() ?? false;
  const keep: StorageName = remember ? 'localStorage' : 'sessionStorage';
  const drop: StorageName = remember ? 'sessionStorage' : 'localStorage';
  try {
    storage(drop)?.removeItem(AUTH_TOKEN_KEY);
    storage(keep)?.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // A full or blocked storage: the session lasts as long as this page.
  } finally {
    emit();
  }
}

export function clearTokens(): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      storage(name)?.removeItem(AUTH_TOKEN_KEY);
      storage(name)?.removeItem(REFRESH_TOKEN_KEY);
    } catch {
      // Nothing stored that could be removed.
    }
  }
  emit();
}

function onStorage(event: StorageEvent) {
  // Signing in or out in another tab changes this tab's session too (localStorage only: each tab
  // has its own sessionStorage).
  if (event.key === AUTH_TOKEN_KEY || event.key === null) emit();
}

export function subscribeToAuthToken(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const hasToken = () => getAuthToken() !== null;

/** Whether an access token is stored; re-renders when one is stored or cleared. */
export function useHasAuthToken(): boolean {
  return useSyncExternalStore(subscribeToAuthToken, hasToken, () => false);
}
