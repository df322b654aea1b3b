import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/platform/logging.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logger: { ...(loggerOptions({ logLevel: 'info' } as never) as object), stream },
  });
});
afterAll(async () => {
  await t.close();
});

describe('request logs', () => {
  it('carry a request id and never tokens, codes, passwords or auth headers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stats/contact?token=SECRET-TOKEN-123&otp=654321',
      headers: { authorization: 'Bearer SECRET-BEARER', cookie: 'refresh=SECRET-COOKIE' },
      payload: { name: '', email: 'x', subject: '', message: '', password: 'SECRET-PASSWORD' },
    });
    expect(res.statusCode).toBe(400);
    const log = lines.join('');
    expect(log).toContain(res.headers['x-request-id'] as string);
    expect(log).toContain('"requestId"');
    // Every line of the request carries its id (kept on its logger, written by the mixin: logging.ts).
    const ofRequest = log
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { msg?: string; requestId?: string })
      .filter((entry) => entry.msg === 'incoming request' || entry.msg === 'request completed');
    expect(ofRequest).toHaveLength(2);
    for (const entry of ofRequest) expect(entry.requestId).toBe(res.headers['x-request-id']);
    for (const secret of ['SECRET-TOKEN-123', '654321', 'SECRET-BEARER', 'SECRET-COOKIE', 'SECRET-PASSWORD']) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('token=[redacted]');
  });
});
