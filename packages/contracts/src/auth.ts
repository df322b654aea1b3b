import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.ts';
import { applicationSchema, calendarTokenStatusSchema, notificationSettingsSchema } from './applications.ts';
import { emailSchema, singleLineText } from './fields.ts';
import { savedSearchSchema } from './saved-searches.ts';
import { otpPurposeSchema, subscriptionStatusSchema, subscriptionTierSchema, userRoleSchema } from './users.ts';

export {
  ACCESS_TOKEN_TTL_SECONDS,
  NAME_MAX_LENGTH,
  OTP_DAILY_LIMIT,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REFRESH_TOKEN_TTL_DAYS,
  RESET_LINK_TTL_MINUTES,
} from './constants.ts';

// ---------------------------------------------------------------------------------------------
// Messages (docs/product/accounts.md#messages): the exact words, written once
// ---------------------------------------------------------------------------------------------

export const authMessages = {
  loginFieldsRequired: 'Please fill in all fields.',
  registerFieldsRequired: 'Please fill in all required fields.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  acceptTerms: 'Please accept the terms and conditions.',
  emailRequired: 'Please enter your email address.',
  otpIncomplete: 'Please enter the complete 6-digit code.',
  invalidCredentials: 'Invalid email or password.',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
} as const;

/** The reset form's requirements list (docs/product/accounts.md#emails-and-passwords), each ticked live as the user types. */
export const resetPasswordRequirements = [
  { id: 'length', message: 'Password must be at least 8 characters long', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'lowercase', message: 'Password must contain at least one lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'uppercase', message: 'Password must contain at least one uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'number', message: 'Password must contain at least one number', test: (p: string) => /\d/.test(p) },
] as const;

// ---------------------------------------------------------------------------------------------
// Password strength (advisory only)
// ---------------------------------------------------------------------------------------------

