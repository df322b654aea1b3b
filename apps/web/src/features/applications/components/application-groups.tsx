import { type Application, type ApplicationStatus, applicationStatusLabels } from '@pathway/contracts';
import { useId } from 'react';
import { ApplicationCard, type CardActions } from './application-card';

/** The phone's tracker (docs/product/applications-web.md#the-tracker): the same cards, grouped by stage, one under another. */
export function ApplicationGroups({
  stages,
  applications,
  actions,
}: {
  stages: readonly ApplicationStatus[];
  applications: Application[];
  actions: CardActions;
}) {
  return (
    <div className="flex flex-col gap-6">
      {stages.map((stage) => {
        const items = applications.filter((a) => a.status === stage);
        return items.length > 0 ? <Group key={stage} stage={stage} items={items} actions={actions} /> : null;
      })}
    </div>
  );
}

function Group({ stage, items, actions }: { stage: ApplicationStatus; items: Application[]; actions: CardActions }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-base font-semibold">
        {applicationStatusLabels[stage]} <span className="font-normal text-muted-foreground">({items.length})</span>
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((application) => (
          <li key={application._id}>
            <ApplicationCard application={application} actions={actions} />
          </li>
        ))}
      </ul>
    </section>
  );
}
