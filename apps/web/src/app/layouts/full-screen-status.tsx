import { Spinner } from '@/components/ui/spinner';

/** A whole-screen wait, announced politely, e.g. 'Authenticating...' while the session loads. */
export function FullScreenStatus({ label }: { label: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-6">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 text-muted-foreground">
        <Spinner className="size-8 text-primary" />
        <p className="text-sm font-medium">{label}</p>
      </div>
    </main>
  );
}
