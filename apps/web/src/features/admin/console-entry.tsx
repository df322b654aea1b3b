import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

// Two steps: the app's router imports only this small module, so the list of the console's chunks
// (dialogs, tables, forms) stays out of the public pages' JavaScript.
const ConsoleRoutes = lazy(() => import('./console-routes').then((m) => ({ default: m.ConsoleRoutes })));

export function ConsoleEntry() {
  return (
    <Suspense
      fallback={
        <p role="status" className="page-container flex items-center gap-2 py-10 text-muted-foreground">
          <Spinner /> Loading the console...
        </p>
      }
    >
      <ConsoleRoutes />
    </Suspense>
  );
}
