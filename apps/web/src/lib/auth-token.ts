import { useSyncExternalStore } from 'react';

/**
 * The access token in localStorage (SPEC §9 "Stored keys"). The refresh token never lives in web
 * storage (PRODUCT.md: it travels as an HttpOnly cookie), so `refresh_token` is only ever cleared.
 */
export const AUTH_TOKEN_KEY = 'auth_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function getAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY) || null;
  } catch {
    // Storage can be unavailable (blocked cookies, some private modes): behave as signed out.
    return null;
  }
}

export function setAuthToken(token: string): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  } finally {
    emit();
  }
}

export function clearTokens(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    window.localStorage.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // Nothing stored that could be removed.
  } finally {
    emit();
  }
}

function onStorage(event: StorageEvent) {
  // Signing in or out in another tab changes this tab's session too.
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
