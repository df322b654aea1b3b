import { z } from 'zod';
import { requiredText, singleLineText } from './fields.ts';
import { pagedSchema, pageQuerySchema } from './pagination.ts';
import { sessionSchema } from './sessions.ts';
import { orderSchema } from './subscriptions.ts';
import { activityTypeSchema, subscriptionStatusSchema, subscriptionTierSchema, userRoleSchema, type UserRole } from './users.ts';

// ---------------------------------------------------------------------------------------------
// The operations console (docs/product/console.md; docs/console-api.md)
// ---------------------------------------------------------------------------------------------

/** What each console area needs: moderators run jobs, moderation and support; admins everything. */
export const consoleAreas = {
  overview: 'admin',
  jobs: 'moderator',
  moderation: 'moderator',
  support: 'moderator',
  users: 'admin',
  payments: 'admin',
  auditLog: 'admin',
} as const satisfies Record<string, Exclude<UserRole, 'user'>>;
export type ConsoleArea = keyof typeof consoleAreas;

const roleRank: Record<UserRole, number> = { user: 0, moderator: 1, admin: 2 };

/** Whether `role` may do what needs `needed` (an admin may do everything a moderator may). */
export function roleAllows(role: UserRole, needed: UserRole): boolean {
  return roleRank[role] >= roleRank[needed];
}

export const consoleMessages = {
  forbidden: 'You do not have access to this part of the console.',
  accountDisabled: 'This account has been disabled. Please contact support.',
  userNotFound: 'We could not find that user.',
  messageNotFound: 'We could not find that message.',
  orderNotFound: 'We could not find that order.',
  nothingToChange: 'Choose at least one change: role, disabled or premiumDays.',
  ownAccount: 'You cannot change your own role, disable your own account or delete it from the console.',
  alreadyVerified: 'This account is already verified.',
  disabledNoMail: 'This account is disabled: enable it before sending it mail.',
  updated: 'User updated.',
  sessionsEnded: 'Every session of this user has ended.',
  verificationSent: 'A new verification code is on its way.',
  deleted: 'The account and its data have been deleted.',
  replied: 'Reply sent; the message is closed.',
  messageUpdated: 'Message updated.',
  reconciled: 'Order reconciled.',
} as const;

export const CONSOLE_LIMITS = {
  reason: 500,
  reply: 5000,
  /** A grant or extension of premium, in days, at most a year at a time. */
  premiumDays: 366,
  query: 100,
} as const;

export const sortOrderSchema = z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc.' }).default('desc');

/** The reason a console write gives (required where it changes a person's account). */
export const consoleReasonSchema = requiredText('Reason', CONSOLE_LIMITS.reason, { multiLine: true });

const consoleQuery = singleLineText().trim().max(CONSOLE_LIMITS.query, `q must be at most ${CONSOLE_LIMITS.query} characters.`).optional();

/** `{reason}`: ending sessions, deleting an account. */
export const consoleReasonRequestSchema = z.strictObject({ reason: consoleReasonSchema });
export type ConsoleReasonRequest = z.infer<typeof consoleReasonRequestSchema>;

/** `{reason?}`: writes that change no account (a verification mail sent again). */
export const consoleOptionalReasonRequestSchema = z.strictObject({ reason: consoleReasonSchema.optional() });

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

export const userAccountStates = ['active', 'disabled', 'unverified'] as const;

