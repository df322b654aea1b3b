import { API_BASE_URL, API_TIMEOUT_MS, errorFromResponse, loadApiClient, networkError, unwrapEnvelope } from './api-core';
import { getAuthToken } from './auth-token';

export type PublicParams = Record<string, string | number | undefined>;

let baseUrl = API_BASE_URL;

/** Tests point the reader at a real local server. */
export function setPublicApiBase(url: string): void {
  baseUrl = url;
}

/**
 * A GET of public catalogue data with fetch, for the pages guests open first: the same base path, timeout,
 * envelope unwrapping and ApiError as the axios client, without loading axios (about
 * 20 KB gzipped) on the page that has to appear fastest. No bearer token is sent: these answers
 * are the same for everyone, and a stale token must not cost a guest the landing page's content.
 */
export async function getPublic<T>(path: string, params: PublicParams = {}, signal?: AbortSignal): Promise<T> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const search = query.toString();

  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), API_TIMEOUT_MS);

  try {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}${search ? `?${search}` : ''}`, {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
    } catch (error) {
      // A cancellation by the caller is passed on as it is, like the axios client does.
      if (signal?.aborted) throw error;
      throw networkError();
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw errorFromResponse(response.status, body);
    return unwrapEnvelope(body) as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * A GET of the catalogue (jobs and their filter options) that guests and members both read: a
 * guest's goes through `getPublic`, so /jobs loads no HTTP library for them; a signed-in user's goes
 * through the axios client, which sends their token (the server opens the Premium filters to it)
 * and renews it when it has expired.
 */
export async function getCatalogue<T>(path: string, params: PublicParams = {}, signal?: AbortSignal): Promise<T> {
  if (!getAuthToken()) return getPublic<T>(path, params, signal);
  const api = await loadApiClient();
  const { data } = await api.get<T>(path, { params, signal });
  return data;
}
