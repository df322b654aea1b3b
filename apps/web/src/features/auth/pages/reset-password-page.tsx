import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, resetPasswordRequirements } from '@pathway/contracts';
import { CircleCheckIcon, KeyRoundIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PasswordChecklist } from '@/components/password-checklist';
import { PasswordInput } from '@/components/password-input';
import { PasswordMatch } from '@/components/password-match';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { fieldErrorsOf } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/server-message';
import { showServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useResetPassword } from '../api/reset-password';
import {
  type OtpVerificationState,
  type ResetPasswordFormValues,
  resetPasswordFormSchema,
  type ResetPasswordState,
} from '../auth-forms';
import { AuthCard } from '../components/auth-card';
import { RedirectWithToast } from '../components/redirect-with-toast';

const requirements = resetPasswordRequirements.map(({ id, message, test }) => ({ id, text: message, test }));

function readState(state: unknown): ResetPasswordState {
  if (typeof state !== 'object' || state === null) return {};
  const { email, token } = state as Record<string, unknown>;
  return {
    email: typeof email === 'string' && email.trim() ? email.trim() : undefined,
    token: typeof token === 'string' && token.trim() ? token.trim() : undefined,
  };
}

/**
 * Reached with `?token=` (the mailed link) or a token or email in the navigation state
 * (docs/product/accounts.md#password-reset). The server refuses a reset by email alone, so an
 * email without a token goes through the code.
 */
export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const state = useMemo(() => readState(location.state), [location.state]);
  const linkToken = searchParams.get('token')?.trim() || undefined;
  const token = linkToken ?? state.token;
  const [done, setDone] = useState(false);

  useEffect(() => {
    // The token leaves the address bar (and so the history list and any shared screenshot); the
    // page keeps it in the history entry's state, so a reload still works.
    if (linkToken) void navigate(location.pathname, { replace: true, state: { ...state, token: linkToken } });
  }, [linkToken, location.pathname, navigate, state]);

  if (done) return <ResetComplete />;
  if (!token && !state.email) {
    return (
      <RedirectWithToast
        to={paths.forgotPassword}
        notice={{
          title: 'Invalid Access',
          description: 'Please request a password reset to get a link or a code.',
          variant: 'destructive',
        }}
      />
    );
  }
  if (!token) {
    const codeState: OtpVerificationState = { email: state.email!, type: 'forgot-password' };
    return <Navigate to={paths.otpVerification} replace state={codeState} />;
  }
  return <ResetForm token={token} onDone={() => setDone(true)} />;
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  useDocumentTitle('Reset Password');
  const resetPassword = useResetPassword();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    setLinkProblem(null);
    try {
      await resetPassword.mutateAsync({ token, newPassword });
    } catch (error) {
      showServerFieldErrors(error, setError, { newPassword: 'password', password: 'password' });
      const tokenMessage = fieldErrorsOf(error).token;
      if (tokenMessage) setLinkProblem(tokenMessage);
      toast({
        title: 'Error',
        description: serverMessageOr(error, 'Failed to reset password. The link may be expired.'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Success', description: accountMessages.passwordResetDone });
    onDone();
  });

  return (
    <AuthCard
      title="Reset Password"
      icon={<KeyRoundIcon aria-hidden="true" />}
      description="Choose a new password for your Pathway account. You'll be signed out everywhere else."
      footer={
        <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          Back to Sign In
        </Link>
      }
    >
      {linkProblem && (
        <div role="alert" className="mb-5 flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p>
            {linkProblem}{' '}
            <Link to={paths.forgotPassword} className="font-medium text-primary underline underline-offset-4">
              Request a new one
            </Link>
          </p>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Choose a new password" className="grid gap-5">
        <FormField
          id="reset-password"
          label="New password"
          error={errors.password?.message}
          hint={<PasswordChecklist password={password} checks={requirements} label="Your new password needs" />}
        >
          <PasswordInput autoComplete="new-password" aria-required="true" {...register('password')} />
        </FormField>
        <FormField
          id="reset-confirm-password"
          label="Confirm new password"
          error={errors.confirmPassword?.message}
          hint={
            errors.confirmPassword ? undefined : <PasswordMatch password={password} confirmation={confirmPassword} />
          }
        >
          <PasswordInput autoComplete="new-password" aria-required="true" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting && <Spinner />}
          {isSubmitting ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}

function ResetComplete() {
  useDocumentTitle('Password Reset Complete');
  return (
    <AuthCard
      focusTitle
      title="Password Reset Complete"
      icon={<CircleCheckIcon aria-hidden="true" />}
      description="Your password has been changed and every other session has been signed out. Sign in with your new password."
    >
      <Button asChild size="lg" className="w-full">
        <Link to={paths.login} replace>
          Continue to Login
        </Link>
      </Button>
    </AuthCard>
  );
}
