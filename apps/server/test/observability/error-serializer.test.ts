import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, serializeError } from '../../src/platform/logging.ts';

const EMAIL = 'asha.verma@example.in';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
const QUERY = 'insert into "users" ("email", "password_hash", "first_name") values ($1, $2, $3)';

/** What node-postgres and drizzle throw for a duplicate email: the driver's error wrapped in drizzle's. */
function duplicateEmail(): DrizzleQueryError {
  const driver = new pg.DatabaseError('duplicate key value violates unique constraint "users_email_unique"', 120, 'error');
  Object.assign(driver, {
    code: '23505',
    severity: 'ERROR',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    table: 'users',
    constraint: 'users_email_unique',
  });
  return new DrizzleQueryError(QUERY, [EMAIL, HASH, 'Asha'], driver);
}

const text = (value: unknown) => JSON.stringify(value);

describe('serializeError', () => {
  it("drops drizzle's parameters and the driver's detail, keeping what locates the fault", () => {
    const raw = duplicateEmail();
    expect(raw.message).toContain(EMAIL); // the danger this guards against
    const out = serializeError(raw) as Record<string, unknown> & { cause: Record<string, unknown> };
    const all = text(out);
    for (const secret of [EMAIL, HASH, 'Asha', 'asha.verma']) expect(all).not.toContain(secret);
    expect(out.type).toBe('DrizzleQueryError');
    expect(out.message).toBe(`Failed query: ${QUERY}\nparams: [redacted]`);
    expect(out.stack).toMatch(/^Error: Failed query: insert into "users"[^\n]*\nparams: \[redacted\]\n\s+at /);
    expect(out).not.toHaveProperty('params');
    expect(out.cause).toMatchObject({ errorCode: '23505', constraint: 'users_email_unique', table: 'users' });
    expect(out.cause).not.toHaveProperty('detail');
  });

  it('scrubs at any depth of `cause`, in arrays of errors and in plain objects they carry', () => {
    const wrapped = new Error('could not register', { cause: new Error('in a transaction', { cause: duplicateEmail() }) });
    const aggregate = new AggregateError([duplicateEmail(), new Error(`Key (email)=(${EMAIL}) is not present in table "users".`)], 'both failed');
    const carrying = Object.assign(new Error('mail failed'), { mail: { to: EMAIL, subject: 'Verify' }, response: { body: 'x' } });
    for (const err of [wrapped, aggregate, carrying]) {
      const all = text(serializeError(err));
      expect(all).not.toContain(EMAIL);
      expect(all).not.toContain(HASH);
    }
    expect(text(serializeError(aggregate))).toContain('Key (email)=([redacted]) is not present');
    expect(text(serializeError(carrying))).toContain('"subject":"Verify"');
  });

  it("removes values PostgreSQL copies into messages (rows, keys, invalid input)", () => {
    const check = new Error('new row for relation "users" violates check constraint "x"\nFailing row contains (1, asha, secret).');
    const input = new Error('invalid input syntax for type uuid: "asha-secret-id"');
    expect(text(serializeError(check))).not.toContain('secret');
    expect(text(serializeError(input))).not.toContain('asha-secret-id');
  });

  it("drops the addresses of an SMTP server's refusal", () => {
    // What nodemailer rejects a recipient with.
    const refused = Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${EMAIL}>: Recipient address rejected`), {
      code: 'EENVELOPE',
      response: `550 5.1.1 <${EMAIL}>: Recipient address rejected`,
      responseCode: 550,
      command: 'RCPT TO',
      rejected: [EMAIL],
      rejectedErrors: [new Error(`Recipient ${EMAIL} rejected`)],
    });
    const all = text(serializeError(refused));
    expect(all).not.toContain(EMAIL);
    expect(serializeError(refused)).toMatchObject({ errorCode: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' });
    const frame = new Error('x');
    frame.stack = 'Error: x\n    at f (file:///srv/node_modules/@fastify/static/index.js:1:1)';
    expect((serializeError(frame) as { stack: string }).stack).toContain('@fastify/static/index.js');
  });

  it('keeps machine codes but never a 6-digit one-time code, and survives cycles', () => {
    expect(serializeError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toMatchObject({ errorCode: 'ECONNREFUSED' });
    expect(serializeError(Object.assign(new Error('bad code'), { code: '482913' }))).not.toHaveProperty('errorCode');
    const loop = new Error('loop') as Error & { self?: unknown };
    loop.self = { back: loop };
    expect(() => text(serializeError(loop))).not.toThrow();
  });
});

describe("the app's logger", () => {
  function capture() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const log = pino({ ...(loggerOptions({ logLevel: 'info', logFormat: 'json' }) as object) }, stream);
    return { log, text: () => lines.join('') };
  }

  it('serializes errors logged under err or error, or as the first argument, without their secrets', () => {
    const { log, text: logged } = capture();
    log.error({ err: duplicateEmail() }, 'request failed');
    log.error({ error: duplicateEmail() }, 'job failed');
    log.error(duplicateEmail(), 'plain');
    const out = logged();
    expect(out.trim().split('\n').filter((line) => line.includes('params: [redacted]'))).toHaveLength(3);
    expect(out).not.toContain(EMAIL);
    expect(out).not.toContain('$argon2id$');
  });

  it('redacts the fields of the one list at the top of a line and one level down, keeping refusal codes', () => {
    const { log, text: logged } = capture();
    log.info({ email: EMAIL, passwordHash: HASH, user: { firstName: 'Asha', phone: '+919876543210' }, mail: { to: EMAIL } }, 'event');
    log.info({ code: 'RATE_LIMITED', reason: 'too many' }, 'request refused');
    const out = logged();
    for (const secret of [EMAIL, HASH, 'Asha', '+919876543210']) expect(out).not.toContain(secret);
    expect(out).toContain('"code":"RATE_LIMITED"');
  });
});
