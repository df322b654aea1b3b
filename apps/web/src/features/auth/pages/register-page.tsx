import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlusIcon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PasswordInput } from '@/components/password-input';
import { PasswordMatch } from '@/components/password-match';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { serverMessageOr } from '@/lib/server-message';
import { showServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useRegister } from '../api/register';
import { type OtpVerificationState, type RegisterFormValues, registerFormSchema } from '../auth-forms';
import { AuthCard } from '../components/auth-card';
import { JoinPitch } from '../components/join-pitch';
import { PasswordStrengthMeter } from '../components/password-strength-meter';

const linkClasses = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

const emptyForm: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

export function RegisterPage() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({ resolver: zodResolver(registerFormSchema), defaultValues: emptyForm });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });

  const onSubmit = handleSubmit(async (values) => {
    const email = values.email.trim();
    try {
      await registerAccount.mutateAsync({
        email,
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      });
    } catch (error) {
      showServerFieldErrors(error, setError, {
        firstName: 'firstName',
        lastName: 'lastName',
        email: 'email',
        password: 'password',
      });
      toast({
        title: 'Error',
        description: serverMessageOr(error, 'Registration failed. Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Success', description: 'Registration initiated! Please check your email for verification code.' });
    const state: OtpVerificationState = { email, type: 'register', redirectTo: paths.profileSetup };
    await navigate(paths.otpVerification, { state });
  });

  return (
    <AuthCard
      title="Sign Up"
      description="Create your free account to save jobs, track applications and get matched with roles."
      aside={<JoinPitch headline="Start your career with Pathway" />}
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className={linkClasses}>
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Sign up" className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="register-first-name" label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" aria-required="true" {...register('firstName')} />
          </FormField>
          <FormField id="register-last-name" label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" aria-required="true" {...register('lastName')} />
          </FormField>
        </div>
        <FormField id="register-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" aria-required="true" {...register('email')} />
        </FormField>
        <FormField
          id="register-password"
          label="Password"
          error={errors.password?.message}
          hint={<PasswordStrengthMeter password={password} />}
        >
          <PasswordInput autoComplete="new-password" aria-required="true" {...register('password')} />
        </FormField>
        <FormField
          id="register-confirm-password"
          label="Confirm password"
          error={errors.confirmPassword?.message}
          hint={
            errors.confirmPassword ? undefined : <PasswordMatch password={password} confirmation={confirmPassword} />
          }
        >
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <div className="grid gap-2">
          <div className="flex items-start gap-3">
            <input
              id="register-terms"
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'register-terms-error' : undefined}
              aria-required="true"
              {...register('acceptTerms')}
            />
            <label htmlFor="register-terms" className="text-sm leading-snug">
              I agree to the{' '}
              <Link to={paths.terms} className={linkClasses}>
                Terms of Service
              </Link>{' '}
              and the{' '}
              <Link to={paths.privacy} className={linkClasses}>
                Privacy Policy
              </Link>
              .
            </label>
          </div>
          {errors.acceptTerms && (
            <p id="register-terms-error" className="text-sm font-medium text-destructive">
              {errors.acceptTerms.message}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? <Spinner /> : <UserPlusIcon aria-hidden="true" />}
          {isSubmitting ? 'Creating your account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
