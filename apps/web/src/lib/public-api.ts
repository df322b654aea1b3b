import { API_BASE_URL, API_TIMEOUT_MS, errorFromResponse, networkError, unwrapEnvelope } from './api-core';

export type PublicParams = Record<string, string | number | undefined>;

let baseUrl = API_BASE_URL;

/** Tests point the reader at a real local server. */
export function setPublicApiBase(url: string): void {
  baseUrl = url;
}

/**
 * A GET of public catalogue data with fetch, for the landing page: the same base path, timeout,
 * envelope unwrapping and ApiError as the axios client (SPEC §7-8), without loading axios (about
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
