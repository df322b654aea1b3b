import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountRequestSchema, type DeleteAccountRequest } from '@pathway/contracts';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOr } from '@/lib/server-message';
import { useAuth } from '@/lib/auth';
import { showServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';

export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-xl text-destructive">
          <Trash2Icon aria-hidden="true" className="size-5" />
          Delete account
        </CardTitle>
        <CardDescription>
          Permanently erase your account and everything in it: profile, saved jobs, applications and activity. This
          cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="destructive">Delete my account</Button>
          </DialogTrigger>
          {open && <DeleteAccountDialog />}
        </Dialog>
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog() {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const deleteAccount = useDeleteAccount();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountRequest>({ resolver: zodResolver(deleteAccountRequestSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await deleteAccount.mutateAsync({ password });
    } catch (error) {
      if (!showServerFieldErrors(error, setError, { password: 'password' })) {
        setError(
          'password',
          { type: 'server', message: serverMessageOr(error, 'Failed to delete your account. Please try again.') },
          { shouldFocus: true },
        );
      }
      return;
    }
    // The server has revoked every session and cleared the cookie: only this tab's copy is left.
    signOut();
    await navigate(paths.home, { replace: true });
    toast({ title: 'Account deleted', description: 'Your account and its data have been permanently deleted.' });
  });

  return (
    <DialogContent aria-describedby="delete-account-description">
      <DialogHeader>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription id="delete-account-description">
          Your profile, saved jobs, applications and activity will be erased and every session signed out. Enter
          your password to confirm.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate aria-label="Delete account" className="grid gap-5">
        <FormField id="delete-account-password" label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" aria-required="true" {...register('password')} />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : <Trash2Icon aria-hidden="true" />}
            {isSubmitting ? 'Deleting...' : 'Delete my account'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
