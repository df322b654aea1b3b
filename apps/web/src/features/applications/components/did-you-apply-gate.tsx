import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useLogError } from '@/hooks/use-log-error';
import { usePendingConfirmations } from '../api/get-pending-confirmations';
import { readDismissed, rememberDismissed } from '../did-you-apply-dismissals';

// The question's code (and the contracts it words itself with) loads only when there is something to ask.
const DidYouApplyPrompt = lazy(() => import('./did-you-apply-prompt').then((m) => ({ default: m.DidYouApplyPrompt })));

/**
 * "Did you apply?" on every page of a signed-in student (docs/product/applications-web.md#did-you-apply):
 * asks the server on each page and on each return to the tab, and shows one question at a time.
 * The live region is here, present before any question, so that a screen reader hears each one.
 */
export function DidYouApplyGate() {
  const pending = usePendingConfirmations();
  useLogError('Could not load the applications to confirm', pending.error);
  const { pathname } = useLocation();
  const { refetch } = pending;
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);

  const [dismissed, setDismissed] = useState(readDismissed);
  const [announcement, setAnnouncement] = useState('');
  const dismiss = useCallback((id: string) => {
    setDismissed((previous) => {
      const next = new Set(previous).add(id);
      rememberDismissed(next);
      return next;
    });
  }, []);

  const asked = Array.isArray(pending.data) ? pending.data : [];
  const waiting = asked.filter((application) => !dismissed.has(application._id));
  return (
    <>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      {waiting.length > 0 && (
        <Suspense fallback={null}>
          <DidYouApplyPrompt waiting={waiting} onLater={dismiss} announce={setAnnouncement} />
        </Suspense>
      )}
    </>
  );
}
