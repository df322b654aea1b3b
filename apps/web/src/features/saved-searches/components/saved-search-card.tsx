import {
  alertFrequencies,
  alertFrequencyLabels,
  defaultSavedSearchName,
  SAVED_SEARCH_NAME_MAX,
  savedSearchAddress,
  savedSearchMessages,
  type AlertFrequency,
  type SavedSearch,
} from '@pathway/contracts';
import { BellOffIcon, BellRingIcon, ExternalLinkIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { fieldErrorsOf } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useUpdateSavedSearch } from '../api/update-saved-search';

/** What a paused search goes back to. */
const RESUME_FREQUENCY: AlertFrequency = 'daily';

/** One saved search: its name (renamed in place), what it searches, its alert frequency, open, pause, delete. */
export function SavedSearchCard({ search }: { search: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const headingId = useId();
  const frequencyId = useId();
  const paused = search.frequency === 'off';
  const what = defaultSavedSearchName(search.params);

  const change = async (changes: { name?: string; frequency?: AlertFrequency }, success: string) => {
    try {
      await update.mutateAsync({ id: search._id, changes });
      toast({ title: 'Success', description: success });
      return true;
    } catch (error) {
      toast({ title: 'Error', description: serverMessageOr(error, 'Failed to update the saved search. Please try again.'), variant: 'destructive' });
      return false;
    }
  };

  return (
    <Card className="p-4 sm:p-5" aria-labelledby={headingId} role="group">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          {renaming ? (
            <RenameForm search={search} onDone={() => setRenaming(false)} />
          ) : (
            <h2 id={headingId} className="text-lg font-semibold break-words">
              {search.name}
            </h2>
          )}
          <p className="mt-1 text-sm break-words text-muted-foreground">Searches: {what}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {search.lastSentAt ? `Last alert: ${formatDateTime(search.lastSentAt)}` : 'No alert sent yet'}
            {paused && ' · Alerts paused'}
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={savedSearchAddress(search.params)} aria-label={`Open search: ${search.name}`}>
            <ExternalLinkIcon aria-hidden="true" />
            Open search
          </Link>
        </Button>
      </div>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="grid min-w-[12rem] gap-1.5">
          <Label htmlFor={frequencyId}>Email me new jobs</Label>
          <NativeSelect
            id={frequencyId}
            value={search.frequency}
            disabled={update.isPending}
            onChange={(event) => void change({ frequency: event.target.value as AlertFrequency }, savedSearchMessages.updated)}
          >
            {alertFrequencies.map((frequency) => (
              <option key={frequency} value={frequency}>
                {frequency === 'off' ? 'Never (paused)' : alertFrequencyLabels[frequency]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          variant="outline"
          disabled={update.isPending}
          aria-label={`${paused ? 'Resume' : 'Pause'} alerts for ${search.name}`}
          onClick={() => void change({ frequency: paused ? RESUME_FREQUENCY : 'off' }, paused ? 'Alerts resumed.' : 'Alerts paused.')}
        >
          {paused ? <BellRingIcon aria-hidden="true" /> : <BellOffIcon aria-hidden="true" />}
          {paused ? 'Resume' : 'Pause'}
        </Button>
        {!renaming && (
          <Button variant="outline" aria-label={`Rename ${search.name}`} onClick={() => setRenaming(true)}>
            <PencilIcon aria-hidden="true" />
            Rename
          </Button>
        )}
        <Button variant="outline" className="text-destructive" aria-label={`Delete ${search.name}`} onClick={() => setConfirmDelete(true)}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </div>
      {confirmDelete && <DeleteDialog search={search} onClose={() => setConfirmDelete(false)} />}
    </Card>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const update = useUpdateSavedSearch();
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string>();
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(savedSearchMessages.nameRequired);
    if (trimmed.length > SAVED_SEARCH_NAME_MAX) return setError(savedSearchMessages.nameTooLong);
    try {
      await update.mutateAsync({ id: search._id, changes: { name: trimmed } });
    } catch (err) {
      setError(fieldErrorsOf(err).name ?? serverMessageOr(err, 'Failed to rename the saved search. Please try again.'));
      return;
    }
    toast({ title: 'Success', description: savedSearchMessages.updated });
    onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2" aria-label={`Rename ${search.name}`}>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Label htmlFor={inputId}>Name</Label>
        <Input
          id={inputId}
          value={name}
          autoFocus
          maxLength={SAVED_SEARCH_NAME_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => event.key === 'Escape' && onDone()}
        />
      </div>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending && <Spinner />}
        Save
      </Button>
      <Button type="button" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
      {error && (
        <p id={errorId} className="w-full text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

function DeleteDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const remove = useDeleteSavedSearch();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete “{search.name}”?</DialogTitle>
          <DialogDescription>The search and its email alerts go. Jobs you saved stay saved.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(search._id, { onSuccess: onClose })}>
            {remove.isPending && <Spinner />}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
