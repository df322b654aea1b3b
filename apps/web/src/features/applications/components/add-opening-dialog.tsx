import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPLICATION_LIMITS,
  applicationMessages,
  type ApplicationStatus,
  applicationStatuses,
  applicationStatusLabels,
  httpUrlSchema,
  requiredText,
} from '@pathway/contracts';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { showServerFieldErrors } from '@/lib/form-errors';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import { useCreateApplication } from '../api/create-application';

/** The same field rules as `POST /applications` (packages/contracts), with an empty link meaning none. */
const openingFormSchema = z.object({
  title: requiredText('Title', APPLICATION_LIMITS.title),
  company: requiredText('Company', APPLICATION_LIMITS.company),
  link: z.union([z.literal(''), httpUrlSchema]),
  status: z.enum(applicationStatuses),
});
type OpeningFormInput = z.input<typeof openingFormSchema>;
type OpeningFormValues = z.output<typeof openingFormSchema>;

const emptyForm: OpeningFormInput = { title: '', company: '', link: '', status: 'applied' };

/** "Add an opening": track an application made outside Pathway (title, company, link, stage). */
export function AddOpeningDialog({ onAdded, triggerLabel = 'Add an opening' }: { onAdded?: () => void; triggerLabel?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <PlusIcon aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent>
          <AddOpeningForm
            onDone={() => {
              setOpen(false);
              onAdded?.();
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function AddOpeningForm({ onDone }: { onDone: () => void }) {
  const create = useCreateApplication();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OpeningFormInput, unknown, OpeningFormValues>({ resolver: zodResolver(openingFormSchema), defaultValues: emptyForm });

  const onSubmit = handleSubmit(async ({ title, company, link, status }) => {
    try {
      await create.mutateAsync({ title, company, status: status as ApplicationStatus, ...(link ? { link } : {}) });
    } catch (error) {
      const shown = showServerFieldErrors(error, setError, { title: 'title', company: 'company', link: 'link', status: 'status' });
      if (!shown) {
        toast({
          title: 'Error',
          description: serverMessageOr(error, 'Failed to add the opening. Please try again.'),
          variant: 'destructive',
        });
      }
      return;
    }
    toast({ title: 'Success', description: applicationMessages.created });
    onDone();
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Add an opening</DialogTitle>
        <DialogDescription>
          Applied somewhere Pathway does not list? Track it here with everything else.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate aria-label="Add an opening" className="grid gap-4">
        <FormField id="opening-title" label="Title" error={errors.title?.message}>
          <Input autoComplete="off" aria-required="true" {...register('title')} />
        </FormField>
        <FormField id="opening-company" label="Company" error={errors.company?.message}>
          <Input autoComplete="organization" aria-required="true" {...register('company')} />
        </FormField>
        <FormField
          id="opening-link"
          label="Link (optional)"
          error={errors.link?.message}
          hint="The opening's page, so you can find it again."
        >
          <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" {...register('link')} />
        </FormField>
        <FormField id="opening-status" label="Stage" error={errors.status?.message}>
          <NativeSelect {...register('status')}>
            {applicationStatuses.map((status) => (
              <option key={status} value={status}>
                {applicationStatusLabels[status]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <DialogFooter>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Spinner />}
            {isSubmitting ? 'Adding...' : 'Add to tracker'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
