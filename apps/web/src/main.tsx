import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { AppRouterProvider } from '@/app/app-router-provider';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { setLoginRedirect } from '@/lib/api-core';
import { getAuthToken } from '@/lib/auth-token';
import type { AuthRedirectState } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { paths } from '@/lib/routes';
import { cn, prepareCn, prepareCnDefaults } from '@/lib/utils';
import './index.css';

const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// The server's pre-rendered page (apps/web/scripts/prerender.mjs) stays on screen until the route's
// code is in; React then takes it over (a guest's) or replaces it with the same page (a signed-in
// user's), never with a blank fallback. As a transition, that first render yields to the browser
// instead of blocking it in one long task.
// (No top-level await here: it makes the bundler merge route chunks into the first load, +6 kB.)
function render(root: HTMLElement, router: DataRouter) {
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

function startRouter(root: HTMLElement) {
  const router = createAppRouter();
  // A 401 goes to /login through the router, so the page the user was on is remembered.
  setLoginRedirect(() => {
    const { pathname, search, hash } = router.state.location;
    const state: AuthRedirectState = { from: { pathname, search, hash } };
    void router.navigate(paths.login, { state });
  });
  if (router.state.initialized) render(root, router);
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      render(root, router);
    });
  }
}

// The start-up in tasks of its own, none of which holds the page for long (Lighthouse counts the
// part of every task over 50 ms, on a phone it takes as 4× slower than this machine): this one
// evaluates the modules; the next three build tailwind-merge's configuration, its app-only part and
// then its lookup, which the first `cn()` would otherwise build in the middle of React's first
// render; the next makes the page's first read of web storage (loading it from the browser
// process, ≈ 10 ms here), which would otherwise fall in the router's start (it restores scroll
// positions from sessionStorage) or the render; the one after starts the router (it matches the
// address and starts loading the page's code); React's render then yields to the browser as it goes.
// Measured in docs/web-performance.md.
function inTurn(...steps: (() => void)[]) {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimeout(() => {
    step();
    inTurn(...rest);
  }, 0);
}
inTurn(prepareCnDefaults, prepareCn, () => cn(), getAuthToken, () => startRouter(container));