export const adminUserListQuerySchema = pageQuerySchema.extend({
  /** Part of the email, or of the first or last name. */
  q: consoleQuery,
  role: userRoleSchema.optional(),
  state: z.enum(userAccountStates, { error: `state must be one of ${userAccountStates.join(', ')}.` }).optional(),
  sortBy: z.enum(['createdAt', 'email', 'name'], { error: 'sortBy must be createdAt, email or name.' }).default('createdAt'),
  sortOrder: sortOrderSchema,
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  _id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: userRoleSchema,
  emailVerified: z.boolean(),
  disabledAt: z.string().nullable(),
  subscriptionTier: subscriptionTierSchema,
  subscriptionStatus: subscriptionStatusSchema,
  subscriptionExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListResponseSchema = pagedSchema(adminUserSchema);
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

export const adminUserDetailSchema = adminUserSchema.extend({
  profile: z.object({
    phone: z.string().nullable(),
    location: z.string().nullable(),
    collegeName: z.string().nullable(),
    courseName: z.string().nullable(),
    graduationYear: z.number().nullable(),
    profileCompletion: z.number().int(),
  }),
  sessions: z.array(sessionSchema.omit({ current: true })),
  activity: z.array(z.object({ type: activityTypeSchema, title: z.string(), time: z.string() })),
  orders: z.array(orderSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/**
 * `PATCH /admin/users/{id}`: a role, disabling or enabling, or premium granted or extended by
 * `premiumDays` (expiry = max(now, expiry) + days), always with a reason.
 */
export const adminUserUpdateSchema = z
  .strictObject({
    role: userRoleSchema.optional(),
    disabled: z.boolean({ error: 'disabled must be true or false.' }).optional(),
    premiumDays: z
      .number({ error: `premiumDays must be a whole number from 1 to ${CONSOLE_LIMITS.premiumDays}.` })
      .int(`premiumDays must be a whole number from 1 to ${CONSOLE_LIMITS.premiumDays}.`)
      .min(1, `premiumDays must be a whole number from 1 to ${CONSOLE_LIMITS.premiumDays}.`)
      .max(CONSOLE_LIMITS.premiumDays, `premiumDays must be a whole number from 1 to ${CONSOLE_LIMITS.premiumDays}.`)
      .optional(),
    reason: consoleReasonSchema,
  })
  .refine((v) => v.role !== undefined || v.disabled !== undefined || v.premiumDays !== undefined, {
    message: consoleMessages.nothingToChange,
    path: ['role'],
  });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const revokedSessionsResponseSchema = z.object({ revoked: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Support inbox
// ---------------------------------------------------------------------------------------------

export const contactMessageStatuses = ['open', 'closed'] as const;
export const contactMessageStatusSchema = z.enum(contactMessageStatuses, { error: 'status must be open or closed.' });
export type ContactMessageStatus = z.infer<typeof contactMessageStatusSchema>;

export const adminMessageListQuerySchema = pageQuerySchema.extend({
  status: contactMessageStatusSchema.optional(),
  /** Part of the sender's name, email or the subject. */
  q: consoleQuery,
  sortOrder: sortOrderSchema,
});
export type AdminMessageListQuery = z.infer<typeof adminMessageListQuerySchema>;

export const contactReplySchema = z.object({
  _id: z.uuid(),
  body: z.string(),
  /** Who replied; null once that account is gone. */
  authorEmail: z.string().nullable(),
  createdAt: z.string(),
});

export const adminMessageSummarySchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  status: contactMessageStatusSchema,
  replyCount: z.number().int(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type AdminMessageSummary = z.infer<typeof adminMessageSummarySchema>;

export const adminMessageSchema = adminMessageSummarySchema.extend({
  message: z.string(),
  replies: z.array(contactReplySchema),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessageListResponseSchema = pagedSchema(adminMessageSummarySchema);

export const adminMessageReplySchema = z.strictObject({
  body: requiredText('Reply', CONSOLE_LIMITS.reply, { multiLine: true }),
});
export type AdminMessageReply = z.infer<typeof adminMessageReplySchema>;

export const adminMessageUpdateSchema = z.strictObject({ status: contactMessageStatusSchema });

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

export const adminOrderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['created', 'paid', 'failed'], { error: 'status must be created, paid or failed.' }).optional(),
  /** The buyer's email, or an order or payment id. */
  q: consoleQuery,
  sortOrder: sortOrderSchema,
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderSchema = z.object({
  _id: z.uuid(),
  providerOrderId: z.string(),
  paymentId: z.string().nullable(),
  userId: z.uuid(),
  userEmail: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'paid', 'failed']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListResponseSchema = pagedSchema(adminOrderSchema);

export const paymentEventListQuerySchema = pageQuerySchema.extend({ q: consoleQuery, sortOrder: sortOrderSchema });
export type PaymentEventListQuery = z.infer<typeof paymentEventListQuerySchema>;

export const paymentEventSchema = z.object({
  _id: z.uuid(),
  providerEventId: z.string(),
  eventType: z.string(),
  /** What the handler did with it (upgraded, already_paid, unknown_order, …); null for events kept before outcomes were. */
  outcome: z.string().nullable(),
  providerOrderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  amount: z.number().nullable(),
  createdAt: z.string(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;
export const paymentEventListResponseSchema = pagedSchema(paymentEventSchema);

export const reconcileOutcomes = ['upgraded', 'already_paid', 'paid_by_other_payment', 'not_paid'] as const;
export const reconcileResponseSchema = z.object({
  outcome: z.enum(reconcileOutcomes),
  order: adminOrderSchema,
});
export type ReconcileResponse = z.infer<typeof reconcileResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------------------------

/** What the console's actions are called in the audit log; other areas add theirs here. */
export const auditActionLabels: Record<string, string> = {
  'user.role': 'Changed a role',
  'user.disable': 'Disabled an account',
  'user.enable': 'Enabled an account',
  'user.premium': 'Granted premium',
  'user.update': 'Changed an account',
  'user.sessions.revoke': 'Ended all sessions',
  'user.verification.resend': 'Sent a verification code',
  'user.delete': 'Deleted an account',
  'message.reply': 'Replied to a message',
  'message.status': 'Opened or closed a message',
  'order.reconcile': 'Reconciled an order',
  'job.update': 'Edited a job',
  'job.feature': 'Featured a job',
  'job.unfeature': 'Unfeatured a job',
  'job.expire': 'Expired a job',
  'job.hide': 'Hid a job',
  'job.restore': 'Restored a job',
  'job.delete': 'Deleted a job',
  'job.import': 'Imported jobs',
  'report.confirm': 'Confirmed a report',
  'report.dismiss': 'Dismissed a report',
  'role.bootstrap': 'Made an admin from ADMIN_EMAILS',
  'role.grant': 'Granted a role from the shell',
};

export const auditLogQuerySchema = pageQuerySchema.extend({
  actorId: z.uuid('actorId is not a valid id.').optional(),
  action: singleLineText().trim().max(64, 'action must be at most 64 characters.').optional(),
  targetType: singleLineText().trim().max(32, 'targetType must be at most 32 characters.').optional(),
  targetId: singleLineText().trim().max(100, 'targetId must be at most 100 characters.').optional(),
  from: singleLineText().pipe(z.iso.datetime({ offset: true, error: 'from must be an ISO date and time.' })).optional(),
  to: singleLineText().pipe(z.iso.datetime({ offset: true, error: 'to must be an ISO date and time.' })).optional(),
  sortOrder: sortOrderSchema,
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.uuid(),
  /** Null for the shell and ADMIN_EMAILS. */
  actorId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = pagedSchema(auditEntrySchema);
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
