import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { SilentBoundary } from '@/components/silent-boundary';
import { useAuth } from '@/lib/auth';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Signed-in students only: "Did you apply?" (docs/product/applications-web.md#did-you-apply); a guest never loads it.
const DidYouApplyGate = lazy(() =>
  import('@/features/applications/components/did-you-apply-gate').then((m) => ({ default: m.DidYouApplyGate })),
);

export const MAIN_CONTENT_ID = 'main-content';

/** Header, the page (after any "Did you apply?" question), footer; and a skip link as the first thing a keyboard reaches. */
export function SiteLayout() {
  const { user, status } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {status === 'authenticated' && user && (
          <SilentBoundary name="The did-you-apply prompt">
            <Suspense fallback={null}>
              <DidYouApplyGate />
            </Suspense>
          </SilentBoundary>
        )}
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
