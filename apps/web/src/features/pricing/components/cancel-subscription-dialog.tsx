import { FREE_PLAN_LIMITS } from '@pathway/contracts/constants';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCancelSubscription } from '../api/cancel-subscription';

/** Cancel Subscription with a confirmation: Premium stays until it expires, then the account is free. */
export function CancelSubscriptionDialog({ expiresAt }: { expiresAt: string | null }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const until = expiresAt ? formatDate(expiresAt) : null;
  const free = `the Free plan, with ${FREE_PLAN_LIMITS.jobViewsPerMonth} job details and ${FREE_PLAN_LIMITS.applicationsPerMonth} applications a month.`;

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: 'Subscription cancelled',
          description: until ? `You keep Premium until ${until}.` : 'Your Premium plan has been cancelled.',
        });
      },
    });

  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Cancel Subscription
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Cancel your Premium plan?</DialogTitle>
          <DialogDescription>
            {until
              ? `You keep Premium until ${until}. After that your account returns to ${free}`
              : `Your account returns to ${free}`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={cancel.isPending}>
              Keep Premium
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Yes, cancel'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
