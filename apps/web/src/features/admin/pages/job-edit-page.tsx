import { jobTypes, workModes, type AdminJobDetail, type AdminJobUpdateInput } from '@pathway/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-core';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import { useConsoleJob } from '../api/get-console-job';
import { useUpdateConsoleJob } from '../api/update-console-job';
import { consolePaths } from '../console-paths';
import { ConsoleHeading, ListStates } from '../components/console-page-states';
import { JobActions } from '../components/job-actions';
import { JobStatusBadge } from '../components/job-status-badge';

type Draft = Record<'title' | 'company' | 'location' | 'type' | 'workMode' | 'stipend' | 'salaryMin' | 'salaryMax' | 'applyLink' | 'expiryDate' | 'domains' | 'skills' | 'description', string>;

const IST_OFFSET_MS = 330 * 60_000;
/** The day a job closes, in India (the import reads a bare date the same way). */
const closingDay = (iso: string) => new Date(new Date(iso).getTime() - 1 + IST_OFFSET_MS).toISOString().slice(0, 10);

function draftOf(job: AdminJobDetail): Draft {
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    type: job.type,
    workMode: job.fields.workMode,
    stipend: job.fields.stipend,
    salaryMin: String(job.fields.salaryMin),
    salaryMax: String(job.fields.salaryMax),
    applyLink: job.fields.applyLink,
    expiryDate: closingDay(job.expiryDate),
    domains: job.fields.domains.join(', '),
    skills: job.fields.skills.join(', '),
    description: job.fields.description,
  };
}

const list = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

/** Only what changed, typed as the import reads it; the server checks the whole job with the import's rules. */
function changesOf(before: Draft, after: Draft): AdminJobUpdateInput {
  const change: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof Draft)[]) {
    if (after[key] === before[key]) continue;
    if (key === 'salaryMin' || key === 'salaryMax') change[key] = after[key].trim() === '' ? Number.NaN : Number(after[key]);
    else if (key === 'domains' || key === 'skills') change[key] = list(after[key]);
    else change[key] = after[key];
  }
  return change as AdminJobUpdateInput;
}

export function ConsoleJobPage({ id }: { id: string }) {
  const query = useConsoleJob(id);
  useDocumentTitle(query.data ? `${query.data.title} · Jobs · Console` : 'Job · Console');
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={consolePaths.jobs} className="text-primary underline-offset-4 hover:underline">
          Back to jobs
        </Link>
      </p>
      <ListStates isPending={query.isPending} error={query.error} isEmpty={false} empty="" onRetry={() => void query.refetch()}>
        {query.data && <JobEditor key={query.data._id + query.data.expiryDate + query.data.title} job={query.data} />}
      </ListStates>
    </>
  );
}

function JobEditor({ job }: { job: AdminJobDetail }) {
  const initial = draftOf(job);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const update = useUpdateConsoleJob();
  const navigate = useNavigate();
  const field = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const change = changesOf(initial, draft);
    if (Object.keys(change).length === 0) {
      setFormError('Nothing has changed.');
      return;
    }
    setErrors({});
    setFormError(undefined);
    try {
      await update.mutateAsync({ id: job._id, change });
      toast({ title: 'Job updated', description: `${draft.title} at ${draft.company}` });
    } catch (err) {
      if (err instanceof ApiError && err.details) setErrors(Object.fromEntries(Object.entries(err.details).map(([k, v]) => [k.split('.')[0]!, String(v)])));
      setFormError(serverMessageOr(err, 'The job could not be saved. Please try again.'));
    }
  };

  return (
    <>
      <ConsoleHeading title={job.title} lead={`${job.company} · external id ${job.externalId}`}>
        <JobStatusBadge status={job.status} />
      </ConsoleHeading>
      <section aria-labelledby="job-actions" className="mb-6">
        <h2 id="job-actions" className="mb-2 text-lg font-semibold">
          Visibility
        </h2>
        <JobActions job={job} onDeleted={() => void navigate(consolePaths.jobs)} />
      </section>
      <form onSubmit={submit} noValidate aria-labelledby="job-edit" className="grid max-w-3xl gap-4">
        <h2 id="job-edit" className="text-lg font-semibold">
          Edit the listing
        </h2>
        <p className="text-sm text-muted-foreground">The same rules as the import apply. Lists are separated by commas.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="job-title" label="Title" error={errors.title}>
            <Input {...field('title')} aria-required="true" />
          </FormField>
          <FormField id="job-company" label="Company" error={errors.company}>
            <Input {...field('company')} aria-required="true" />
          </FormField>
          <FormField id="job-location" label="Location" error={errors.location}>
            <Input {...field('location')} aria-required="true" />
          </FormField>
          <FormField id="job-type" label="Type" error={errors.type}>
            <NativeSelect {...field('type')}>
              {jobTypes.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="job-work-mode" label="Work mode" error={errors.workMode}>
            <NativeSelect {...field('workMode')}>
              {workModes.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="job-stipend" label="Stipend" error={errors.stipend}>
            <Input {...field('stipend')} />
          </FormField>
          <FormField id="job-salary-min" label="Salary from (₹ a year)" error={errors.salaryMin}>
            <Input {...field('salaryMin')} inputMode="numeric" />
          </FormField>
          <FormField id="job-salary-max" label="Salary up to (₹ a year)" error={errors.salaryMax}>
            <Input {...field('salaryMax')} inputMode="numeric" />
          </FormField>
          <FormField id="job-expiry" label="Last day to apply" error={errors.expiryDate}>
            <Input type="date" {...field('expiryDate')} />
          </FormField>
          <FormField id="job-apply-link" label="Apply link" error={errors.applyLink}>
            <Input type="url" {...field('applyLink')} aria-required="true" />
          </FormField>
          <FormField id="job-domains" label="Domains" error={errors.domains}>
            <Input {...field('domains')} />
          </FormField>
          <FormField id="job-skills" label="Skills" error={errors.skills}>
            <Input {...field('skills')} />
          </FormField>
        </div>
        <FormField id="job-description" label="Description" error={errors.description}>
          <Textarea {...field('description')} rows={10} aria-required="true" />
        </FormField>
        {formError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {formError}
          </p>
        )}
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending && <Spinner />}
            Save changes
          </Button>
        </div>
      </form>
    </>
  );
}
