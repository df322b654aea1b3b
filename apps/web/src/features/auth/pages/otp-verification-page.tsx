import { authMessages, type OtpPurpose, otpCodeSchema, type VerifyOtpResponse } from '@pathway/contracts';
import { OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '@pathway/contracts/constants';
import { MailCheckIcon, ShieldCheckIcon } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/server-message';
import { type AuthRedirectState, useAuth } from '@/lib/auth';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { logout } from '../api/logout';
import { useResendOtp } from '../api/resend-otp';
import { isAuthResponse, isResetTokenResponse, useVerifyOtp } from '../api/verify-otp';
import { readOtpState, type ResetPasswordState } from '../auth-forms';
import { AuthCard } from '../components/auth-card';
import { emptyOtp, OtpInput } from '../components/otp-input';
import { RedirectWithToast } from '../components/redirect-with-toast';
import { useCountdown } from '../hooks/use-countdown';

/** The page's titles, by what the code is for. */
export const otpTitles: Record<OtpPurpose, string> = {
  register: 'Complete Registration',
  'forgot-password': 'Verify Email',
  login: 'Verify Your Login',
};

const purposeText: Record<OtpPurpose, string> = {
  register: 'to finish creating your account',
  'forgot-password': 'to choose a new password',
  login: 'to sign in',
};

const AFTER_VERIFICATION_FAILED = 'Something went wrong after verification. Please try again.';

export function OtpVerificationPage() {
  const location = useLocation();
  const state = readOtpState(location.state);
  if (!state) {
    return (
      <RedirectWithToast
        to={paths.login}
        notice={{
          title: 'Missing Information',
          description: 'Please sign in or sign up again so we know where to send your code.',
          variant: 'destructive',
        }}
      />
    );
  }
  return <OtpVerification {...state} />;
}

function OtpVerification({
  email,
  type,
  redirectTo,
  rememberMe,
}: {
  email: string;
  type: OtpPurpose;
  redirectTo: string;
  rememberMe: boolean;
}) {
  const title = otpTitles[type];
  useDocumentTitle(title);
  const navigate = useNavigate();
  const { startSession, signOut } = useAuth();
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const [digits, setDigits] = useState(emptyOtp);
  const [invalid, setInvalid] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const firstBox = useRef<HTMLInputElement | null>(null);
  // The code was sent just before this page opened: the next one may be asked for in 30 s.
  const { secondsLeft, restart } = useCountdown(OTP_RESEND_SECONDS);

  const startOver = () => {
    setDigits(emptyOtp());
    firstBox.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    const code = digits.join('');
    if (!otpCodeSchema.safeParse(code).success) {
      setInvalid(true);
      toast({ title: 'Invalid OTP', description: authMessages.otpIncomplete, variant: 'destructive' });
      const firstEmpty = digits.findIndex((digit) => !digit);
      document.getElementById(`otp-digit-${Math.max(0, firstEmpty)}`)?.focus();
      return;
    }
    setInvalid(false);
    setVerifying(true);
    let answer: VerifyOtpResponse;
    try {
      answer = await verify.mutateAsync({ email, otp: code, type, ...(type === 'login' ? { rememberMe } : {}) });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessageOr(error, 'The code you entered is incorrect. Please try again.'),
        variant: 'destructive',
      });
      setVerifying(false);
      setInvalid(true);
      startOver();
      return;
    }

    if (type === 'forgot-password' && isResetTokenResponse(answer)) {
      toast({ title: 'Verification successful!' });
      const next: ResetPasswordState = { email, token: answer.resetToken };
      await navigate(paths.resetPassword, { replace: true, state: next });
      return;
    }
    try {
      if (!isAuthResponse(answer)) throw new Error('verify-otp answered without tokens.');
      await startSession(answer, { remember: type === 'login' && rememberMe });
    } catch {
      // Verified, but the session could not be set up: leave nothing half signed in.
      void logout().catch(() => {});
      signOut();
      toast({ title: 'Error', description: AFTER_VERIFICATION_FAILED, variant: 'destructive' });
      const from: AuthRedirectState = { from: { pathname: redirectTo, search: '', hash: '' } };
      await navigate(paths.login, { replace: true, state: type === 'login' ? from : undefined });
      return;
    }
    toast({ title: 'Verification successful!' });
    await navigate(type === 'register' ? paths.profileSetup : redirectTo, { replace: true });
  };

  const onResend = async () => {
    try {
      const { retryAfterSeconds } = await resend.mutateAsync({ email, type });
      restart(retryAfterSeconds > 0 ? retryAfterSeconds : OTP_RESEND_SECONDS);
      toast({ title: 'Code sent', description: `We sent a new 6-digit code to ${email}.` });
      setInvalid(false);
      startOver();
    } catch (error) {
      // Too soon, or the day's codes are used up: wait as long as the server says.
      if (error instanceof ApiError && error.status === 429) restart(error.retryAfterSeconds ?? OTP_RESEND_SECONDS);
      toast({
        title: 'Error',
        description: serverMessageOr(error, 'We could not send a new code. Please try again.'),
        variant: 'destructive',
      });
      firstBox.current?.focus();
    }
  };

  return (
    <AuthCard
      title={title}
      icon={type === 'forgot-password' ? <MailCheckIcon aria-hidden="true" /> : <ShieldCheckIcon aria-hidden="true" />}
      description={
        <>
          We sent a 6-digit code to <strong className="font-semibold break-all text-foreground">{email}</strong>. Enter
          it below {purposeText[type]}.
        </>
      }
      footer={
        <Link to={type === 'register' ? paths.register : paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          {type === 'register' ? 'Wrong email? Sign up again' : 'Back to Sign In'}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Verification code" className="grid gap-5">
        <div className="grid gap-3">
          <p id="otp-label" className="text-sm font-medium">
            Verification code
          </p>
          <OtpInput
            value={digits}
            onChange={(next) => {
              setDigits(next);
              setInvalid(false);
            }}
            labelledBy="otp-label"
            describedBy="otp-hint"
            invalid={invalid}
            firstInputRef={firstBox}
            idPrefix="otp-digit"
            autoFocus
          />
          <p id="otp-hint" className="text-sm text-muted-foreground">
            The code expires in {OTP_TTL_MINUTES} minutes. Check your spam folder if it has not arrived.
          </p>
        </div>
        <Button type="submit" size="lg" disabled={verifying} className="w-full">
          {verifying && <Spinner />}
          {verifying ? 'Verifying...' : 'Verify'}
        </Button>
      </form>
      <div className="mt-5 flex min-h-10 flex-wrap items-center justify-center gap-x-1 text-sm text-muted-foreground">
        <span>Didn&apos;t get the code?</span>
        {secondsLeft > 0 ? (
          <span>
            You can ask for a new one in <span className="font-medium text-foreground tabular-nums">{secondsLeft}s</span>
            .
          </span>
        ) : (
          <Button variant="link" className="h-auto p-0" onClick={onResend} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Resend code'}
          </Button>
        )}
      </div>
      {/* Announced once, when the wait ends, rather than every second. */}
      <p aria-live="polite" className="sr-only">
        {secondsLeft === 0 ? 'You can now ask for a new code.' : ''}
      </p>
    </AuthCard>
  );
}
