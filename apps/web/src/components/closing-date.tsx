import { closingOf, lastOpenInstant } from '@pathway/contracts/deadlines';
import { CalendarClockIcon } from 'lucide-react';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * A job's deadline in words (docs/product/applications-web.md#deadlines): 'Closes in 3 days',
 * 'Closes tomorrow', 'Closes today', 'Closed'; the last 3 days stand out. Nothing for an unreadable date.
 */
export function ClosingDate({
  expiry,
  now,
  icon = true,
  className,
}: {
  /** The job's expiry date (ISO 8601). */
  expiry: string;
  now?: Date;
  icon?: boolean;
  className?: string;
}) {
  const closing = closingOf(expiry, now ?? new Date());
  if (!closing) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5',
        closing.state === 'soon' && 'font-medium text-destructive',
        closing.state === 'closed' && 'text-muted-foreground',
        className,
      )}
    >
      {icon && <CalendarClockIcon aria-hidden="true" className="size-4 shrink-0" />}
      <time dateTime={expiry} title={`Apply by ${formatDate(lastOpenInstant(expiry) ?? expiry)}`}>
        {closing.label}
      </time>
    </span>
  );
}
