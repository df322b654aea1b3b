import { errorCodes } from '@pathway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('API shell', () => {
  it('answers health with the success envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 200, message: 'OK', data: { status: 'ok', version: '1.0.0' } });
  });

  it('answers ready when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ready', database: 'up', redis: 'off', searchIndex: 'loading' });
  });

  it('reports the search index ready once it is built (the first search builds it in an app that never listens)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/jobs?query=react' })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.json().data.searchIndex).toBe('ready');
  });

  it('gives a JSON 404 envelope for an unknown API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing?x=1', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(body).toMatchObject({ success: false, status: 404, code: 'NOT_FOUND' });
    expect(body.message).toContain('/api/v1/no-such-thing');
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('refuses malformed JSON with a 400 VALIDATION_ERROR, never a crash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stats/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: 'The request body is not valid JSON.' });
  });

  it('refuses an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stats/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'S', message: 'x'.repeat(400 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses an unknown content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stats/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<contact/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers wrong types with field-by-field details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stats/contact',
      payload: { name: 42, email: 'not-an-email', subject: '', message: ['x'] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.details).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(body.details.email).toBe('Please enter a valid email address.');
  });

  it('uses only codes from the closed list', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/health' });
    expect(errorCodes).toContain(res.json().code);
  });

  it('sends security headers with a CSP that allows only our origin and Razorpay checkout', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Pathway API');
    const contact = doc.paths['/api/v1/stats/contact'].post;
    expect(contact.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'subject', 'message']),
    );
    expect(doc.paths['/api/v1/health']).toBeDefined();
  });
});

describe('global rate limit', () => {
  it('answers 429 RATE_LIMITED with Retry-After past the per-IP limit', async () => {
    const limited = await createTestApp({
      configure: (c) => ({ ...c, rateLimits: { ...c.rateLimits, globalPerIp: { max: 3, windowMs: 60_000 } } }),
    });
    try {
      const codes: number[] = [];
      let last;
      for (let i = 0; i < 5; i++) {
        last = await limited.app.inject({ method: 'GET', url: '/api/v1/health' });
        codes.push(last.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect(last!.json()).toMatchObject({ success: false, status: 429, code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
