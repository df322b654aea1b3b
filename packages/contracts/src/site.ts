import { z } from 'zod';
import { emailSchema, requiredText } from './fields.ts';

export const APP_VERSION = '1.0.0';
export const COPYRIGHT_YEAR = 2024;
export const SUPPORT_EMAIL = 'support@pathway.in';
export const SUPPORT_HOURS = 'Monday to Friday, 9:00 to 18:00 IST';
export const GRIEVANCE_EMAIL = 'grievance@pathway.in';

export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;

/**
 * A contact message. `website` is a honeypot: people never see it, bots fill it in,
 * and the server then drops the message silently.
 */
export const contactRequestSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name),
  email: emailSchema,
  subject: requiredText('Subject', CONTACT_LIMITS.subject),
  message: requiredText('Message', CONTACT_LIMITS.message),
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok'), version: z.string() });
export const readyResponseSchema = z.object({ status: z.literal('ready'), database: z.literal('up') });
