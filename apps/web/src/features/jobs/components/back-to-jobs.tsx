import { ArrowLeftIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/routes';
import { jobListSearchOf } from '../job-link-state';

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Back to the list with its filters: history back when the user came from it, else a plain link. */
export function BackToJobs() {
  const location = useLocation();
  const navigate = useNavigate();
  const listSearch = jobListSearchOf(location.state);
  const cameFromList = listSearch !== null && location.key !== 'default';
  return (
    <Link
      to={`${paths.jobs}${listSearch ?? ''}`}
      onClick={(event) => {
        if (!cameFromList || !isPlainLeftClick(event)) return;
        // Going back also brings back the list's scroll position.
        event.preventDefault();
        void navigate(-1);
      }}
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      Back to jobs
    </Link>
  );
}
