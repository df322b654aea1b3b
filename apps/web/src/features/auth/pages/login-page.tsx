import type { AuthResponse } from '@pathway/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogInIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/server-message';
import { redirectTargetOf, useAuth } from '@/lib/auth';
import { showServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useLogin } from '../api/login';
import { type LoginFormValues, loginFormSchema, type OtpVerificationState } from '../auth-forms';
import { AuthCard } from '../components/auth-card';
import { JoinPitch } from '../components/join-pitch';

const choiceClasses = 'size-4 shrink-0 accent-primary';
const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline focus-visible:underline';
/** A link inside a sentence is underlined, so it does not rely on colour alone. */
const inlineLinkClasses = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

export function LoginPage() {
  useDocumentTitle('Sign In');
  const location = useLocation();
  const navigate = useNavigate();
  const { startSession } = useAuth();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const target = redirectTargetOf(location.state, paths.dashboard);

  const onSubmit = handleSubmit(async ({ email, password, rememberMe }) => {
    let auth: AuthResponse;
    try {
      auth = await login.mutateAsync({ email: email.trim(), password, rememberMe });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        // The account is unverified: the server has mailed a login code; the code page finishes the sign-in.
        const state: OtpVerificationState = { email: email.trim(), type: 'login', redirectTo: target, rememberMe };
        await navigate(paths.otpVerification, { state });
        return;
      }
      showServerFieldErrors(error, setError, { email: 'email', password: 'password' });
      toast({ title: 'Error', description: serverMessageOr(error, 'Invalid email or password.'), variant: 'destructive' });
      return;
    }
    try {
      await startSession(auth, { remember: rememberMe });
    } catch {
      // The login answer already holds the user; a failed second look does not undo the sign-in.
    }
    toast({ title: 'Welcome back!' });
    await navigate(target, { replace: true });
  });

  return (
    <AuthCard
      title="Sign In"
      description="Welcome back. Sign in to save jobs, track your applications and pick up where you left off."
      aside={<JoinPitch headline="Your next internship or job is waiting" />}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.register} className={inlineLinkClasses}>
            Sign up
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Sign in" className="grid gap-5">
        <FormField id="login-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" aria-required="true" {...register('email')} />
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" aria-required="true" {...register('password')} />
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label htmlFor="login-remember" className="flex items-center gap-2 text-sm">
            <input id="login-remember" type="checkbox" className={choiceClasses} {...register('rememberMe')} />
            Remember me
          </label>
          <Link to={paths.forgotPassword} className={`text-sm ${linkClasses}`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? <Spinner /> : <LogInIcon aria-hidden="true" />}
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
