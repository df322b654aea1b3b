import { MonitorSmartphoneIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';

function revokedText(count: number): string {
  if (count === 0) return 'There were no other sessions to sign out.';
  return count === 1 ? 'Signed out of 1 other session.' : `Signed out of ${count} other sessions.`;
}

export function SessionsCard() {
  const revoke = useRevokeOtherSessions();
  const onClick = () =>
    revoke.mutate(undefined, {
      onSuccess: ({ revoked }) => toast({ title: 'Success', description: revokedText(revoked) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-xl">
          <MonitorSmartphoneIcon aria-hidden="true" className="size-5 text-primary" />
          Sessions
        </CardTitle>
        <CardDescription>
          Signed in on a shared computer or a lost phone? Sign out everywhere except on this device.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={onClick} disabled={revoke.isPending}>
          {revoke.isPending && <Spinner />}
          Sign out of all other sessions
        </Button>
      </CardContent>
    </Card>
  );
}
