import { zodResolver } from '@hookform/resolvers/zod';
import {
  alertFrequencies,
  alertFrequencyLabels,
  defaultSavedSearchName,
  SAVED_SEARCH_NAME_MAX,
  savedSearchMessages,
  type SavedSearchParams,
} from '@pathway/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { showServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/routes';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import { useCreateSavedSearch } from '../api/create-saved-search';

const saveSearchFormSchema = z.object({
  name: z.string().trim().min(1, savedSearchMessages.nameRequired).max(SAVED_SEARCH_NAME_MAX, savedSearchMessages.nameTooLong),
  frequency: z.enum(alertFrequencies),
});
type SaveSearchFormValues = z.infer<typeof saveSearchFormSchema>;

/** The dialog of "Save this search": loaded when first opened (zod, react-hook-form and Radix's dialog stay out of /jobs' start). */
export function SaveSearchDialog({ params, onClose }: { params: SavedSearchParams; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <SaveSearchForm params={params} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function SaveSearchForm({ params, onDone }: { params: SavedSearchParams; onDone: () => void }) {
  const create = useCreateSavedSearch();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SaveSearchFormValues>({
    resolver: zodResolver(saveSearchFormSchema),
    defaultValues: { name: defaultSavedSearchName(params), frequency: 'daily' },
  });

  const onSubmit = handleSubmit(async ({ name, frequency }) => {
    try {
      await create.mutateAsync({ name, frequency, params });
    } catch (error) {
      if (!showServerFieldErrors(error, setError, { name: 'name', frequency: 'frequency' })) {
        toast({ title: 'Error', description: serverMessageOr(error, 'Failed to save the search. Please try again.'), variant: 'destructive' });
      }
      return;
    }
    toast({ title: 'Success', description: frequency === 'off' ? savedSearchMessages.savedPaused : savedSearchMessages.saved });
    onDone();
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Save this search</DialogTitle>
        <DialogDescription>
          We will email you jobs that match it as they are added. Manage your searches on{' '}
          <Link to={paths.savedSearches} className="font-medium text-primary underline-offset-4 hover:underline">
            Saved searches
          </Link>
          .
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate aria-label="Save this search" className="grid gap-4">
        <FormField id="saved-search-name" label="Name" error={errors.name?.message}>
          <Input autoComplete="off" aria-required="true" maxLength={SAVED_SEARCH_NAME_MAX} {...register('name')} />
        </FormField>
        <FormField id="saved-search-frequency" label="Email me new jobs" error={errors.frequency?.message}>
          <NativeSelect {...register('frequency')}>
            {alertFrequencies.map((frequency) => (
              <option key={frequency} value={frequency}>
                {frequency === 'off' ? 'Never (paused)' : alertFrequencyLabels[frequency]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <DialogFooter>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Spinner />}
            {isSubmitting ? 'Saving...' : 'Save search'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
