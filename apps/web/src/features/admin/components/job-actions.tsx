import type { AdminJob } from '@pathway/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteConsoleJob } from '../api/delete-console-job';
import { useUpdateConsoleJob } from '../api/update-console-job';
import { ReasonDialog } from './reason-dialog';

/** What a moderator can do to a listing, each behind a confirmation; visibility changes ask why. */
export function JobActions({ job, onDeleted }: { job: AdminJob; onDeleted?: () => void }) {
  const update = useUpdateConsoleJob();
  const remove = useDeleteConsoleJob();
  const name = `${job.title} at ${job.company}`;
  return (
    <div className="flex flex-wrap gap-2">
      <ReasonDialog
        trigger={
          <Button size="sm" variant="outline">
            {job.isFeatured ? 'Unfeature' : 'Feature'}
          </Button>
        }
        title={job.isFeatured ? 'Stop featuring this job?' : 'Feature this job?'}
        description={job.isFeatured ? `${name} leaves the featured jobs on the home page.` : `${name} joins the featured jobs on the home page.`}
        confirmLabel={job.isFeatured ? 'Unfeature' : 'Feature'}
        reasonOptional
        onConfirm={async (reason) => {
          await update.mutateAsync({ id: job._id, change: { isFeatured: !job.isFeatured, ...(reason ? { reason } : {}) } });
          toast({ title: job.isFeatured ? 'Job unfeatured' : 'Job featured', description: name });
        }}
      />
      {job.status !== 'active' && (
        <ReasonDialog
          trigger={<Button size="sm" variant="outline">Restore</Button>}
          title="Restore this job?"
          description={`${name} is listed again until the closing date it had.`}
          confirmLabel="Restore"
          onConfirm={async (reason) => {
            await update.mutateAsync({ id: job._id, change: { status: 'active', reason } });
            toast({ title: 'Job restored', description: name });
          }}
        />
      )}
      {job.status === 'active' && (
        <ReasonDialog
          trigger={<Button size="sm" variant="outline">Expire</Button>}
          title="Expire this job?"
          description={`${name} closes now: its page says it has expired.`}
          confirmLabel="Expire"
          onConfirm={async (reason) => {
            await update.mutateAsync({ id: job._id, change: { status: 'expired', reason } });
            toast({ title: 'Job expired', description: name });
          }}
        />
      )}
      {job.status !== 'hidden' && (
        <ReasonDialog
          trigger={<Button size="sm" variant="outline">Hide</Button>}
          title="Hide this job?"
          description={`${name} leaves every list and its page answers "not found".`}
          confirmLabel="Hide"
          onConfirm={async (reason) => {
            await update.mutateAsync({ id: job._id, change: { status: 'hidden', reason } });
            toast({ title: 'Job hidden', description: name });
          }}
        />
      )}
      <ReasonDialog
        trigger={
          <Button size="sm" variant="destructive">
            Delete
          </Button>
        }
        title="Delete this job?"
        description={`${name} and its reports, views and saves are deleted. Trackers keep their own copy. This cannot be undone.`}
        confirmLabel="Delete job"
        destructive
        onConfirm={async (reason) => {
          await remove.mutateAsync({ id: job._id, reason });
          toast({ title: 'Job deleted', description: name });
          onDeleted?.();
        }}
      />
    </div>
  );
}