export const passwordStrengthChecks = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', label: 'An uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: 'A lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'number', label: 'A number', test: (p: string) => /\d/.test(p) },
  { id: 'special', label: 'A special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export const passwordStrengthLabels = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type PasswordStrengthLabel = (typeof passwordStrengthLabels)[number];

/** How many of the 5 checks pass (0-5) and the label: 0-1 Very Weak, 2 Weak, 3 Fair, 4 Good, 5 Strong. */
export function passwordStrength(password: string): { score: number; label: PasswordStrengthLabel } {
  const score = passwordStrengthChecks.filter((check) => check.test(password)).length;
  return { score, label: passwordStrengthLabels[Math.max(0, score - 1)]! };
}

// ---------------------------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------------------------

/** A password at sign-in: whatever was set, bounded so a huge body cannot cost a hash. */
export const currentPasswordSchema = singleLineText({ error: authMessages.loginFieldsRequired })
  .min(1, authMessages.loginFieldsRequired)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

/** A new password at registration: 8 to 128 characters, no composition rule. */
export const newPasswordSchema = singleLineText({ error: authMessages.registerFieldsRequired })
  .min(1, authMessages.registerFieldsRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

/** A new password on the reset and change forms: the four requirements. */
export const resetNewPasswordSchema = singleLineText({ error: 'Please fill in all fields.' })
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong)
  .superRefine((password, ctx) => {
    const failed = resetPasswordRequirements.find((requirement) => !requirement.test(password));
    if (failed) ctx.addIssue({ code: 'custom', message: failed.message });
  });

const personName = (label: string) =>
  singleLineText({ error: authMessages.registerFieldsRequired })
    .trim()
    .min(1, authMessages.registerFieldsRequired)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters.`);

export const otpCodeSchema = singleLineText({ error: authMessages.otpIncomplete })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), authMessages.otpIncomplete);

// ---------------------------------------------------------------------------------------------
// Requests (docs/product/accounts.md, docs/accounts-api.md)
// ---------------------------------------------------------------------------------------------

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  /** Remember me: a 30-day session instead of 1 day. */
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: personName('First name'),
  lastName: personName('Last name'),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const verifyOtpRequestSchema = z.object({
  email: emailSchema,
  otp: otpCodeSchema,
  /** What the code was sent for; login when absent. */
  type: otpPurposeSchema.optional(),
  rememberMe: z.boolean().optional(),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

export const resendOtpRequestSchema = z.object({
  email: emailSchema,
  type: otpPurposeSchema,
});
export type ResendOtpRequest = z.infer<typeof resendOtpRequestSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: singleLineText({ error: authMessages.emailRequired })
    .trim()
    .min(1, authMessages.emailRequired)
    .pipe(emailSchema),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/**
 * A reset by `email + newPassword` without a token is refused with RESET_TOKEN_REQUIRED
 * (docs/product/accounts.md#password-reset), so `token` is optional here and required by the
 * server's rule.
 */
export const resetPasswordRequestSchema = z.object({
  token: singleLineText().trim().min(1).max(512).optional(),
  email: emailSchema.optional(),
  newPassword: resetNewPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const refreshRequestSchema = z
  .object({ refreshToken: singleLineText().trim().min(1).max(512).optional() })
  .optional()
  .default({});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: resetNewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const deleteAccountRequestSchema = z.object({ password: currentPasswordSchema });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

const experienceSchema = z.object({
  company: z.string(),
  role: z.string(),
  duration: z.string(),
  description: z.string().optional(),
});
const projectSchema = z.object({
  projectName: z.string(),
  description: z.string().optional(),
  link: z.string().optional(),
});

/** The user as the API shows them to themselves (docs/product/profile.md#profile-fields); never a hash or a token. */
export const userSchema = z.object({
  _id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  dob: z.string().nullable(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  educationLevel: z.string().nullable(),
  collegeName: z.string().nullable(),
  courseName: z.string().nullable(),
  graduationYear: z.number().nullable(),
  cgpa: z.number().nullable(),
  experiences: z.array(experienceSchema),
  projects: z.array(projectSchema),
  prefferedJobTypes: z.array(z.string()),
  prefferedJobLocations: z.array(z.string()),
  prefferedDomains: z.array(z.string()),
  linkedInProfile: z.string().nullable(),
  githubProfile: z.string().nullable(),
  website: z.string().nullable(),
  resume: z.string().nullable(),
  avatar: z.string().nullable(),
  profileCompletion: z.number().int().min(0).max(100),
  profileSetupComplete: z.boolean(),
  subscriptionTier: subscriptionTierSchema,
  subscriptionStatus: subscriptionStatusSchema,
  subscriptionExpiresAt: z.string().nullable(),
  /** `moderator` and `admin` see the operations console (docs/product/console.md#roles). */
  role: userRoleSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** What a sign-in answers. The web app ignores `refreshToken`: it travels as an HttpOnly cookie. */
export const authResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** verify-otp for forgot-password: the token the reset form carries. */
export const resetTokenResponseSchema = z.object({ resetToken: z.string() });
export type ResetTokenResponse = z.infer<typeof resetTokenResponseSchema>;

/** verify-otp answers tokens for register and login, a reset token for forgot-password. */
export const verifyOtpResponseSchema = z.union([authResponseSchema, resetTokenResponseSchema]);
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** resend-otp: when another code may be asked for. */
export const resendOtpResponseSchema = z.object({ retryAfterSeconds: z.number().int().nonnegative() });
export type ResendOtpResponse = z.infer<typeof resendOtpResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Server messages of the accounts API (docs/accounts-api.md), for clients that match on them
// ---------------------------------------------------------------------------------------------

export const accountMessages = {
  accountExists: 'An account with this email already exists. Please sign in.',
  noRefreshToken: 'No refresh token available',
  sessionEnded: 'Your session has ended. Please sign in again.',
  resetInstructionsSent: 'Password reset instructions sent to your email.',
  passwordResetDone: 'Your password has been reset successfully.',
  resetTokenRequired: 'Please use the link or the code from your reset email to choose a new password.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  currentPasswordIncorrect: 'Your current password is incorrect.',
  passwordIncorrect: 'Your password is incorrect.',
  emailNotVerified: 'Please verify your email address. We have sent a 6-digit code to your email.',
  otpExpired: 'This code has expired or can no longer be used. Please request a new code.',
} as const;

// ---------------------------------------------------------------------------------------------
// Settings (docs/product/profile.md#settings: change password, sessions, export, delete)
// ---------------------------------------------------------------------------------------------

/** POST /users/sessions/revoke-others: how many other sessions (refresh families) were signed out. */
export const revokeSessionsResponseSchema = z.object({ revoked: z.number().int().nonnegative() });
export type RevokeSessionsResponse = z.infer<typeof revokeSessionsResponseSchema>;

/** GET /users/export: everything Pathway keeps about the account, as one JSON document. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: userSchema,
  savedJobs: z.array(
    // applyLink: as in the job answers, only for premium accounts and jobs applied to.
    z.object({ jobId: z.string(), title: z.string(), company: z.string(), applyLink: z.string().optional(), savedAt: z.string() }),
  ),
  /** Apply Now clicks on Pathway jobs (what the free plan's monthly quota counts). */
  applications: z.array(
    z.object({ jobId: z.string().nullable(), title: z.string(), company: z.string(), appliedAt: z.string() }),
  ),
  /** The application tracker with each timeline (docs/applications-api.md). */
  tracker: z.array(applicationSchema),
  notificationSettings: notificationSettingsSchema,
  /** Whether a private calendar link exists (never the token). */
  calendarFeed: calendarTokenStatusSchema,
  activity: z.array(z.object({ id: z.string(), type: z.string(), title: z.string(), time: z.string() })),
  /** Saved searches and their alert frequency (docs/product/alerts.md). */
  savedSearches: z.array(savedSearchSchema),
  /** Jobs marked "Not interested" from an alert mail. */
  dismissedJobs: z.array(z.object({ jobId: z.string(), title: z.string(), company: z.string(), dismissedAt: z.string() })),
  orders: z.array(
    z.object({
      id: z.string(),
      planName: z.string(),
      billingCycle: z.string(),
      /** Paise. */
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
