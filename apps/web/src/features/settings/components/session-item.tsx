import type { Session } from '@pathway/contracts';
import { MapPinIcon, MonitorIcon, SmartphoneIcon, TabletIcon, TvIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatDaysAgo } from '@/lib/format';

function DeviceIcon({ device }: { device: string }) {
  const Icon = /phone|iPod/i.test(device) ? SmartphoneIcon : /tablet|iPad/i.test(device) ? TabletIcon : device === 'TV' ? TvIcon : MonitorIcon;
  return <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />;
}

/** 'Chrome 120 on Windows 10', or whichever half is known. */
function softwareOf(session: Session): string | null {
  if (session.browser && session.os) return `${session.browser} on ${session.os}`;
  return session.browser ?? session.os;
}

/** What names a session to a screen reader: the device and, when known, the browser. */
export function sessionName(session: Session): string {
  return session.browser ? `${session.device} (${session.browser})` : session.device;
}

interface SessionItemProps {
  session: Session;
  ending: boolean;
  onEnd: (session: Session) => void;
}

/** One session: what and where it is, when it began and was last used, and a way to end it. */
export function SessionItem({ session, ending, onEnd }: SessionItemProps) {
  const software = softwareOf(session);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <DeviceIcon device={session.device} />
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-words">{session.device}</span>
            {session.current && <Badge variant="secondary">This device</Badge>}
          </p>
          {software && <p className="text-sm break-words text-muted-foreground">{software}</p>}
          <p className="flex items-center gap-1 text-sm break-all text-muted-foreground">
            <MapPinIcon aria-hidden="true" className="size-3.5 shrink-0" />
            {session.place}
          </p>
          <p className="text-sm text-muted-foreground">
            Signed in <time dateTime={session.createdAt}>{formatDate(session.createdAt)}</time>
            {' · '}
            Last used <time dateTime={session.lastUsedAt}>{formatDaysAgo(session.lastUsedAt).toLowerCase()}</time>
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:shrink-0"
          aria-label={`Sign out ${sessionName(session)}`}
          // aria-disabled, not disabled: a disabled button would drop the keyboard focus mid-request.
          aria-disabled={ending || undefined}
          onClick={() => {
            if (!ending) onEnd(session);
          }}
        >
          {ending && <Spinner />}
          Sign out
        </Button>
      )}
    </li>
  );
}
