import { api } from '@/lib/api-client';

/**
 * `POST /users/logout`: the server revokes the refresh token (sent as its HttpOnly cookie) and
 * clears the cookie. Never refreshes or redirects: the user is leaving either way.
 */
export async function logout(): Promise<void> {
  await api.post('/users/logout', undefined, { sessionless: true });
}
