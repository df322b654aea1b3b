import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, envelope, sendJson } from '@/test/http-server';
import { API_BASE_URL, ApiError } from './api-core';
import { AUTH_TOKEN_KEY } from './auth-token';
import { getCatalogue, getPublic, setPublicApiBase } from './public-api';

let server: Awaited<ReturnType<typeof startHttpServer>>;

beforeAll(async () => {
  server = await startHttpServer({
    '/api/v1/envelope': (req, res, url) =>
      sendJson(res, 200, envelope({ query: url.search, authorization: req.headers.authorization ?? null })),
    '/api/v1/plain': (_req, res) => sendJson(res, 200, [1, 2, 3]),
    '/api/v1/limited': (_req, res) =>
      sendJson(res, 429, { success: false, status: 429, message: 'Slow down.', code: 'RATE_LIMITED' }),
    '/api/v1/proxy-error': (_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    },
    '/api/v1/slow': (_req, res) => {
      setTimeout(() => sendJson(res, 200, envelope('late')), 300);
    },
  });
  setPublicApiBase(`${server.origin}${API_BASE_URL}`);
});

afterAll(async () => {
  setPublicApiBase(API_BASE_URL);
  await server.close();
});

describe('public reads with fetch (the landing page)', () => {
  it('unwraps the envelope, sends the parameters, and no token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'some-token');
    expect(await getPublic('/envelope', { limit: 3, skip: undefined })).toEqual({ query: '?limit=3', authorization: null });
  });

  it('returns a body without envelope as it is', async () => {
    expect(await getPublic('/plain')).toEqual([1, 2, 3]);
  });

  it('rejects with the server message and code', async () => {
    const error = await getPublic('/limited').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Slow down.' });
  });

  it("says 'An error occurred' for an answer that is not ours", async () => {
    await expect(getPublic('/proxy-error')).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN_ERROR',
      message: 'An error occurred',
    });
  });

  it('reports no connection as NETWORK_ERROR with status 0', async () => {
    setPublicApiBase('http://127.0.0.1:1/api/v1');
    try {
      await expect(getPublic('/envelope')).rejects.toMatchObject({
        status: 0,
        code: 'NETWORK_ERROR',
        message: 'Network error. Please check your connection.',
      });
    } finally {
      setPublicApiBase(`${server.origin}${API_BASE_URL}`);
    }
  });

  it('passes a cancellation on as it is', async () => {
    const controller = new AbortController();
    const pending = getPublic('/slow', {}, controller.signal);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('catalogue reads (getCatalogue: /jobs and the job page)', () => {
  it("reads a guest's with fetch, sending no token, and a signed-in user's with the axios client and their token", async () => {
    const { api } = await import('./api-client');
    const { baseURL, adapter } = api.defaults;
    // The axios client against the same real server (Node's HTTP adapter: jsdom's XHR would apply CORS).
    api.defaults.baseURL = `${server.origin}${API_BASE_URL}`;
    try {
      api.defaults.adapter = () => Promise.reject(new Error("A guest's read went through axios."));
      expect(await getCatalogue('/envelope', { page: 2, location: 'Pune' })).toEqual({
        query: '?page=2&location=Pune',
        authorization: null,
      });
      api.defaults.adapter = 'http';
      localStorage.setItem(AUTH_TOKEN_KEY, 'member-token');
      expect(await getCatalogue('/envelope', { page: 2, location: 'Pune' })).toEqual({
        query: '?page=2&location=Pune',
        authorization: 'Bearer member-token',
      });
    } finally {
      api.defaults.baseURL = baseURL;
      api.defaults.adapter = adapter;
    }
  });
});
