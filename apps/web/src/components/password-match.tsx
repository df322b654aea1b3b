import { CheckIcon, XIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * The live match indicator under a confirm-password field: says whether the two
 * passwords match once the user has typed a confirmation, announced politely as it changes.
 */
export function PasswordMatch({ id, password, confirmation }: { id?: string; password: string; confirmation: string }) {
  const matches = confirmation.length > 0 && password === confirmation;
  return (
    <p id={id} aria-live="polite" className={cn('min-h-5 text-sm', matches ? 'text-success' : 'text-destructive')}>
      {confirmation.length > 0 && (
        <span className="inline-flex items-center gap-1.5">
          {matches ? (
            <CheckIcon aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <XIcon aria-hidden="true" className="size-4 shrink-0" />
          )}
          {matches ? 'Passwords match' : "Passwords don't match yet"}
        </span>
      )}
    </p>
  );
}
