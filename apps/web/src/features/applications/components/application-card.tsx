import type { Application, ApplicationStatus } from '@pathway/contracts';
import { CalendarCheckIcon, ExternalLinkIcon, NotebookPenIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ClosingDate } from '@/components/closing-date';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { jobPath } from '@/lib/routes';
import { StageMenu } from './stage-menu';

const titleLinkClass =
  'rounded-sm outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/** The title, linking to the job's page on Pathway or to the opening's own page (a new tab). */
export function ApplicationTitle({ application }: { application: Pick<Application, 'jobId' | 'link' | 'title'> }) {
  if (application.jobId) {
    return (
      <Link to={jobPath(application.jobId)} className={titleLinkClass}>
        {application.title}
      </Link>
    );
  }
  if (application.link) {
    return (
      <a href={application.link} target="_blank" rel="noopener noreferrer" className={titleLinkClass}>
        {application.title}
        <ExternalLinkIcon aria-hidden="true" className="ml-1 inline size-3.5" />
        {' '}
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return <>{application.title}</>;
}

/** What the board and the phone's list do with their cards. */
export interface CardActions {
  onMove: (application: Application, status: ApplicationStatus) => void;
  onOpen: (application: Application) => void;
  /** The application whose move the server is answering. */
  movingId: string | null;
  /** The application whose stage button should take the keyboard focus (it just moved). */
  focusId: string | null;
  onFocusTaken: () => void;
  now?: Date;
}

/** One tracked application on the board or the phone's list: what, where it stands, what comes next. */
export function ApplicationCard({ application, actions }: { application: Application; actions: CardActions }) {
  const { onMove, onOpen, movingId, focusId, onFocusTaken, now } = actions;
  const moving = movingId === application._id;
  const takeFocus = focusId === application._id;
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-lg border bg-card p-4 shadow-sm">
      <h3 id={titleId} className="leading-snug font-semibold break-words">
        <ApplicationTitle application={application} />
      </h3>
      <p className="text-sm break-words text-muted-foreground">{application.company}</p>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-muted-foreground">
        {!application.jobId && (
          <li>
            <Badge variant="outline">Found elsewhere</Badge>
          </li>
        )}
        {application.closingDate && (
          <li>
            <ClosingDate expiry={application.closingDate} now={now} />
          </li>
        )}
        {application.nextStepAt && (
          <li className="flex items-center gap-1.5 text-foreground">
            <CalendarCheckIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span>
              Next step: <time dateTime={application.nextStepAt}>{formatDateTime(application.nextStepAt)}</time>
            </span>
          </li>
        )}
        {application.notes && (
          <li className="flex items-start gap-1.5">
            <NotebookPenIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="sr-only">Notes: </span>
            <span className="line-clamp-2 break-words">{application.notes}</span>
          </li>
        )}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <StageMenu
          application={application}
          onMove={(status) => onMove(application, status)}
          pending={moving}
          takeFocus={takeFocus}
          onFocusTaken={onFocusTaken}
        />
        <Button variant="ghost" size="sm" onClick={() => onOpen(application)} aria-describedby={titleId}>
          Details
        </Button>
      </div>
    </article>
  );
}
