import { adminJobStatuses, jobTypes } from '@pathway/contracts';
import { Link } from 'react-router';
import { Pagination } from '@/components/pagination';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDate } from '@/lib/format';
import { useConsoleJobs } from '../api/get-console-jobs';
import { consoleJobPath, consolePaths } from '../console-paths';
import { ConsoleHeading, ConsoleTable, ListStates } from '../components/console-page-states';
import { JobActions } from '../components/job-actions';
import { JobStatusBadge } from '../components/job-status-badge';
import { SearchBox } from '../components/search-box';
import { useConsoleParams } from '../hooks/use-console-params';

const sorts = [
  { value: 'postedDate:desc', label: 'Newest first' },
  { value: 'postedDate:asc', label: 'Oldest first' },
  { value: 'expiryDate:asc', label: 'Closing soonest' },
  { value: 'title:asc', label: 'Title A–Z' },
  { value: 'company:asc', label: 'Company A–Z' },
  { value: 'applications:desc', label: 'Most applications' },
];

const statusLabels = { active: 'Active', expired: 'Expired', hidden: 'Hidden' } as const;

export function ConsoleJobsPage() {
  useDocumentTitle('Jobs · Console');
  const { values, page, set } = useConsoleParams(['q', 'status', 'type', 'show', 'sort'] as const);
  const [sortBy, sortOrder] = (values.sort || 'postedDate:desc').split(':');
  const query = useConsoleJobs({
    q: values.q,
    status: values.status,
    type: values.type,
    featured: values.show === 'featured' ? 'true' : undefined,
    flagged: values.show === 'flagged' ? 'true' : undefined,
    sortBy,
    sortOrder,
    page,
  });
  const list = query.data;
  return (
    <>
      <ConsoleHeading title="Jobs" lead="Every listing, whatever its status. Changes show on the public pages at once.">
        <Button asChild variant="outline">
          <Link to={consolePaths.jobsImport}>Import a file</Link>
        </Button>
      </ConsoleHeading>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SearchBox key={values.q} label="Title, company, place or external id" initial={values.q} onSearch={(q) => set({ q })} />
        <div className="grid gap-1.5">
          <Label htmlFor="jobs-status">Status</Label>
          <NativeSelect id="jobs-status" value={values.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">Any</option>
            {adminJobStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="jobs-type">Type</Label>
          <NativeSelect id="jobs-type" value={values.type} onChange={(e) => set({ type: e.target.value })}>
            <option value="">Any</option>
            {jobTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="jobs-show">Show</Label>
          <NativeSelect id="jobs-show" value={values.show} onChange={(e) => set({ show: e.target.value })}>
            <option value="">All jobs</option>
            <option value="featured">Featured</option>
            <option value="flagged">With cautions or reports</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="jobs-sort">Sort</Label>
          <NativeSelect id="jobs-sort" value={values.sort || 'postedDate:desc'} onChange={(e) => set({ sort: e.target.value === 'postedDate:desc' ? '' : e.target.value })}>
            {sorts.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <ListStates isPending={query.isPending} error={query.error} isEmpty={list?.data.length === 0} empty="No jobs match." onRetry={() => void query.refetch()}>
        <p className="mb-2 text-sm text-muted-foreground" role="status">
          {list?.pagination.total} {list?.pagination.total === 1 ? 'job' : 'jobs'}
        </p>
        <ConsoleTable label="Jobs">
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Status</th>
              <th scope="col">Posted</th>
              <th scope="col">Closes</th>
              <th scope="col">Reports</th>
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
                  <span className="block text-muted-foreground">
                    {job.company} · {job.location} · {job.type}
                  </span>
                  {job.isFeatured && <Badge variant="secondary">Featured</Badge>}
                </td>
                <td>
                  <JobStatusBadge status={job.status} />
                  {job.flags.length > 0 && <span className="mt-1 block text-xs text-muted-foreground">Cautions: {job.flags.join(', ').replaceAll('_', ' ')}</span>}
                </td>
                <td>{formatDate(job.postedDate)}</td>
                <td>{formatDate(job.expiryDate)}</td>
                <td>{job.openReports}</td>
                <td>
                  <JobActions job={job} />
                </td>
              </tr>
            ))}
          </tbody>
        </ConsoleTable>
        <Pagination className="mt-4" page={page} totalPages={list?.pagination.totalPages ?? 0} onPageChange={(p) => set({ page: p })} />
      </ListStates>
    </>
  );
}
