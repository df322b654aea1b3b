import { consoleReasonSchema } from '@pathway/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { serverMessageOr } from '@/lib/server-message';

/**
 * A console action behind a confirmation that asks why (the reason goes to the audit log). `extra`
 * renders more fields above the reason; `validate` may refuse them with a message.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  confirmLabel,
  destructive,
  reasonOptional,
  extra,
  validate,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  reasonOptional?: boolean;
  extra?: ReactNode;
  validate?: () => string | undefined;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const id = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const extraError = validate?.();
    if (extraError) {
      setError(extraError);
      return;
    }
    const parsed = reasonOptional && reason.trim() === '' ? { success: true as const, data: '' } : consoleReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please give a reason.');
      return;
    }
    setSubmitting(true);
    setError(undefined);
    try {
      await onConfirm(parsed.data);
      setOpen(false);
      setReason('');
    } catch (err) {
      setError(serverMessageOr(err, 'That did not work. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(undefined);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {open && (
        <DialogContent aria-describedby={`${id}-description`}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription id={`${id}-description`}>{description}</DialogDescription>
          </DialogHeader>
          <form onSubmit={(e) => void submit(e)} noValidate aria-label={title} className="grid gap-4">
            {extra}
            <FormField id={`${id}-reason`} label={reasonOptional ? 'Reason (optional)' : 'Reason'} error={error} hint="Kept in the audit log.">
              <Textarea
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                rows={3}
                maxLength={500}
                aria-required={reasonOptional ? undefined : 'true'}
              />
            </FormField>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={submitting}>
                {submitting && <Spinner />}
                {confirmLabel}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
