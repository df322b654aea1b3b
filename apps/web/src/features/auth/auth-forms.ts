import { authMessages, emailSchema, type OtpPurpose, registerRequestSchema } from '@pathway/contracts';
import { z } from 'zod';
import { refineNewPassword } from '@/lib/password-rules';

/**
 * The account forms' rules (docs/product/accounts.md), composed from the contract's field schemas
 * and messages so that each rule is still written once: only what a form adds (which message an
 * empty field gets, the confirmation, the terms box) lives here.
 */

type Issue = (path: string, message: string) => void;
const issuer =
  (ctx: z.RefinementCtx): Issue =>
  (path, message) =>
    ctx.addIssue({ code: 'custom', path: [path], message });

function firstMessage(result: { success: boolean; error?: z.ZodError }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

export const loginFormSchema = z
  .object({ email: z.string(), password: z.string(), rememberMe: z.boolean() })
  .superRefine(({ email, password }, ctx) => {
    const issue = issuer(ctx);
    if (!email.trim()) issue('email', authMessages.loginFieldsRequired);
    if (!password) issue('password', authMessages.loginFieldsRequired);
    if (!email.trim() || !password) return;
    const emailError = firstMessage(emailSchema.safeParse(email));
    if (emailError) issue('email', emailError);
  });
export type LoginFormValues = z.input<typeof loginFormSchema>;

export const registerFormSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    acceptTerms: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const issue = issuer(ctx);
    const required = ['firstName', 'lastName', 'email', 'password'] as const;
    for (const field of required) {
      if (!values[field].trim()) {
        issue(field, authMessages.registerFieldsRequired);
        continue;
      }
      const message = firstMessage(registerRequestSchema.shape[field].safeParse(values[field]));
      if (message) issue(field, message);
    }
    if (values.password && values.confirmPassword !== values.password) {
      issue('confirmPassword', authMessages.passwordsDoNotMatch);
    }
    if (!values.acceptTerms) issue('acceptTerms', authMessages.acceptTerms);
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const forgotPasswordFormSchema = z.object({
  email: z.string().trim().min(1, authMessages.emailRequired).pipe(emailSchema),
});
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, ctx) =>
    refineNewPassword(ctx, password, confirmPassword, { password: 'password', confirmation: 'confirmPassword' }),
  );
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** What /otp-verification needs in its navigation state (docs/product/accounts.md#codes). */
export interface OtpVerificationState {
  email: string;
  /** What the code is for; login when absent. */
  type?: OtpPurpose;
  /** Where a login code leads once verified (default /dashboard). */
  redirectTo?: string;
  /** Remember me, carried from the login form to the session the code starts. */
  rememberMe?: boolean;
}

/** What /reset-password may carry in its navigation state (docs/product/accounts.md#password-reset). */
export interface ResetPasswordState {
  email?: string;
  token?: string;
}

/** The state as /otp-verification may trust it: an email is required, the rest has defaults. */
export function readOtpState(state: unknown): Required<Omit<OtpVerificationState, 'rememberMe'>> & {
  rememberMe: boolean;
} | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email, type, redirectTo, rememberMe } = state as Partial<OtpVerificationState>;
  if (typeof email !== 'string' || !email.trim()) return null;
  const purpose: OtpPurpose = type === 'register' || type === 'forgot-password' ? type : 'login';
  // Only a path inside the app is a redirect target, never another site.
  const target = typeof redirectTo === 'string' && redirectTo.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : '/dashboard';
  return { email: email.trim(), type: purpose, redirectTo: target, rememberMe: rememberMe === true };
}
