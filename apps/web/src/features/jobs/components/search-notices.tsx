import type { SearchReport } from '@pathway/contracts';
import { InfoIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface Notice {
  key: string;
  text: ReactNode;
}

/** What the report says to the reader, in this order; `ignored` words are not worth a line. */
function noticesFor(report: SearchReport, query: string, hasResults: boolean): Notice[] {
  const notices: Notice[] = [];
  if (report.correctedQuery) {
    notices.push({
      key: 'corrected',
      text: (
        <>
          Showing results for <strong className="font-semibold">{report.correctedQuery}</strong>
        </>
      ),
    });
  }
  // Without results the empty state says it already ('No jobs found').
  if (hasResults && report.unmatched.length > 0) {
    notices.push({ key: 'unmatched', text: `No exact match for '${report.unmatched.join(' ')}'; showing related jobs` });
  } else if (hasResults && report.partial) {
    notices.push({ key: 'partial', text: `No exact match for '${query}'; showing related jobs` });
  }
  if (report.truncated.length > 0) {
    notices.push({
      key: 'truncated',
      text: `Only the first words were searched; '${report.truncated.join(' ')}' was left out.`,
    });
  }
  if (report.nothingToSearch) {
    notices.push({ key: 'nothing', text: `'${query}' has no letters or numbers to search for; showing all jobs.` });
  }
  return notices;
}

/**
 * How the server read the search text (docs/search.md#what-the-answer-reports): a corrected word,
 * words that matched nothing, words left out. Only for a list that had a search text.
 */
export function SearchNotices({
  report,
  query,
  hasResults,
}: {
  /** The list answer's report. */
  report: SearchReport | undefined;
  /** The search text that list answers. */
  query: string;
  hasResults: boolean;
}) {
  const notices = report && query ? noticesFor(report, query, hasResults) : [];
  return (
    // Always in the page, even empty, so that screen readers announce the notices as they change.
    <div role="status" className="flex flex-col gap-2 not-empty:mt-3">
      {notices.map((notice) => (
        <p
          key={notice.key}
          className="flex items-start gap-2 rounded-md border bg-secondary px-3 py-2 text-sm text-secondary-foreground"
        >
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{notice.text}</span>
        </p>
      ))}
    </div>
  );
}
