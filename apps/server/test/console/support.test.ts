import { consoleMessages, SUPPORT_EMAIL } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, settle, waitForMail } from '../accounts/helpers.ts';
import { auditRows, caller, moderator, startConsole, type Caller, type Console } from './helpers.ts';

let c: Console;
let mod: Caller;

beforeAll(async () => {
  c = await startConsole();
  mod = (await moderator(c)).api;
});
afterAll(async () => {
  await c?.close();
});

/** A message through the public contact form; answers its id from the inbox. */
async function contactMessage(fields: { name?: string; subject?: string; message?: string } = {}) {
  const email = freshEmail('visitor');
  const body = { name: fields.name ?? 'Priya Menon', email, subject: fields.subject ?? 'Cannot see my saved jobs', message: fields.message ?? 'They vanished after I\nchanged my phone.' };
  const res = await caller(c.a, undefined)('POST', '/stats/contact', body);
  if (res.statusCode !== 201) throw new Error(`contact answered ${res.statusCode}: ${res.body}`);
  const list = await mod('GET', `/admin/messages?q=${encodeURIComponent(email)}`);
  return { email, id: list.json().data.data[0]._id as string, body };
}

describe('the support inbox', () => {
  it('stores contact messages as open (and still mails support), newest first, filtered by status and text', async () => {
    const first = await contactMessage({ subject: 'Refund question' });
    await waitForMail(c.a.smtp, (m) => m.to.includes(SUPPORT_EMAIL) && m.replyTo === first.email);
    const second = await contactMessage({ name: 'Rahul Bose' });
    const list = await mod('GET', '/admin/messages?status=open');
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.data.map((m: { _id: string }) => m._id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.json().data.data[0]).toMatchObject({ status: 'open', replyCount: 0, closedAt: null });
    expect((await mod('GET', '/admin/messages?q=refund')).json().data.data.map((m: { _id: string }) => m._id)).toEqual([first.id]);
    expect((await mod('GET', '/admin/messages?status=pending')).statusCode).toBe(400);
    const one = await mod('GET', `/admin/messages/${first.id}`);
    expect(one.json().data).toMatchObject({ _id: first.id, name: 'Priya Menon', message: first.body.message, replies: [] });
  });

  it('a reply is mailed to the sender, stored with its author, closes the message and is audited', async () => {
    const msg = await contactMessage();
    const res = await mod('POST', `/admin/messages/${msg.id}/reply`, { body: 'Hello Priya,\nyour saved jobs are back. Sorry!' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(consoleMessages.replied);
    expect(res.json().data).toMatchObject({ status: 'closed', replyCount: 1, replies: [{ body: 'Hello Priya,\nyour saved jobs are back. Sorry!' }] });
    expect(res.json().data.replies[0].authorEmail).toMatch(/^member\./);
    const mail = await waitForMail(c.a.smtp, (m) => m.to.includes(msg.email));
    expect(mail.subject).toBe(`Re: ${msg.body.subject}`);
    expect(mail.text).toContain('your saved jobs are back');
    expect(mail.replyTo).toBe(SUPPORT_EMAIL);
    expect((await mod('GET', '/admin/messages?status=closed')).json().data.data.map((m: { _id: string }) => m._id)).toContain(msg.id);
    const [entry] = await auditRows(c.a, msg.id);
    expect(entry).toMatchObject({ action: 'message.reply', target_type: 'message', before: { status: 'open' }, after: { status: 'closed' } });
  });

  it('a reply the mail server refuses is 503 and leaves nothing behind', async () => {
    const msg = await contactMessage();
    await settle();
    c.a.smtp.refuseAll(true);
    try {
      const res = await mod('POST', `/admin/messages/${msg.id}/reply`, { body: 'This will not arrive.' });
      expect(res.statusCode).toBe(503);
    } finally {
      c.a.smtp.refuseAll(false);
    }
    expect((await mod('GET', `/admin/messages/${msg.id}`)).json().data).toMatchObject({ status: 'open', replies: [] });
    expect(await auditRows(c.a, msg.id)).toEqual([]);
  });

  it('opens and closes without a reply; bad bodies and unknown ids change nothing', async () => {
    const msg = await contactMessage();
    expect((await mod('PATCH', `/admin/messages/${msg.id}`, { status: 'closed' })).json().data.status).toBe('closed');
    expect((await mod('PATCH', `/admin/messages/${msg.id}`, { status: 'closed' })).statusCode).toBe(200);
    expect((await mod('PATCH', `/admin/messages/${msg.id}`, { status: 'open' })).json().data).toMatchObject({ status: 'open', closedAt: null });
    for (const body of [{}, { body: '' }, { body: '   ' }, { body: 'x'.repeat(5001) }, { body: 'hi', cc: 'x' }, '{"body":']) {
      const res = await mod('POST', `/admin/messages/${msg.id}/reply`, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
    }
    expect((await mod('PATCH', `/admin/messages/${msg.id}`, { status: 'archived' })).statusCode).toBe(400);
    expect((await mod('POST', '/admin/messages/00000000-0000-4000-8000-000000000000/reply', { body: 'hi' })).statusCode).toBe(404);
    // Closing twice recorded one entry: a no-op changes nothing.
    expect((await auditRows(c.a, msg.id)).map((r) => r.after!.status)).toEqual(['closed', 'open']);
    const rows = await c.a.t.database.db.execute(sql`SELECT count(*)::int AS n FROM contact_replies WHERE message_id = ${msg.id}`);
    expect(rows.rows[0]).toEqual({ n: 0 });
  });
});
