import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { type AuthRedirectState, redirectTargetOf, useAuth } from '@/lib/auth';
import { paths } from '@/lib/routes';
import { FullScreenStatus } from './layouts/full-screen-status';

/**
 * Signed-in pages (docs/product/site.md#guards): guests go to /login, which is told where they were going. Someone who
 * logs out on one of these pages goes home instead, as logging out does everywhere.
 */
export function RequireAuth() {
  const { status, signedOutByUser } = useAuth();
  const location = useLocation();
  // Whether this page was shown to a signed-in user, so a session that ends here ended here.
  const [hadSession, setHadSession] = useState(false);
  if (status === 'authenticated' && !hadSession) setHadSession(true);

  if (status === 'loading') return <FullScreenStatus label="Authenticating..." />;
  if (status === 'unauthenticated') {
    if (hadSession && signedOutByUser) return <Navigate to={paths.home} replace />;
    const state: AuthRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * Account pages for guests: a signed-in user goes to /dashboard, or to the page they
 * were sent to sign in for, so the guard and the login form agree on where a fresh sign-in lands.
 * Once these pages have been shown to a guest, signing in on them is theirs to finish: the login
 * form returns to the origin, a verified code goes on to /profile-setup or the redirect target,
 * so the guard steps aside rather than race them to /dashboard.
 */
export function GuestOnly() {
  const { status } = useAuth();
  const location = useLocation();
  const [shownToGuest, setShownToGuest] = useState(false);
  if (status === 'unauthenticated' && !shownToGuest) setShownToGuest(true);

  if (shownToGuest || status === 'unauthenticated') return <Outlet />;
  if (status === 'loading') return <FullScreenStatus label="Loading..." />;
  return <Navigate to={redirectTargetOf(location.state, paths.dashboard)} replace />;
}
