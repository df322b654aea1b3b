import { Slot } from '@radix-ui/react-slot';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FormFieldProps {
  /** The control's id; the label, hint and error are tied to it. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** One input, textarea or select; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
}

export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {hint && (
        // A div, so a hint may hold more than text (a strength meter, a checklist).
        <div id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
