import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderOptions } from '../../src/platform/security.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it('are exactly what @fastify/helmet sends with the same options, on API answers, pages and errors', async () => {
    const reference = Fastify({ logger: false });
    await reference.register(helmet, securityHeaderOptions);
    reference.get('/', async () => '');
    const expected = (await reference.inject({ method: 'GET', url: '/' })).headers;
    await reference.close();
    const security = Object.keys(expected).filter((name) => !['content-type', 'content-length', 'date', 'connection'].includes(name));
    expect(security).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options', 'origin-agent-cluster']));

    for (const url of ['/api/v1/health', '/api/v1/jobs?limit=1', '/api/v1/no-such-route', '/about']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      for (const name of security) expect(res.headers[name], `${url} ${name}`).toBe(expected[name]);
    }
  });

  it('leave out Cross-Origin-Opener-Policy, which cuts the opener of payment pop-ups (docs/decisions/008)', async () => {
    for (const url of ['/', '/jobs', '/api/v1/health']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
