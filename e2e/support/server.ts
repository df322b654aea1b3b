import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { pgliteTemplate } from '../../apps/server/test/test-db.ts';
import { startSmtpPeer, type Mailbox } from './mail.ts';
import { webDistIndex } from './paths.ts';

export interface StartOptions {
  /** 'none' (the default) starts with an empty catalogue; 'demo' seeds the demo jobs. */
  seed?: 'demo' | 'none';
  /** Extra environment for loadConfig (e.g. PAYMENTS_MODE). DATA_DIR, SMTP_URL, PORT are ours. */
  env?: Record<string, string>;
  /**
   * An existing data directory (a restart, or data prepared before the first start); the caller
   * owns it, so close() leaves it in place. Default: a fresh temp dir, removed on close.
   */
  dataDir?: string;
  /** A fixed port (a restart answering the links an earlier start mailed). Default: any free one. */
  port?: number;
}

export interface TestServer {
  /** e.g. http://127.0.0.1:41234, no trailing slash. */
  baseUrl: string;
  /** Everything the app mailed, captured by a real SMTP peer. */
  mailbox: Mailbox;
  app: FastifyInstance;
  dataDir: string;
  /** Server log lines at warn or above (JSON), for diagnosing a failing journey. */
  problems(): string[];
  close(): Promise<void>;
}

/** A port that was free a moment ago, so PUBLIC_URL (links in mail) can name the real address. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address !== 'string' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Fails fast, with the reason, when the server cannot serve the web app at all (not built, or its
 * scripts not served): otherwise every journey would wait for its own timeout to say the same.
 */
async function preflight(baseUrl: string): Promise<void> {
  const index = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html', connection: 'close' } });
  const html = await index.text();
  if (index.status !== 200 || !/text\/html/.test(index.headers.get('content-type') ?? '')) {
    throw new Error(`GET / answered ${index.status} ${index.headers.get('content-type')}: ${html.slice(0, 200)}`);
  }
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) {
    const script = await fetch(new URL(src!, baseUrl), { headers: { connection: 'close' } });
    // Read to the end: an unread body keeps the connection busy, and app.close() would wait for it.
    const body = await script.text();
    if (script.status !== 200) {
      throw new Error(`The server does not serve the web app's script ${src}: ${script.status} ${body.slice(0, 200)}`);
    }
  }
}

/**
 * A data directory without a database yet gets the integration tests' migrated, empty one
 * (apps/server/test/test-db.ts): the server then opens it as after any earlier start, instead of
 * spending seconds on initdb and migrations first. Starting on a fresh directory stays covered by
 * apps/server/test/app/startup.test.ts.
 */
async function prepareDatabase(pgliteDir: string): Promise<void> {
  if (await fs.stat(pgliteDir).then(() => true, () => false)) return;
  const handle = await openDatabase({ dataDir: pgliteDir, pgliteTemplate: await pgliteTemplate() });
  await handle.close();
}

/** Starts an SMTP peer and the whole app (API + built SPA) on a fresh database in a temp dir. */
export async function startServer(opts: StartOptions = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'pathway-e2e-')));
  const removeDataDir = () =>
    opts.dataDir ? Promise.resolve() : fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  const smtp = await startSmtpPeer();
  const problems: string[] = [];
  let app: FastifyInstance | undefined;
  try {
    const port = opts.port ?? (await freePort());
    const baseUrl = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      ...opts.env,
      DATA_DIR: dataDir,
      SEED: opts.seed ?? 'none',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'silent',
    });
    // Quiet on the console, but warnings and errors are kept for a failing journey to show.
    const stream = { write: (line: string) => void problems.push(line.trim()) };
    // A private copy of the built web app, so a rebuild during the run cannot swap files mid-journey.
    const webDistDir = path.join(dataDir, 'web');
    await fs.cp(path.dirname(webDistIndex), webDistDir, { recursive: true });
    if (!config.databaseUrl) await prepareDatabase(path.join(dataDir, 'pglite'));
    app = await buildApp(config, { logger: { level: 'warn', stream }, webDistDir });
    await app.listen({ port, host: '127.0.0.1' });
    await preflight(baseUrl);
    const started = app;
    return {
      baseUrl,
      mailbox: smtp.mailbox,
      app: started,
      dataDir,
      problems: () => [...problems],
      async close() {
        await started.close().catch(() => {});
        await smtp.close();
        await removeDataDir();
      },
    };
  } catch (err) {
    await app?.close().catch(() => {});
    await smtp.close();
    await removeDataDir();
    throw err;
  }
}
