import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../src/paths.ts';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp.ts';
import { testDbKind } from '../test-db.ts';

// The real entry point in a child process: signals, in-flight requests and the embedded database's files.
let dataDir: string;
let smtp: SmtpCapture;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-main-'));
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startMain(): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', SEED: 'none', LOG_LEVEL: 'info', SMTP_URL: smtp.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const check = () => {
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', check);
    void exited.then(() => reject(new Error(`server exited early:\n${out}`)));
  });
  return { child, baseUrl, output: () => out, exited };
}

const contact = (baseUrl: string, subject: string) =>
  fetch(`${baseUrl}/api/v1/stats/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ravi', email: 'ravi@example.com', subject, message: 'Hello' }),
  });

// It runs the embedded database only, so the PostgreSQL pass of the suite leaves it out.
describe.skipIf(testDbKind === 'postgres')('main.ts', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s finishes the request in flight, closes the database cleanly and keeps its data',
    async (signal) => {
      const server = await startMain();
      smtp.delayAll(800);
      const arrived = smtp.arrived();
      const inFlight = contact(server.baseUrl, `in flight ${signal}`);
      // In flight for sure: its mail is at the (slow) mail server, so the answer is still to come. A
      // fixed wait instead let the signal overtake the request on a busy machine.
      while (smtp.arrived() === arrived) await new Promise((r) => setTimeout(r, 10));
      server.child.kill(signal);
      const res = await inFlight;
      expect(res.status).toBe(201);
      expect(await server.exited, server.output()).toBe(0);
      expect(server.output()).toContain('closed cleanly');
      smtp.delayAll(0);

      // A restart on the same DATA_DIR sees what the first process wrote.
      const again = await startMain();
      expect((await fetch(`${again.baseUrl}/api/v1/ready`)).status).toBe(200);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);

      const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
      const { rows } = await db.query<{ subject: string }>('select subject from contact_messages');
      await db.close();
      expect(rows.map((r) => r.subject)).toContain(`in flight ${signal}`);
    },
    120_000,
  );

  it('stops with a message naming a bad variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr!.on('data', (c) => (err += c));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('PORT');
  }, 60_000);
});
