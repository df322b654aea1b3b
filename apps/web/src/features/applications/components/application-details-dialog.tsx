import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Application,
  APPLICATION_LIMITS,
  applicationMessages,
  applicationStatusLabels,
  nextStepInRange,
  type UpdateApplicationRequest,
} from '@pathway/contracts';
import { Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ClosingDate } from '@/components/closing-date';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { showServerFieldErrors } from '@/lib/form-errors';
import { formatDate, formatDateTime, fromIstInputValue, toIstInputValue } from '@/lib/format';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import { useDeleteApplication } from '../api/delete-application';
import { useUpdateApplication } from '../api/update-application';
import { ApplicationTitle } from './application-card';

/** The details form: the server's own limits, checked here first so most mistakes never travel. */
const detailsFormSchema = z
  .object({ notes: z.string(), nextStep: z.string() })
  .superRefine(({ notes, nextStep }, ctx) => {
    if (notes.trim().length > APPLICATION_LIMITS.notes) {
      ctx.addIssue({ code: 'custom', path: ['notes'], message: applicationMessages.notesTooLong });
    }
    if (nextStep === '') return;
    const iso = fromIstInputValue(nextStep);
    if (!iso) ctx.addIssue({ code: 'custom', path: ['nextStep'], message: applicationMessages.nextStepInvalid });
    else if (!nextStepInRange(new Date(iso), new Date())) {
      ctx.addIssue({ code: 'custom', path: ['nextStep'], message: applicationMessages.nextStepOutOfRange });
    }
  });
type DetailsFormValues = z.infer<typeof detailsFormSchema>;

const valuesOf = (application: Application): DetailsFormValues => ({
  notes: application.notes,
  nextStep: toIstInputValue(application.nextStepAt),
});

/** Only what changed is sent; an emptied next step is cleared (null). */
function changesOf(application: Application, values: DetailsFormValues): UpdateApplicationRequest | null {
  const changes: UpdateApplicationRequest = {};
  if (values.notes.trim() !== application.notes) changes.notes = values.notes.trim();
  const before = valuesOf(application).nextStep;
  if (values.nextStep !== before) changes.nextStepAt = values.nextStep === '' ? null : fromIstInputValue(values.nextStep);
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * An application's details (docs/product/applications-web.md#the-tracker): its dated timeline,
 * notes and next step, and removing it from the tracker.
 */
export function ApplicationDetailsDialog({
  application,
  onOpenChange,
}: {
  /** The application shown; null when closed. */
  application: Application | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={application !== null} onOpenChange={onOpenChange}>
      {application && (
        <DialogContent className="max-w-xl">
          <DetailsBody key={application._id} application={application} onClose={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DetailsBody({ application, onClose }: { application: Application; onClose: () => void }) {
  const update = useUpdateApplication();
  const remove = useDeleteApplication();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const timelineId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DetailsFormValues>({ resolver: zodResolver(detailsFormSchema), defaultValues: valuesOf(application) });
  const notes = useWatch({ control, name: 'notes' });

  const onSubmit = handleSubmit(async (values) => {
    const changes = changesOf(application, values);
    if (!changes) {
      onClose();
      return;
    }
    try {
      const saved = await update.mutateAsync({ id: application._id, changes });
      reset(valuesOf(saved));
      toast({ title: 'Success', description: applicationMessages.updated });
      onClose();
    } catch (error) {
      const shown = showServerFieldErrors(error, setError, { notes: 'notes', nextStepAt: 'nextStep' });
      if (!shown) {
        toast({ title: 'Error', description: serverMessageOr(error, 'Failed to update the application. Please try again.'), variant: 'destructive' });
      }
    }
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle className="leading-snug break-words">
          <ApplicationTitle application={application} />
        </DialogTitle>
        <DialogDescription className="break-words">
          {application.company} · {applicationStatusLabels[application.status]}
          {application.closingDate && (
            <>
              {' · '}
              <ClosingDate expiry={application.closingDate} icon={false} />
            </>
          )}
        </DialogDescription>
      </DialogHeader>

      <section aria-labelledby={timelineId}>
        <h3 id={timelineId} className="mb-2 text-sm font-semibold">
          Timeline
        </h3>
        <ol className="flex flex-col gap-2 border-l pl-4 text-sm">
          {application.timeline.map((entry, index) => (
            <li key={`${entry.status}-${entry.at}-${index}`} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{applicationStatusLabels[entry.status]}</span>
              <time dateTime={entry.at} title={formatDateTime(entry.at)} className="text-muted-foreground">
                {formatDate(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      </section>

      <form onSubmit={onSubmit} noValidate aria-label="Notes and next step" className="grid gap-4">
        <FormField
          id="application-notes"
          label="Notes"
          error={errors.notes?.message}
          hint={`${notes.trim().length.toLocaleString('en-IN')} of ${APPLICATION_LIMITS.notes.toLocaleString('en-IN')} characters`}
        >
          <Textarea rows={4} {...register('notes')} />
        </FormField>
        <FormField
          id="application-next-step"
          label="Next step (India time)"
          error={errors.nextStep?.message}
          hint="An interview, a test or a call. Leave empty when there is none."
        >
          <Input type="datetime-local" {...register('nextStep')} />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          {confirmRemove ? (
            <div role="group" aria-label="Remove from tracker?" className="flex flex-wrap items-center gap-2">
              <span className="text-sm">Remove it and its timeline?</span>
              <Button
                variant="destructive"
                size="sm"
                disabled={remove.isPending}
                onClick={() => remove.mutate(application._id, { onSuccess: onClose })}
              >
                {remove.isPending && <Spinner />}
                Yes, remove
              </Button>
              <Button variant="outline" size="sm" onClick={() => setConfirmRemove(false)}>
                Keep it
              </Button>
            </div>
          ) : (
            <Button variant="ghost" onClick={() => setConfirmRemove(true)} className="text-destructive">
              <Trash2Icon aria-hidden="true" />
              Remove from tracker
            </Button>
          )}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Spinner />}
            {isSubmitting ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </>
  );
}
