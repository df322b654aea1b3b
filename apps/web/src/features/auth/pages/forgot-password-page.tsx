import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages } from '@pathway/contracts';
import { KeyRoundIcon, MailCheckIcon, SendIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { serverMessageOr } from '@/lib/server-message';
import { showServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useForgotPassword } from '../api/forgot-password';
import { type ForgotPasswordFormValues, forgotPasswordFormSchema, type OtpVerificationState } from '../auth-forms';
import { AuthCard } from '../components/auth-card';

const linkClasses = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(sentTo ? 'Check Your Email' : 'Forgot Password');
  return sentTo ? (
    <CheckYourEmail email={sentTo} onTryAgain={() => setSentTo(null)} />
  ) : (
    <RequestReset onSent={setSentTo} />
  );
}

function RequestReset({ onSent }: { onSent: (email: string) => void }) {
  const forgotPassword = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    const address = email.trim();
    try {
      await forgotPassword.mutateAsync({ email: address });
    } catch (error) {
      showServerFieldErrors(error, setError, { email: 'email' });
      toast({
        title: 'Error',
        description: serverMessageOr(error, 'Failed to send reset instructions.'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Success', description: accountMessages.resetInstructionsSent });
    onSent(address);
  });

  return (
    <AuthCard
      title="Forgot Password"
      icon={<KeyRoundIcon aria-hidden="true" />}
      description="Enter the email you signed up with and we'll send you a code and a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to={paths.login} className={linkClasses}>
            Back to Sign In
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Reset your password" className="grid gap-5">
        <FormField id="forgot-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" aria-required="true" {...register('email')} />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? <Spinner /> : <SendIcon aria-hidden="true" />}
          {isSubmitting ? 'Sending...' : 'Send Reset Instructions'}
        </Button>
      </form>
    </AuthCard>
  );
}

function CheckYourEmail({ email, onTryAgain }: { email: string; onTryAgain: () => void }) {
  const codeState: OtpVerificationState = { email, type: 'forgot-password' };
  return (
    // The form is gone: the news takes the focus, so keyboard and screen reader users land on it.
    <AuthCard
        focusTitle
        title="Check Your Email"
        icon={<MailCheckIcon aria-hidden="true" />}
        description={
          <>
            If an account exists for <strong className="font-semibold break-all text-foreground">{email}</strong>,
            we&apos;ve sent it a 6-digit code and a link to reset your password. Both expire soon, so use them
            shortly.
          </>
        }
        footer={
          <Link to={paths.login} className={linkClasses}>
            Back to Sign In
          </Link>
        }
      >
        <div className="grid gap-3">
          <Button asChild size="lg" className="w-full">
            <Link to={paths.otpVerification} state={codeState}>
              Enter the code
            </Link>
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Or open the link in the email on this device.
          </p>
          <Button variant="outline" onClick={onTryAgain} className="w-full">
            Didn&apos;t get it? Try another email
          </Button>
        </div>
      </AuthCard>
  );
}
