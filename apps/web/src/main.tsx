import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouterProvider } from '@/app/app-router-provider';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { setLoginRedirect } from '@/lib/api-core';
import { getAuthToken } from '@/lib/auth-token';
import type { AuthRedirectState } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { paths } from '@/lib/routes';
import './index.css';

const queryClient = createQueryClient();
const router = createAppRouter();

// A 401 goes to /login through the router, so the page the user was on is remembered.
setLoginRedirect(() => {
  const { pathname, search, hash } = router.state.location;
  const state: AuthRedirectState = { from: { pathname, search, hash } };
  void router.navigate(paths.login, { state });
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// The server's pre-rendered page (apps/web/scripts/prerender.mjs) stays on screen until the route's
// code is in; React then takes it over (a guest's) or replaces it with the same page (a signed-in
// user's), never with a blank fallback. As a transition, that first render yields to the browser
// instead of blocking it in one long task.
// (No top-level await here: it makes the bundler merge route chunks into the first load, +6 kB.)
function render(root: HTMLElement) {
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  startTransition(() => {
    // A guest's first render is the pre-rendered page itself: React adopts its DOM instead of
    // building it again (which cost a second style and layout of the whole page, ≈ 80 ms on a slow
    // machine). A signed-in user's header differs from it, so their page is rendered afresh.
    if (root.firstElementChild && !getAuthToken()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

if (router.state.initialized) render(container);
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render(container);
  });
}
