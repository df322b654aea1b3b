import { type Application, type ApplicationStatus, applicationStatusLabels } from '@pathway/contracts';
import { useId } from 'react';
import { ApplicationCard, type CardActions } from './application-card';

/**
 * The desktop board (docs/product/applications-web.md#the-tracker): a column per stage, in the
 * stages' order, scrolled sideways when they do not fit; the scroller is focusable so that a
 * keyboard can scroll it too.
 */
export function ApplicationBoard({
  stages,
  applications,
  actions,
}: {
  stages: readonly ApplicationStatus[];
  applications: Application[];
  actions: CardActions;
}) {
  return (
    <div role="region" aria-label="Board" tabIndex={0} className="-mx-4 overflow-x-auto px-4 pb-4 outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <div className="flex gap-4">
        {stages.map((stage) => (
          <BoardColumn key={stage} stage={stage} items={applications.filter((a) => a.status === stage)} actions={actions} />
        ))}
      </div>
    </div>
  );
}

function BoardColumn({ stage, items, actions }: { stage: ApplicationStatus; items: Application[]; actions: CardActions }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex w-72 shrink-0 flex-col gap-3 rounded-xl bg-muted p-3">
      <h2 id={headingId} className="flex items-center justify-between px-1 text-sm font-semibold">
        {applicationStatusLabels[stage]}{' '}
        <span className="rounded-full bg-background px-2 py-0.5 text-xs font-medium text-muted-foreground">
          {items.length}
          {' '}
          <span className="sr-only">{items.length === 1 ? 'application' : 'applications'}</span>
        </span>
      </h2>
      {items.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {items.map((application) => (
            <li key={application._id}>
              <ApplicationCard application={application} actions={actions} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-1 text-sm text-muted-foreground">Nothing here yet.</p>
      )}
    </section>
  );
}
