import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE_URL, API_TIMEOUT_MS, ApiError, api, fieldErrorsOf, normalizeError, setLoginRedirect } from './api-client';
import { AUTH_TOKEN_KEY, REFRESH_TOKEN_KEY } from './auth-token';

type Route = (req: IncomingMessage, res: ServerResponse) => void;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

// A real HTTP peer: jsdom's XMLHttpRequest talks to it across origins, so it answers CORS too.
const routes: Record<string, Route> = {
  '/api/v1/envelope': (_req, res) => json(res, 200, { success: true, status: 200, message: 'OK', data: { id: 7 } }),
  '/api/v1/null-data': (_req, res) => json(res, 200, { success: true, status: 200, message: 'Done', data: null }),
  '/api/v1/plain': (_req, res) => json(res, 200, { id: 8, name: 'plain' }),
  '/api/v1/echo-auth': (req, res) => json(res, 200, { data: { authorization: req.headers.authorization ?? null } }),
  '/api/v1/validation': (_req, res) =>
    json(res, 400, {
      success: false,
      status: 400,
      message: 'Please correct the highlighted fields.',
      code: 'VALIDATION_ERROR',
      details: { email: 'Please enter a valid email address.', extra: 3 },
      requestId: 'req-1',
    }),
  '/api/v1/rate-limited': (_req, res) =>
    json(res, 429, { success: false, status: 429, message: 'Too many messages.', code: 'RATE_LIMITED' }),
  '/api/v1/bare-500': (_req, res) => {
    res.writeHead(502, { 'Content-Type': 'text/html' });
    res.end('<h1>Bad gateway</h1>');
  },
  '/api/v1/unauthorized': (_req, res) =>
    json(res, 401, { success: false, status: 401, message: 'Please sign in.', code: 'UNAUTHORIZED' }),
  '/api/v1/protected': (req, res) => {
    if (req.headers.authorization === 'Bearer fresh-token') json(res, 200, { data: { ok: true } });
    else json(res, 401, { success: false, status: 401, message: 'Your session has ended.', code: 'UNAUTHORIZED' });
  },
  '/api/v1/users/refresh': (req, res) => {
    refreshCalls += 1;
    refreshCookies.push(req.headers.cookie);
    setTimeout(() => {
      if (refreshWorks) json(res, 200, { success: true, status: 200, message: 'OK', data: { token: 'fresh-token' } });
      else json(res, 401, { success: false, status: 401, message: 'No refresh token available', code: 'UNAUTHORIZED' });
    }, 50);
  },
  '/api/v1/retry-after': (_req, res) => {
    res.setHeader('Retry-After', '42');
    json(res, 429, { success: false, status: 429, message: 'Too many attempts.', code: 'RATE_LIMITED' });
  },
  '/api/v1/slow': (_req, res) => {
    setTimeout(() => json(res, 200, { data: 'late' }), 500);
  },
};

let server: Server;
let origin: string;
const redirect = vi.fn();
let refreshCalls = 0;
let refreshWorks = true;
let refreshCookies: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (route) route(req, res);
    else json(res, 404, { success: false, status: 404, message: 'Not found.', code: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.defaults.baseURL = `${origin}${API_BASE_URL}`;
  setLoginRedirect(redirect);
});

afterAll(async () => {
  api.defaults.baseURL = API_BASE_URL;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  redirect.mockReset();
  refreshCalls = 0;
  refreshWorks = true;
  refreshCookies = [];
});

async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  try {
    await request;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('The request was expected to fail.');
}

describe('api client configuration', () => {
  it('uses /api/v1 and a 30 s timeout', () => {
    expect(API_BASE_URL).toBe('/api/v1');
    expect(API_TIMEOUT_MS).toBe(30_000);
    expect(api.defaults.timeout).toBe(30_000);
  });
});

describe('answers', () => {
  it('unwraps the envelope to its data field', async () => {
    const { data } = await api.get('/envelope');
    expect(data).toEqual({ id: 7 });
  });

  it('keeps a null data field as null', async () => {
    const { data } = await api.get('/null-data');
    expect(data).toBeNull();
  });

  it('returns the whole body when there is no data field', async () => {
    const { data } = await api.get('/plain');
    expect(data).toEqual({ id: 8, name: 'plain' });
  });
});

describe('bearer token', () => {
  it('sends the stored auth_token as a bearer header', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-123');
    const { data } = await api.get<{ authorization: string | null }>('/echo-auth');
    expect(data.authorization).toBe('Bearer token-123');
  });

  it('sends no authorization header without a stored token', async () => {
    const { data } = await api.get<{ authorization: string | null }>('/echo-auth');
    expect(data.authorization).toBeNull();
  });
});

