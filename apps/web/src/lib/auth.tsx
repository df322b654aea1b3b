import type { AuthResponse, User } from '@pathway/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import type { Location } from 'react-router';
import { clearTokens, setAuthToken, useHasAuthToken } from './auth-token';

/** The signed-in user: the profile as `GET /users/profile` answers it. */
export type SessionUser = User;

export interface StartSessionOptions {
  /** Remember me: the access token outlives the tab (localStorage), else sessionStorage. */
  remember?: boolean;
}

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  user: SessionUser | null;
  status: AuthStatus;
  /**
   * After sign-in or a verified code (docs/product/accounts.md#sign-in): stores the access token, sets the user from the
   * answer, then fetches the user afresh. Rejects when that fetch fails; the session stays.
   */
  startSession: (auth: Pick<AuthResponse, 'token' | 'user'>, options?: StartSessionOptions) => Promise<void>;
  /** Fetches the signed-in user again (after a change to the profile, say). */
  refreshUser: () => Promise<void>;
  /** Clears the stored tokens and every cached answer that belongs to the user (the server call is the caller's). */
  signOut: () => void;
  /**
   * True from signOut() until the next sign-in: the session ended by choice, not by expiry, so a
   * signed-in page the user logs out on sends them home instead of to /login.
   */
  signedOutByUser: boolean;
}

/** Queries holding the signed-in user's own data live under this key and are dropped at sign-out. */
export const USER_QUERY_ROOT = ['user'] as const;
export const currentUserQueryKey = [...USER_QUERY_ROOT, 'profile'] as const;

/** What the signed-in guard leaves in the location state of its redirect to /login. */
export interface AuthRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Where to go once signed in: the remembered origin, else the fallback. */
export function redirectTargetOf(state: unknown, fallback: string): string {
  const from = (state as AuthRedirectState | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : fallback;
}

async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<SessionUser> {
  // Loaded when there is a session to check, so a guest's first page does without axios.
  const { api } = await import('./api-client');
  // A stale token on a public page should quietly become a guest session, not a trip to /login.
  const { data } = await api.get<SessionUser>('/users/profile', { redirectOnUnauthorized: false, signal });
  return data;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const hasToken = useHasAuthToken();
  const userQuery = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    enabled: hasToken,
    // docs/product/site.md#guards: when the stored token does not fetch a user, the session ends; no retries.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const failedAtStart = userQuery.isError && userQuery.data === undefined;

  useEffect(() => {
    if (failedAtStart) clearTokens();
  }, [failedAtStart]);

  useEffect(() => {
    // However the token went (sign-out, a 401, another tab), the user's cached data goes with it.
    if (!hasToken) queryClient.removeQueries({ queryKey: USER_QUERY_ROOT });
  }, [hasToken, queryClient]);

  const [signedOutByUser, setSignedOutByUser] = useState(false);
  if (signedOutByUser && hasToken) setSignedOutByUser(false);

  const signOut = useCallback(() => {
    setSignedOutByUser(true);
    clearTokens();
  }, []);

  const refreshUser = useCallback(async () => {
    await queryClient.fetchQuery({ queryKey: currentUserQueryKey, queryFn: fetchCurrentUser, staleTime: 0 });
  }, [queryClient]);

  const startSession = useCallback<AuthContextValue['startSession']>(
    async ({ token, user }, options = {}) => {
      // Any answer cached for a previous user goes first; the user is known before the token is
      // stored, so the session never passes through 'loading' (which would unmount the page).
      queryClient.removeQueries({ queryKey: USER_QUERY_ROOT });
      queryClient.setQueryData(currentUserQueryKey, user);
      setAuthToken(token, { remember: options.remember ?? false });
      await refreshUser();
    },
    [queryClient, refreshUser],
  );

  const value = useMemo<AuthContextValue>(() => {
    const user = hasToken && !failedAtStart ? (userQuery.data ?? null) : null;
    const status: AuthStatus = user ? 'authenticated' : hasToken && !failedAtStart ? 'loading' : 'unauthenticated';
    return { user, status, startSession, refreshUser, signOut, signedOutByUser };
  }, [hasToken, failedAtStart, userQuery.data, startSession, refreshUser, signOut, signedOutByUser]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
