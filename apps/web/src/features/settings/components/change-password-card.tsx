import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, resetPasswordRequirements } from '@pathway/contracts';
import { KeyRoundIcon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PasswordChecklist } from '@/components/password-checklist';
import { PasswordInput } from '@/components/password-input';
import { PasswordMatch } from '@/components/password-match';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOr } from '@/lib/server-message';
import { showServerFieldErrors } from '@/lib/form-errors';
import { refineNewPassword } from '@/lib/password-rules';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';

/** Changing a password needs the current one (docs/product/profile.md#settings); the new one follows the reset rules. */
const changePasswordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ currentPassword, newPassword, confirmPassword }, ctx) => {
    if (!currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: authMessages.loginFieldsRequired });
    }
    refineNewPassword(ctx, newPassword, confirmPassword, { password: 'newPassword', confirmation: 'confirmPassword' });
  });
type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

const emptyForm: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const requirements = resetPasswordRequirements.map(({ id, message, test }) => ({ id, text: message, test }));

export function ChangePasswordCard() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyForm });
  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: next }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword: next });
    } catch (error) {
      const shown = showServerFieldErrors(error, setError, {
        currentPassword: 'currentPassword',
        newPassword: 'newPassword',
      });
      if (!shown) {
        toast({
          title: 'Error',
          description: serverMessageOr(error, 'Failed to change your password. Please try again.'),
          variant: 'destructive',
        });
      }
      return;
    }
    reset(emptyForm);
    toast({ title: 'Success', description: 'Your password has been changed. Other sessions have been signed out.' });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-xl">
          <KeyRoundIcon aria-hidden="true" className="size-5 text-primary" />
          Change password
        </CardTitle>
        <CardDescription>
          Enter your current password, then choose a new one. Your other sessions will be signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label="Change password" className="grid max-w-md gap-5">
          <FormField id="settings-current-password" label="Current password" error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" aria-required="true" {...register('currentPassword')} />
          </FormField>
          <FormField
            id="settings-new-password"
            label="New password"
            error={errors.newPassword?.message}
            hint={<PasswordChecklist password={newPassword} checks={requirements} label="Your new password needs" />}
          >
            <PasswordInput autoComplete="new-password" aria-required="true" {...register('newPassword')} />
          </FormField>
          <FormField
            id="settings-confirm-password"
            label="Confirm new password"
            error={errors.confirmPassword?.message}
            hint={
              errors.confirmPassword ? undefined : (
                <PasswordMatch password={newPassword} confirmation={confirmPassword} />
              )
            }
          >
            <PasswordInput autoComplete="new-password" aria-required="true" {...register('confirmPassword')} />
          </FormField>
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner />}
              {isSubmitting ? 'Updating...' : 'Update password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
