import type { Session } from '@pathway/contracts';
import { MonitorSmartphoneIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { SessionItem, sessionName } from './session-item';

function revokedText(count: number): string {
  if (count === 0) return 'There were no other sessions to sign out.';
  return count === 1 ? 'Signed out of 1 other session.' : `Signed out of ${count} other sessions.`;
}

/** This device first, then the most recently used. */
const byCurrentFirst = (sessions: Session[]) => [...sessions].sort((x, y) => Number(y.current) - Number(x.current));

function SessionsSkeleton() {
  return (
    <>
      <p className="sr-only" role="status">
        Loading your sessions
      </p>
      <div aria-hidden="true" className="grid gap-4">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    </>
  );
}

/**
 * Settings → "Where you're signed in": every session of the account (one per sign-in on a device),
 * each of the others with its own "Sign out". This device is not offered one: "Log out" in the
 * account menu does that.
 */
export function SessionsCard() {
  const sessions = useSessions();
  const end = useEndSession();
  const revoke = useRevokeOtherSessions();
  const listRef = useRef<HTMLUListElement>(null);

  const onEnd = (session: Session) =>
    end.mutate(session.id, {
      onSuccess: () => {
        toast({ title: 'Signed out', description: `${sessionName(session)} has been signed out.` });
        // The row and its button go away: keep the keyboard focus in the list, not on the page's start.
        listRef.current?.focus();
      },
    });
  const onRevokeOthers = () =>
    revoke.mutate(undefined, {
      onSuccess: ({ revoked }) => toast({ title: 'Success', description: revokedText(revoked) }),
    });

  const list = sessions.data ? byCurrentFirst(sessions.data) : undefined;
  const others = list?.filter((s) => !s.current).length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-xl">
          <MonitorSmartphoneIcon aria-hidden="true" className="size-5 text-primary" />
          Where you&apos;re signed in
        </CardTitle>
        <CardDescription>
          Don&apos;t recognise a device, or signed in on a shared computer or a lost phone? Sign it out. Places are
          only the network a device last came from, never an exact address.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {list ? (
          <>
            <ul ref={listRef} tabIndex={-1} aria-label="Your sessions" className="divide-y outline-none">
              {list.map((session) => (
                <SessionItem
                  key={session.id}
                  session={session}
                  ending={end.isPending && end.variables === session.id}
                  onEnd={onEnd}
                />
              ))}
            </ul>
            {others === 0 && <p className="mt-4 text-sm text-muted-foreground">You aren&apos;t signed in anywhere else.</p>}
          </>
        ) : sessions.isError ? (
          <div role="alert" className="rounded-lg border border-dashed p-6 text-center">
            <p className="font-medium">Your sessions could not be loaded</p>
            <p className="mt-1 text-sm text-muted-foreground">Please check your connection and try again.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void sessions.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <SessionsSkeleton />
        )}
      </CardContent>
      <CardFooter>
        <Button variant="outline" onClick={onRevokeOthers} disabled={revoke.isPending}>
          {revoke.isPending && <Spinner />}
          Sign out of all other sessions
        </Button>
      </CardFooter>
    </Card>
  );
}
