import type { Job, JobReportReason } from '@pathway/contracts';
import { jobReportReasonLabels, jobReportReasons, LISTING_HEALTH, listingHealthTexts } from '@pathway/contracts/listing-health-texts';
import { FlagIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { serverMessageOr } from '@/lib/server-message';
import { useMyReport } from '../api/get-my-report';
import { useReportJob } from '../api/report-job';
import { choiceInputClasses } from './choice-input-classes';

/**
 * "Report a problem" on the job page (docs/product/listing-health.md#reports): a short form in
 * place, once per student and job; afterwards it says what was reported.
 */
export function ReportProblem({ job }: { job: Job }) {
  const mine = useMyReport(job._id);
  const report = useReportJob(job._id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<JobReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const sent = report.data ?? mine.data;

  if (mine.isPending) return <p className="text-sm text-muted-foreground">Checking whether you reported this job…</p>;
  if (sent) {
    return (
      <p role="status" className="text-sm">
        {report.data ? listingHealthTexts.reported : listingHealthTexts.alreadyReported} You reported: {jobReportReasonLabels[sent.reason]}.
      </p>
    );
  }

  if (!open) {
    return (
      <div className="flex flex-col items-start gap-2">
        {mine.isError && <p className="text-sm text-destructive">We could not check whether you reported this job already.</p>}
        <Button ref={openButton} variant="outline" onClick={() => setOpen(true)} aria-expanded={false} aria-controls={formId}>
          <FlagIcon aria-hidden="true" />
          {listingHealthTexts.reportAction}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    const trimmed = note.trim();
    report.mutate(trimmed ? { reason, note: trimmed } : { reason });
  };
  const cancel = () => {
    setOpen(false);
    report.reset();
    requestAnimationFrame(() => openButton.current?.focus());
  };
  const errorId = `${formId}-error`;

  return (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg border p-4" aria-label={listingHealthTexts.reportAction}>
      <fieldset aria-describedby={missingReason ? `${formId}-reason-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">What is wrong with this listing?</legend>
        <div className="flex flex-col gap-2">
          {jobReportReasons.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${formId}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setMissingReason(false);
                }}
                className={choiceInputClasses}
              />
              {jobReportReasonLabels[value]}
            </label>
          ))}
        </div>
        {missingReason && (
          <p id={`${formId}-reason-error`} className="mt-2 text-sm font-medium text-destructive">
            Choose what is wrong.
          </p>
        )}
      </fieldset>
      <FormField id={`${formId}-note`} label="Details (optional)" hint={`At most ${LISTING_HEALTH.noteMaxLength} characters.`}>
        <Textarea value={note} maxLength={LISTING_HEALTH.noteMaxLength} onChange={(e) => setNote(e.target.value)} className="min-h-20" />
      </FormField>
      {report.isError && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {serverMessageOr(report.error, 'We could not send your report. Please try again.')}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? 'Sending…' : 'Send report'}
        </Button>
        <Button type="button" variant="ghost" onClick={cancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
