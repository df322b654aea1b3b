import type { CalendarTokenResponse } from '@pathway/contracts';
import { CalendarDaysIcon, CopyIcon, RefreshCwIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useLogError } from '@/hooks/use-log-error';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeleteCalendarToken } from '../api/delete-calendar-token';
import { useCalendarToken } from '../api/get-calendar-token';
import { useNewCalendarToken } from '../api/new-calendar-token';

/** The server's words for these changes (docs/product/applications.md#messages). */
export const calendarMessages = {
  made: 'Your new calendar link is ready. The previous link no longer works.',
  off: 'Your calendar link no longer works.',
  copied: 'Calendar link copied.',
  copyFailed: 'Could not copy the link. Select it and copy it yourself.',
} as const;

/**
 * The private calendar feed (docs/product/applications-web.md#settings): closing dates and next
 * steps as a link calendar apps subscribe to. The server keeps only a hash of the link, so it is
 * shown when made (and while this page stays open); replacing it makes the old one stop at once.
 */
export function CalendarFeedCard() {
  const status = useCalendarToken();
  useLogError('Could not load the calendar link', status.error);
  const make = useNewCalendarToken();
  const turnOff = useDeleteCalendarToken();
  const [made, setMade] = useState<CalendarTokenResponse | null>(null);
  const [confirming, setConfirming] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const hintId = useId();

  const createLink = () =>
    make.mutate(undefined, {
      onSuccess: (answer) => {
        setMade(answer);
        setConfirming(false);
        toast({ title: 'Success', description: calendarMessages.made });
        // The new link is what the student came for: the focus goes to it.
        window.setTimeout(() => linkRef.current?.select(), 0);
      },
    });

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      toast({ title: 'Success', description: calendarMessages.copied });
    } catch {
      linkRef.current?.select();
      toast({ title: 'Error', description: calendarMessages.copyFailed, variant: 'destructive' });
    }
  };

  const turnLinkOff = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setMade(null);
        toast({ title: 'Success', description: calendarMessages.off });
      },
    });

  const active = status.data?.active ?? false;
  let body;
  if (status.isPending) {
    body = <Skeleton aria-hidden="true" className="h-10 w-full max-w-md" />;
  } else if (status.isError && !status.data) {
    body = <p className="text-sm text-muted-foreground">Your calendar link could not be loaded. Please try again later.</p>;
  } else if (made) {
    body = (
      <div className="grid gap-3">
        <div className="grid gap-2">
          <label htmlFor={linkId} className="text-sm font-medium">
            Your private calendar link
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={linkId}
              ref={linkRef}
              readOnly
              value={made.url}
              aria-describedby={hintId}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-sm"
            />
            <Button variant="outline" onClick={() => void copy()}>
              <CopyIcon aria-hidden="true" />
              Copy link
            </Button>
          </div>
          <p id={hintId} className="text-sm text-muted-foreground">
            Add it in your calendar app as a calendar "from URL" (Google Calendar: Other calendars, then From URL;
            Outlook: Add calendar, then Subscribe from web). Keep it to yourself: anyone with it can see these dates.
            It is shown only now; if you lose it, replace it.
          </p>
        </div>
        <LinkActions onReplace={() => setConfirming(true)} onTurnOff={turnLinkOff} />
      </div>
    );
  } else if (active) {
    body = (
      <div className="grid gap-3">
        <p className="text-sm">
          You have a private calendar link
          {status.data?.createdAt ? `, made on ${formatDate(status.data.createdAt)}` : ''}. For your safety it is shown
          only when it is made. Lost it? Replace it with a new one.
        </p>
        <LinkActions onReplace={() => setConfirming(true)} onTurnOff={turnLinkOff} />
      </div>
    );
  } else {
    body = (
      <Button onClick={createLink} disabled={make.isPending}>
        {make.isPending ? <Spinner /> : <CalendarDaysIcon aria-hidden="true" />}
        Create my calendar link
      </Button>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-xl">
          <CalendarDaysIcon aria-hidden="true" className="size-5 text-primary" />
          Calendar feed
        </CardTitle>
        <CardDescription>
          The closing dates of jobs you saved or track, and the next steps on your tracker, in Google Calendar, Outlook or
          Apple Calendar. It updates by itself.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Replace your calendar link?</DialogTitle>
            <DialogDescription>
              The link you have now stops working at once: calendars that use it stop updating until you add the new one.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button onClick={createLink} disabled={make.isPending}>
              {make.isPending && <Spinner />}
              Replace link
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function LinkActions({ onReplace, onTurnOff }: { onReplace: () => void; onTurnOff: () => void }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button variant="outline" onClick={onReplace}>
        <RefreshCwIcon aria-hidden="true" />
        Replace link
      </Button>
      <Button variant="ghost" onClick={onTurnOff}>
        Turn off
      </Button>
    </div>
  );
}
