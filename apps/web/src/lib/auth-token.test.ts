import { describe, expect, it } from 'vitest';
import {
  AUTH_TOKEN_KEY,
  clearTokens,
  getAuthToken,
  isTokenRemembered,
  REFRESH_TOKEN_KEY,
  setAuthToken,
  subscribeToAuthToken,
} from './auth-token';

describe('auth token storage (remember me)', () => {
  it('keeps a remembered token in localStorage and forgets it from sessionStorage', () => {
    setAuthToken('session-token', { remember: false });
    setAuthToken('remembered-token', { remember: true });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('remembered-token');
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(getAuthToken()).toBe('remembered-token');
    expect(isTokenRemembered()).toBe(true);
  });

  it('keeps a token without remember me in sessionStorage only', () => {
    setAuthToken('remembered-token', { remember: true });
    setAuthToken('session-token', { remember: false });
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBe('session-token');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(isTokenRemembered()).toBe(false);
  });

  it('puts a refreshed token where the old one was', () => {
    setAuthToken('first', { remember: true });
    setAuthToken('second');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('second');
    setAuthToken('third', { remember: false });
    setAuthToken('fourth');
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBe('fourth');
  });

  it('clears both keys in both storages and tells subscribers; never writes a refresh token', () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'legacy');
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'legacy');
    setAuthToken('token', { remember: true });
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('legacy');
    let calls = 0;
    const unsubscribe = subscribeToAuthToken(() => {
      calls += 1;
    });
    clearTokens();
    unsubscribe();
    expect(calls).toBe(1);
    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
      expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    }
    expect(getAuthToken()).toBeNull();
    expect(isTokenRemembered()).toBeNull();
  });
});