describe('error normalisation', () => {
  it('keeps the server message, status, code and details', async () => {
    const error = await failureOf(api.post('/validation', {}));
    expect(error).toMatchObject({
      message: 'Please correct the highlighted fields.',
      status: 400,
      code: 'VALIDATION_ERROR',
      details: { email: 'Please enter a valid email address.', extra: 3 },
      requestId: 'req-1',
    });
    expect(fieldErrorsOf(error)).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('reports a rate limit with its code', async () => {
    const error = await failureOf(api.post('/rate-limited', {}));
    expect(error).toMatchObject({ message: 'Too many messages.', status: 429, code: 'RATE_LIMITED' });
  });

  it("says 'An error occurred' when the answer is not our envelope", async () => {
    const error = await failureOf(api.get('/bare-500'));
    expect(error).toMatchObject({ message: 'An error occurred', status: 502, code: 'UNKNOWN_ERROR' });
    expect(error.details).toBeUndefined();
  });

  it('reports a refused connection as a network error with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const error = await failureOf(api.get(`http://127.0.0.1:${port}/api/v1/anything`));
    expect(error).toMatchObject({
      message: 'Network error. Please check your connection.',
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('reports a timeout as a network error', async () => {
    const error = await failureOf(api.get('/slow', { timeout: 50 }));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('reports a failure before any request as UNKNOWN_ERROR with its message', async () => {
    const error = await failureOf(
      api.get('/envelope', {
        adapter: () => Promise.reject(new Error('Adapter exploded')),
      }),
    );
    expect(error).toMatchObject({ message: 'Adapter exploded', status: 0, code: 'UNKNOWN_ERROR' });
  });

  it("falls back to 'An unexpected error occurred' when there is no message", () => {
    expect(normalizeError('something odd')).toMatchObject({
      message: 'An unexpected error occurred',
      status: 0,
      code: 'UNKNOWN_ERROR',
    });
  });

  it('lets a deliberate cancellation through untouched', async () => {
    const controller = new AbortController();
    const request = api.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toSatisfy((error) => axios.isCancel(error));
  });
});

describe('Retry-After', () => {
  it("gives a 429's wait in seconds", async () => {
    const error = await failureOf(api.get('/retry-after'));
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 42 });
  });
});

describe('401 with a session: one refresh, then the request again', () => {
  it('refreshes the access token and retries the request with it', async () => {
    sessionStorage.setItem(AUTH_TOKEN_KEY, 'stale-token');
    const { data } = await api.get('/protected');
    expect(data).toEqual({ ok: true });
    expect(refreshCalls).toBe(1);
    // The new token replaces the old one where it was kept (sessionStorage: no remember me).
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBe('fresh-token');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('shares one refresh among 401s that arrive together', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'stale-token');
    const answers = await Promise.all([api.get('/protected'), api.get('/protected'), api.get('/protected')]);
    expect(answers.map((a) => a.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshCalls).toBe(1);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fresh-token');
  });

  it('ends the session and goes to /login when the refresh fails, without looping', async () => {
    refreshWorks = false;
    localStorage.setItem(AUTH_TOKEN_KEY, 'stale-token');
    window.history.replaceState(null, '', '/saved-jobs');
    const errors = await Promise.all([failureOf(api.get('/protected')), failureOf(api.get('/protected'))]);
    expect(errors.map((e) => e.message)).toEqual(['Your session has ended.', 'Your session has ended.']);
    expect(refreshCalls).toBe(1);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(redirect).toHaveBeenCalled();
  });

  it('gives up after one retry when the new token is refused too', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'stale-token');
    const error = await failureOf(api.get('/unauthorized'));
    expect(error.status).toBe(401);
    expect(refreshCalls).toBe(1);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('does not refresh without a session, nor for calls whose 401 is their answer', async () => {
    await failureOf(api.get('/unauthorized'));
    expect(refreshCalls).toBe(0);
    redirect.mockReset();

    localStorage.setItem(AUTH_TOKEN_KEY, 'kept');
    const error = await failureOf(api.post('/unauthorized', {}, { sessionless: true }));
    expect(error.status).toBe(401);
    expect(refreshCalls).toBe(0);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('kept');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('does not sign a user back in who signed out while the refresh was in flight', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'stale-token');
    const request = failureOf(api.get('/protected'));
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    localStorage.removeItem(AUTH_TOKEN_KEY);
    await request;
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});

describe('401 answers', () => {
  it('clear both stored tokens and redirect to /login', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'legacy');
    window.history.replaceState(null, '', '/dashboard');

    const error = await failureOf(api.get('/unauthorized'));

    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Please sign in.' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('do not redirect when already on /login', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    window.history.replaceState(null, '', '/login');

    await failureOf(api.get('/unauthorized'));

    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('only clear the session when the caller handles the redirect itself', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');

    await failureOf(api.get('/unauthorized', { redirectOnUnauthorized: false }));

    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('leave other error statuses alone', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'fine');
    await failureOf(api.get('/missing'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fine');
    expect(redirect).not.toHaveBeenCalled();
  });
});
