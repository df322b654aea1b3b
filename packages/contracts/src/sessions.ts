import { z } from 'zod';
import { uuidSchema } from './fields.ts';

// ---------------------------------------------------------------------------------------------
// Settings → "Where you're signed in" (docs/accounts-api.md): one entry per session, that is per
// refresh-token family.
// ---------------------------------------------------------------------------------------------

/** One signed-in session of the account. */
export const sessionSchema = z.object({
  /** The session (refresh token family) id; `DELETE /users/sessions/{id}` ends it. */
  id: z.uuid(),
  /** 'iPhone', 'Windows computer', …; 'Unknown device' when the User-Agent said nothing we know. */
  device: z.string(),
  /** 'Chrome 120'; null when unknown. */
  browser: z.string().nullable(),
  /** 'Android 14'; null when unknown. */
  os: z.string().nullable(),
  /** A coarse network, never a full address: 'Near 203.0.113.x', 'This network' or 'Unknown place'. */
  place: z.string(),
  /** When the person signed in (ISO 8601). */
  createdAt: z.string(),
  /** The latest sign-in or token refresh of the session (ISO 8601). */
  lastUsedAt: z.string(),
  /** The session of the access token that asked. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** GET /users/sessions: the account's live sessions, the most recently used first. */
export const sessionListResponseSchema = z.array(sessionSchema);
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

/** DELETE /users/sessions/{id}. */
export const sessionParamsSchema = z.object({ id: uuidSchema });
export type SessionParams = z.infer<typeof sessionParamsSchema>;

export const sessionMessages = {
  listed: 'Your sessions.',
  ended: 'Session ended. That device has been signed out.',
  notFound: 'That session has already ended or does not exist.',
} as const;
