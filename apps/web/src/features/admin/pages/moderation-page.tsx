import { jobReportReasons, jobReportStates, type AdminReport } from '@pathway/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '@/components/pagination';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useConsoleJobs } from '../api/get-console-jobs';
import { useReports } from '../api/get-reports';
import { useResolveReport } from '../api/resolve-report';
import { consoleJobPath } from '../console-paths';
import { ConsoleHeading, ConsoleTable, ListStates } from '../components/console-page-states';
import { JobActions } from '../components/job-actions';
import { JobStatusBadge } from '../components/job-status-badge';
import { ReasonDialog } from '../components/reason-dialog';
import { SearchBox } from '../components/search-box';
import { useConsoleParams } from '../hooks/use-console-params';

const reasonLabels: Record<(typeof jobReportReasons)[number], string> = {
  closed: 'Closed',
  broken_link: 'Broken link',
  fee: 'Asks for a fee',
  duplicate: 'Duplicate',
  wrong_details: 'Wrong details',
};
const stateLabels: Record<(typeof jobReportStates)[number], string> = { open: 'Open', confirmed: 'Confirmed', dismissed: 'Dismissed' };

export function ConsoleModerationPage() {
  useDocumentTitle('Moderation · Console');
  const { values, page, set } = useConsoleParams(['q', 'state', 'reason'] as const);
  // The queue opens on what needs a decision.
  const state = values.state || 'open';
  const query = useReports({ q: values.q, state: state === 'all' ? '' : state, reason: values.reason, page });
  const list = query.data;
  return (
    <>
      <ConsoleHeading
        title="Moderation"
        lead="What students reported about listings, oldest first. Confirming takes the job down; dismissing keeps it listed and lifts a fee warning. Each decision covers the job's other open reports with the same reason."
      />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SearchBox key={values.q} label="Job, company or note" initial={values.q} onSearch={(q) => set({ q })} />
        <div className="grid gap-1.5">
          <Label htmlFor="reports-state">Show</Label>
          <NativeSelect id="reports-state" value={state} onChange={(e) => set({ state: e.target.value === 'open' ? '' : e.target.value })}>
            {jobReportStates.map((s) => (
              <option key={s} value={s}>
                {stateLabels[s]}
              </option>
            ))}
            <option value="all">All</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="reports-reason">Reason</Label>
          <NativeSelect id="reports-reason" value={values.reason} onChange={(e) => set({ reason: e.target.value })}>
            <option value="">Any</option>
            {jobReportReasons.map((r) => (
              <option key={r} value={r}>
                {reasonLabels[r]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <ListStates
        isPending={query.isPending}
        error={query.error}
        isEmpty={list?.data.length === 0}
        empty={state === 'open' ? 'No open reports. The queue is clear.' : 'No reports match.'}
        onRetry={() => void query.refetch()}
      >
        <ConsoleTable label="Reports">
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Report</th>
              <th scope="col">Reported</th>
              <th scope="col">State</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {list?.data.map((report) => (
              <tr key={report._id}>
                <td>
                  <Link to={consoleJobPath(report.job._id)} className="font-medium text-primary underline-offset-4 hover:underline">
                    {report.job.title}
                  </Link>
                  <span className="block text-muted-foreground">{report.job.company}</span>
                  <JobStatusBadge status={report.job.status} />
                  {report.job.flags.length > 0 && <span className="mt-1 block text-xs text-muted-foreground">Cautions: {report.job.flags.join(', ').replaceAll('_', ' ')}</span>}
                </td>
                <td>
                  <strong>{reasonLabels[report.reason]}</strong>
                  {report.note && <span className="block whitespace-pre-line">{report.note}</span>}
                  <span className="block break-all text-muted-foreground">{report.reporterEmail ?? 'Deleted account'}</span>
                </td>
                <td>{formatDateTime(report.createdAt)}</td>
                <td>{report.state === 'open' ? <Badge>Open</Badge> : <Badge variant="secondary">{stateLabels[report.state]}</Badge>}</td>
                <td>{report.state === 'open' ? <Decision report={report} /> : report.resolvedAt && formatDateTime(report.resolvedAt)}</td>
              </tr>
            ))}
          </tbody>
        </ConsoleTable>
        <Pagination className="mt-4" page={page} totalPages={list?.pagination.totalPages ?? 0} onPageChange={(p) => set({ page: p })} />
      </ListStates>
      <CautionedListings />
    </>
  );
}

/** Listed jobs that carry an import caution or a mark, newest first: the import's safety flags have no report to decide. */
function CautionedListings() {
  const [page, setPage] = useState(1);
  const query = useConsoleJobs({ flagged: 'true', status: 'active', sortBy: 'postedDate', sortOrder: 'desc', page });
  const list = query.data;
  return (
    <section aria-labelledby="cautioned" className="mt-8">
      <h2 id="cautioned" className="mb-1 text-lg font-semibold">
        Listed jobs with cautions or reports
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">Cautions the import raised (asks for money, a shortened link, a free-mail address) and jobs marked by reports or the link checker. Expire or hide one that is not genuine.</p>
      <ListStates isPending={query.isPending} error={query.error} isEmpty={list?.data.length === 0} empty="No listed job carries a caution." onRetry={() => void query.refetch()}>
        <ConsoleTable label="Listed jobs with cautions or reports">
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Cautions</th>
              <th scope="col">Open reports</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list?.data.map((job) => (
              <tr key={job._id}>
                <td>
                  <Link to={consoleJobPath(job._id)} className="font-medium text-primary underline-offset-4 hover:underline">
                    {job.title}
                  </Link>
                  <span className="block text-muted-foreground">{job.company}</span>
                </td>
                <td>{job.flags.length > 0 ? job.flags.join(', ').replaceAll('_', ' ') : 'Reported or link broken'}</td>
                <td>{job.openReports}</td>
                <td>
                  <JobActions job={job} />
                </td>
              </tr>
            ))}
          </tbody>
        </ConsoleTable>
        <Pagination className="mt-4" page={page} totalPages={list?.pagination.totalPages ?? 0} onPageChange={setPage} />
      </ListStates>
    </section>
  );
}

function Decision({ report }: { report: AdminReport }) {
  const resolve = useResolveReport();
  const [jobStatus, setJobStatus] = useState<'hidden' | 'expired'>(report.reason === 'closed' || report.reason === 'broken_link' ? 'expired' : 'hidden');
  const statusId = useId();
  const name = `${report.job.title} at ${report.job.company}`;
  return (
    <div className="flex flex-wrap gap-2">
      <ReasonDialog
        trigger={<Button size="sm">Confirm</Button>}
        title="Confirm this report?"
        description={`${name} is taken down.`}
        confirmLabel="Confirm report"
        extra={
          <FormField id={statusId} label="Take the job down by">
            <NativeSelect value={jobStatus} onChange={(e) => setJobStatus(e.target.value as 'hidden' | 'expired')}>
              <option value="hidden">Hiding it (its page says not found)</option>
              <option value="expired">Expiring it (its page says it closed)</option>
            </NativeSelect>
          </FormField>
        }
        onConfirm={async (reason) => {
          await resolve.mutateAsync({ id: report._id, resolution: { action: 'confirm', jobStatus, reason } });
          toast({ title: 'Report confirmed', description: `${name} is ${jobStatus}.` });
        }}
      />
      <ReasonDialog
        trigger={
          <Button size="sm" variant="outline">
            Dismiss
          </Button>
        }
        title="Dismiss this report?"
        description={`${name} stays listed${report.reason === 'fee' ? ' and its fee warning is lifted once no fee report is open' : ''}.`}
        confirmLabel="Dismiss report"
        onConfirm={async (reason) => {
          await resolve.mutateAsync({ id: report._id, resolution: { action: 'dismiss', reason } });
          toast({ title: 'Report dismissed', description: name });
        }}
      />
    </div>
  );
}
