import type { ActivityItem, ActivityType } from '@pathway/contracts';
import {
  BookmarkIcon,
  BookmarkMinusIcon,
  CircleOffIcon,
  CrownIcon,
  KeyRoundIcon,
  LogInIcon,
  type LucideIcon,
  SendIcon,
  UserPenIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { formatRelativeTime } from '../dashboard-format';

const icons: Record<ActivityType, LucideIcon> = {
  applied: SendIcon,
  save: BookmarkIcon,
  unsave: BookmarkMinusIcon,
  subscribed: CrownIcon,
  unsubscribed: CircleOffIcon,
  profileUpdate: UserPenIcon,
  login: LogInIcon,
  passwordReset: KeyRoundIcon,
};

const PLACEHOLDERS = 4;

/** The latest things the user did, newest first, with times relative to now. */
export function RecentActivity({
  items,
  loading,
  failed,
  now,
}: {
  items: ActivityItem[] | undefined;
  loading: boolean;
  failed: boolean;
  now?: Date;
}) {
  const headingId = useId();
  let body;
  if (loading) {
    body = (
      <ul aria-hidden="true" className="flex flex-col gap-4">
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <li key={i} className="flex items-center gap-3">
            <Skeleton className="size-9 shrink-0 rounded-full" />
            <div className="flex-1">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="mt-2 h-3 w-20" />
            </div>
          </li>
        ))}
      </ul>
    );
  } else if (!Array.isArray(items) || items.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        {failed
          ? 'Your recent activity is not available right now.'
          : 'No activity yet. Jobs you save and apply to will show up here.'}
      </p>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-4">
        {items.map((item) => {
          const Icon = icons[item.type] ?? UserPenIcon;
          return (
            <li key={item.id} className="flex items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-medium break-words">{item.title}</p>
                <time dateTime={item.time} title={formatDate(item.time)} className="text-xs text-muted-foreground">
                  {formatRelativeTime(item.time, now)}
                </time>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Card aria-labelledby={headingId} role="region" className="p-6" aria-busy={loading}>
      <CardTitle as="h2" id={headingId} className="mb-4 text-lg">
        Recent Activity
      </CardTitle>
      {body}
    </Card>
  );
}
