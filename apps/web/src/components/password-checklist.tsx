import { CheckIcon, CircleIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface PasswordCheck {
  id: string;
  /** What the check asks for, as the user reads it. */
  text: string;
  test: (password: string) => boolean;
}

/**
 * A list of password rules that tick as the user types (the reset requirements or the strength
 * checks: docs/product/accounts.md#emails-and-passwords). Each item says in words whether it is
 * met, not only by its icon and colour.
 */
export function PasswordChecklist({
  id,
  password,
  checks,
  label,
  className,
}: {
  id?: string;
  password: string;
  checks: readonly PasswordCheck[];
  /** Names the list for screen readers. */
  label: string;
  className?: string;
}) {
  return (
    <ul id={id} aria-label={label} className={cn('grid gap-1.5 text-sm', className)}>
      {checks.map((check) => {
        const met = check.test(password);
        return (
          <li
            key={check.id}
            data-met={met}
            className={cn('flex items-start gap-2', met ? 'text-success' : 'text-muted-foreground')}
          >
            {met ? (
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            <span aria-hidden="true">{check.text}</span>
            <span className="sr-only">{`${check.text} (${met ? 'met' : 'not yet met'})`}</span>
          </li>
        );
      })}
    </ul>
  );
}
