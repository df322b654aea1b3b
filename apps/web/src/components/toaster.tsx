import { XIcon } from 'lucide-react';
import { type ComponentType, useEffect } from 'react';
import { once, useDeferred } from '@/hooks/use-deferred';
import { type ActiveToast, dismissToast, TOAST_DURATION_MS, TOAST_VARIANT_CLASSES, useActiveToast } from '@/lib/toast';

/**
 * The app's toaster, loaded when it is first needed (`useDeferred`: the user's first press, or the
 * first toast). Radix Toast and its layers are about 11 kB gzipped that no page needs before there
 * is something to report, so they stay out of every page's first load; once in, the Radix toaster
 * stays mounted. Should its code fail to load (the network dropped), each toast is still shown
 * and announced, as plain text.
 */
const radixToaster = once<ComponentType>(() => import('@/components/ui/toast').then((module) => module.Toaster));

/** Loads the Radix toaster once; a failed load may be tried again. */
export const loadToaster = radixToaster.load;

export function Toaster({ load = loadToaster }: { load?: () => Promise<ComponentType> }) {
  const active = useActiveToast();
  const { value: Radix, failed } = useDeferred(load, radixToaster.loaded, active !== null);
  if (Radix) return <Radix />;
  return failed && active?.open ? <PlainToast key={active.id} toast={active} /> : null;
}

/** A toast without Radix: shown and announced, closed by its button or after the same time. */
function PlainToast({ toast }: { toast: ActiveToast }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id]);
  return (
    <div
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      className="fixed right-0 bottom-0 z-[100] w-full p-4 sm:max-w-md"
    >
      <div className={`relative rounded-lg border p-4 pr-10 shadow-lg ${TOAST_VARIANT_CLASSES[toast.variant]}`}>
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && <p className="text-sm opacity-95">{toast.description}</p>}
        <button
          type="button"
          onClick={() => dismissToast(toast.id)}
          className="absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
        >
          <XIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">Dismiss notification</span>
        </button>
      </div>
    </div>
  );
}
