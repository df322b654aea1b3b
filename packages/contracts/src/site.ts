import { z } from 'zod';
import { CONTACT_LIMITS } from './constants.ts';
import { emailSchema, requiredText, singleLineText } from './fields.ts';

export {
  APP_VERSION,
  CONTACT_LIMITS,
  COPYRIGHT_YEAR,
  GRIEVANCE_EMAIL,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
} from './constants.ts';

/**
 * A contact message. `website` is a honeypot: people never see it, bots fill it in,
 * and the server then drops the message silently.
 */
export const contactRequestSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name),
  email: emailSchema,
  subject: requiredText('Subject', CONTACT_LIMITS.subject),
  message: requiredText('Message', CONTACT_LIMITS.message, { multiLine: true }),
  website: singleLineText().max(500).optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok'), version: z.string() });
/**
 * Readiness: 200 while the database answers. Redis only shares rate-limit counts between replicas, so
 * without it the site still works: `degraded` (REDIS_URL set, not answering) keeps 200; `off` = not configured.
 * The search index, too, only makes the site faster.
 */
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
  redis: z.enum(['up', 'degraded', 'off']),
  /**
   * The in-memory search index: `loading` while it is built (searches are answered by SQL meanwhile);
   * `warming` while it answers but still reads the most common words' matches; `off`: SEARCH_INDEX=off.
   */
  searchIndex: z.enum(['ready', 'loading', 'warming', 'off']),
});
