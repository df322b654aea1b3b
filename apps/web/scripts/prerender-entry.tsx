// Server-side entry of `scripts/prerender.mjs` (not part of the app bundle): renders the pages whose
// first paint matters most, as a guest sees them before any data has arrived (loading placeholders),
// with the app's own components, so the HTML the server sends is exactly React's first frame.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { SiteLayout } from '@/app/layouts/site-layout';
import { JobsPage } from '@/features/jobs/pages/jobs-page';
import { LandingPage } from '@/features/landing/pages/landing-page';
import { AuthProvider } from '@/lib/auth';
import { paths } from '@/lib/routes';

/** The pages, by the name of the file the script writes, and the address each is rendered at. */
export const pages = {
  landing: paths.home,
  jobs: paths.jobs,
} as const;

export type PageName = keyof typeof pages;

/** The markup of `#root` for a page, as the app renders it first in the browser (router.tsx's tree without data). */
export function renderPage(name: PageName): string {
  // Nothing fetches during a server render: every query stays pending, as on the client's first frame.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <StaticRouter location={pages[name]}>
          <Routes>
            <Route element={<SiteLayout />}>
              <Route index element={<LandingPage />} />
              <Route path={paths.jobs} element={<JobsPage />} />
            </Route>
          </Routes>
        </StaticRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}
