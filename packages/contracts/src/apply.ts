import { z } from 'zod';

/**
 * `PUT /jobs/apply/{id}`: recorded once per user and job; again answers alreadyApplied.
 * `redirectUrl` (`/api/v1/jobs/redirect/{id}?ticket=…`, short-lived, for this user and job) is
 * where the new tab goes: it answers 302 to the company's apply page.
 */
export const applyJobResponseSchema = z.object({ applied: z.literal(true), alreadyApplied: z.boolean(), redirectUrl: z.string() });
export type ApplyJobResponse = z.infer<typeof applyJobResponseSchema>;
