// Server-side entry of `scripts/prerender.mjs` (not part of the app bundle): renders the pages whose
// first paint matters most, as a guest sees them before any data has arrived (loading placeholders).
// It renders main.tsx's tree (the same providers and routes, through React Router's static router),
// so the HTML the server sends shows what the browser's first render will.
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { paths } from '@/lib/routes';

/** The pages, by the name of the file the script writes, and the address each is rendered at. */
export const pages = {
  landing: paths.home,
  jobs: paths.jobs,
} as const;

export type PageName = keyof typeof pages;

/** The markup of `#root` for the app at `url`, with `queryClient` holding what the page may show. */
async function renderAt(url: string, queryClient: QueryClient): Promise<string> {
  const handler = createStaticHandler(routes);
  // Loads the route's lazy module, as the browser router does before main.tsx renders.
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`render: ${url} answered a redirect (${context.status}).`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        {/* No hydration data script: the routes have no loaders, and the CSP allows no inline data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}

/** The markup of `#root` for a page the build pre-renders. Nothing fetches: every query stays pending. */
export function renderPage(name: PageName): Promise<string> {
  return renderAt(pages[name], createQueryClient());
}

