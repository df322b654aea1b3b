import type { NotificationKind, NotificationSettings } from '@pathway/contracts';
import { BellIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useLogError } from '@/hooks/use-log-error';
import { paths } from '@/lib/routes';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

/** The server's answer to a saved change (docs/product/applications.md#messages). */
export const NOTIFICATIONS_SAVED = 'Notification settings saved.';

const kinds: { kind: NotificationKind; label: string; description: string }[] = [
  {
    kind: 'deadlineReminders',
    label: 'Deadline reminders',
    description: 'A job you saved or started but have not applied to: a mail 3 days and 1 day before it closes.',
  },
  {
    kind: 'followUps',
    label: 'Follow-ups',
    description:
      'A week after you apply with no news, we ask whether you heard back; after 30 days, we offer to mark it No response.',
  },
];

/**
 * Which reminder mails to get (docs/product/applications-web.md#settings): each a switch that
 * saves at once; every mail also has its own one-click unsubscribe.
 */
export function NotificationsCard() {
  const settings = useNotificationSettings();
  useLogError('Could not load the notification settings', settings.error);
  const update = useUpdateNotificationSettings();
  const baseId = useId();

  const turn = (kind: NotificationKind, on: boolean) => {
    if (!settings.data) return;
    const next: NotificationSettings = { ...settings.data, [kind]: on };
    update.mutate(next, {
      onSuccess: () => toast({ title: 'Success', description: NOTIFICATIONS_SAVED }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessageOr(error, 'Failed to save your notification settings. Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-xl">
          <BellIcon aria-hidden="true" className="size-5 text-primary" />
          Reminder mails
        </CardTitle>
        <CardDescription>So nothing closes or goes quiet without you noticing. Every mail can also be turned off from the mail itself.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError && !settings.data ? (
          <p className="text-sm text-muted-foreground">Your notification settings could not be loaded. Please try again later.</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {kinds.map(({ kind, label, description }) => {
              const labelId = `${baseId}-${kind}-label`;
              const descriptionId = `${baseId}-${kind}-description`;
              return (
                <li key={kind} className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <p id={labelId} className="font-medium">
                      {label}
                    </p>
                    <p id={descriptionId} className="text-sm text-muted-foreground">
                      {description}
                    </p>
                  </div>
                  {settings.data ? (
                    <Switch
                      checked={settings.data[kind]}
                      onCheckedChange={(on) => turn(kind, on)}
                      aria-labelledby={labelId}
                      aria-describedby={descriptionId}
                      className="mt-1"
                    />
                  ) : (
                    <Skeleton aria-hidden="true" className="mt-1 h-6 w-11 rounded-full" />
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <p className="mt-4 border-t pt-3 text-sm text-muted-foreground">
          Job alerts for your saved searches have their own frequency:{' '}
          <Link to={paths.savedSearches} className="font-medium text-primary underline-offset-4 hover:underline">
            manage saved searches
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
