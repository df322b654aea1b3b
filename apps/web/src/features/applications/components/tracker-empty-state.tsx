import { ClipboardListIcon, SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/routes';
import { AddOpeningDialog } from './add-opening-dialog';

/** Nothing tracked yet: what the tracker is for and how things get into it. */
export function TrackerIntro() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-12 text-center">
      <ClipboardListIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="mt-4 text-lg font-semibold">Keep track of every application</h2>
      <div className="mt-2 flex max-w-xl flex-col gap-2 text-muted-foreground">
        <p>
          When you press Apply Now on a job, it lands here as Clicked Apply, and next time you visit we ask whether you
          applied. Applied somewhere else? Add that opening yourself.
        </p>
        <p>
          Then move each one along as you hear back (assessment, interview, offer) with notes and the date of your next
          step. Closing dates and next steps also go to your calendar from Settings.
        </p>
      </div>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link to={paths.jobs}>Browse Jobs</Link>
        </Button>
        <AddOpeningDialog />
      </div>
    </div>
  );
}

/** Filters or a search that match nothing. */
export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-12 text-center">
      <SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="mt-4 text-lg font-semibold">No applications match</h2>
      <p className="mt-2 max-w-md text-muted-foreground">Try another stage or other words, or clear the filters to see them all.</p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
