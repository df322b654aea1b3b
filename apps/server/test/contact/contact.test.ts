import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp.ts';

let smtp: SmtpCapture;
let t: TestApp;

const valid = {
  name: 'Asha Verma',
  email: 'Asha.Verma@Example.com',
  subject: 'Question about premium',
  message: 'Hello!\nDoes premium include <b>priority</b> support?',
};

const storedCount = async () => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
  return row!.n;
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(async () => {
  smtp.refuseAll(false);
  smtp.mails.length = 0;
  await t.database.db.delete(contactMessages);
});

const post = (payload: object, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/v1/stats/contact', payload, remoteAddress: ip });

describe('POST /api/v1/stats/contact', () => {
  it('stores the message and mails it to support over SMTP, with the sender as Reply-To', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, status: 201, data: null });

    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: 'Asha Verma', email: 'asha.verma@example.com', subject: valid.subject, ip: '203.0.113.7' });

    const mail = await smtp.waitFor((m) => m.subject === '[Contact] Question about premium');
    expect(mail.to).toEqual(['support@pathway.in']);
    expect(mail.replyTo).toBe('asha.verma@example.com');
    expect(mail.text).toContain('> Does premium include <b>priority</b> support?');
    // The HTML body escapes what the sender wrote.
    expect(mail.html).toContain('&lt;b&gt;priority&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>priority</b>');
  });

  it('requires all four fields and changes nothing when one is missing', async () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const res = await post({ ...valid, [field]: '   ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toHaveProperty(field);
    }
    expect(await storedCount()).toBe(0);
    expect(smtp.mails).toHaveLength(0);
  });

  it('bounds the fields', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(5001), subject: 's'.repeat(151) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      subject: 'Subject must be at most 150 characters.',
      message: 'Message must be at most 5000 characters.',
    });
  });

  it('drops a message whose honeypot is filled, answering as if it were sent', async () => {
    const res = await post({ ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(await storedCount()).toBe(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.mails).toHaveLength(0);
  });

  it('limits messages per email address (5 an hour) with 429 and Retry-After', async () => {
    const email = 'limited@example.com';
    for (let i = 0; i < 5; i++) expect((await post({ ...valid, email }, `198.51.100.${i}`)).statusCode).toBe(201);
    const res = await post({ ...valid, email }, '198.51.100.99');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedCount()).toBe(5);
  });

  it('answers 503 and keeps nothing when the mail cannot be sent', async () => {
    smtp.refuseAll(true);
    const res = await post({ ...valid, email: 'smtp-down@example.com' }, '192.0.2.1');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    expect(res.json().message).toContain('support@pathway.in');
    expect(await storedCount()).toBe(0);
  });
});
