import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { LISTING_HEALTH } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeLink } from '../../src/platform/http/link-probe.ts';
import { checkApplyLinks } from '../../src/modules/listing-health/link-checker.service.ts';
import { API, freshIp, startAccounts, type Accounts } from '../accounts/helpers.ts';
import { student } from '../tracker/helpers.ts';
import { addJobs, DAY } from '../user-area/helpers.ts';

/** A local HTTP server whose answers the test decides, counting requests and the most at once. */
interface Site {
  base: string;
  requests: { method: string; path: string; host: string }[];
  maxInFlight: number;
  status: Map<string, number>;
  close(): Promise<void>;
}

async function startSite(delayMs = 0): Promise<Site> {
  const site = { requests: [], maxInFlight: 0, status: new Map<string, number>() } as unknown as Site;
  let inFlight = 0;
  const server = http.createServer((req, res) => {
    inFlight += 1;
    site.maxInFlight = Math.max(site.maxInFlight, inFlight);
    const path = req.url ?? '/';
    site.requests.push({ method: req.method ?? '', path, host: req.headers.host ?? '' });
    const answer = () => {
      inFlight -= 1;
      if (path === '/silent') return; // never answers: the checker's timeout ends it
      if (path === '/head-refused' && req.method === 'HEAD') return void res.writeHead(405).end();
      if (path === '/to-ok') return void res.writeHead(302, { location: '/ok' }).end();
      if (path === '/to-metadata') return void res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (path === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
      if (path === '/to-file') return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      res.writeHead(site.status.get(path) ?? (path.startsWith('/ok') || path === '/head-refused' ? 200 : 404)).end('hello');
    };
    if (delayMs > 0) setTimeout(answer, delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  site.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return site;
}

const LOCAL = { timeoutMs: 400, allowPrivateHosts: ['127.0.0.1'] };

describe('probeLink', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  it('answers ok for a page, follows redirects by hand, and asks with GET when HEAD is refused', async () => {
    expect(await probeLink(`${site.base}/ok`, LOCAL)).toEqual({ ok: true, status: 200, error: null });
    expect(await probeLink(`${site.base}/to-ok`, LOCAL)).toEqual({ ok: true, status: 200, error: null });
    site.requests.length = 0;
    expect(await probeLink(`${site.base}/head-refused`, LOCAL)).toEqual({ ok: true, status: 200, error: null });
    expect(site.requests.map((r) => r.method)).toEqual(['HEAD', 'GET']);
  });

  it('fails on 404, 410, 5xx, silence, refused connections, redirect loops and links that are not http', async () => {
    site.status.set('/ok-but-gone', 410);
    site.status.set('/ok-but-down', 503);
    expect(await probeLink(`${site.base}/missing`, LOCAL)).toMatchObject({ ok: false, status: 404, error: 'HTTP 404' });
    expect(await probeLink(`${site.base}/ok-but-gone`, LOCAL)).toMatchObject({ ok: false, status: 410 });
    expect(await probeLink(`${site.base}/ok-but-down`, LOCAL)).toMatchObject({ ok: false, status: 503 });
    expect(await probeLink(`${site.base}/silent`, LOCAL)).toMatchObject({ ok: false, status: null, error: 'no answer in time' });
    expect(await probeLink('http://127.0.0.1:1/', LOCAL)).toMatchObject({ ok: false, error: 'connection refused' });
    expect(await probeLink(`${site.base}/loop`, LOCAL)).toMatchObject({ ok: false, error: 'too many redirects' });
    expect(await probeLink(`${site.base}/to-file`, LOCAL)).toMatchObject({ ok: false, error: 'redirected to a link that is not http or https' });
  });

  it('counts a login or bot wall (401, 403, 429) as a page that exists', async () => {
    site.status.set('/ok-login', 401);
    site.status.set('/ok-wall', 403);
    expect(await probeLink(`${site.base}/ok-login`, LOCAL)).toMatchObject({ ok: true, status: 401 });
    expect(await probeLink(`${site.base}/ok-wall`, LOCAL)).toMatchObject({ ok: true, status: 403 });
  });

  it('never reaches a private or loopback address unless the host is allowed, not even through a redirect', async () => {
    site.requests.length = 0;
    const closed = { timeoutMs: 400, allowPrivateHosts: [] };
    for (const link of [`${site.base}/ok`, `http://localhost:${new URL(site.base).port}/ok`, `http://[::ffff:127.0.0.1]:${new URL(site.base).port}/ok`, 'http://2130706433/ok']) {
      expect(await probeLink(link, closed)).toEqual({ ok: false, status: null, error: 'address not allowed (private, loopback or reserved)' });
    }
    expect(site.requests).toEqual([]);
    // Allowed for this host, the first hop goes through; the redirect to the metadata address does not.
    expect(await probeLink(`${site.base}/to-metadata`, LOCAL)).toEqual({ ok: false, status: null, error: 'address not allowed (private, loopback or reserved)' });
    expect(site.requests.map((r) => r.path)).toEqual(['/to-metadata']);
  });

  it('refuses a host any of whose addresses is private, and connects to the address it checked (no second lookup)', async () => {
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    expect(await probeLink('http://rebinding.example.net/', { timeoutMs: 400, allowPrivateHosts: [], lookup: mixed })).toMatchObject({
      ok: false,
      error: 'address not allowed (private, loopback or reserved)',
    });
    // A name no DNS knows, resolved once by the checker: the request reaches the checked address with the name as Host.
    let lookups = 0;
    const pinned = async () => {
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    site.requests.length = 0;
    const port = new URL(site.base).port;
    expect(await probeLink(`http://careers.pinned.invalid:${port}/ok`, { timeoutMs: 400, allowPrivateHosts: ['careers.pinned.invalid'], lookup: pinned })).toMatchObject({ ok: true });
    expect(lookups).toBe(1);
    expect(site.requests).toEqual([{ method: 'HEAD', path: '/ok', host: `careers.pinned.invalid:${port}` }]);
  });
});

describe('probeLink over HTTPS', () => {
  it('connects to the checked address and still verifies the certificate against the host name', async () => {
    const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
    const cert = fixture('careers-test-cert.pem');
    const server = https.createServer({ key: fixture('careers-test-key.pem'), cert }, (_req, res) => res.writeHead(200).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const lookup = async () => [{ address: '127.0.0.1', family: 4 }];
    try {
      const base = { timeoutMs: 400, allowPrivateHosts: ['careers.pathway-tls.test', 'other.pathway-tls.test'], lookup, ca: cert };
      expect(await probeLink(`https://careers.pathway-tls.test:${port}/jobs/1`, base)).toEqual({ ok: true, status: 200, error: null });
      // The same address under a name the certificate does not hold: refused, as a browser would.
      expect(await probeLink(`https://other.pathway-tls.test:${port}/jobs/1`, base)).toMatchObject({ ok: false, status: null });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the link checker task', () => {
  let a: Accounts;
  let site: Site;
  let slow: Site;

  beforeAll(async () => {
    site = await startSite();
    slow = await startSite(60);
    a = await startAccounts({
      configure: (config) => ({ ...config, linkCheck: { ...config.linkCheck, enabled: true, allowPrivateHosts: ['127.0.0.1'], timeoutMs: 400, concurrency: 4 } }),
    });
  });
  afterAll(async () => {
    await a?.close();
    await site?.close();
    await slow?.close();
  });

  /** The job as its page shows it, and as lists show it (both follow the catalogue version; the checker drops its process's cached ones). */
  async function healthOf(jobId: string) {
    const viewer = await student(a);
    const page = (await viewer.send('GET', `/jobs/${jobId}`)).json().data.health as { linkBroken: boolean; linkCheckedAt: string | null };
    const res = await a.t.app.inject({ method: 'GET', url: `${API}/jobs?limit=100`, remoteAddress: freshIp() });
    const listed = (res.json().data.data as { _id: string; health: { linkBroken: boolean } }[]).find((j) => j._id === jobId);
    expect(listed?.health.linkBroken).toBe(page.linkBroken);
    return page;
  }

  it('marks a link broken after two failed checks in a row, shows when it was checked, and clears it on success', async () => {
    const [good, bad, flaky] = await addJobs(a, [
      { company: 'Checker Good Co', applyLink: `${site.base}/ok/good` },
      { company: 'Checker Bad Co', applyLink: `${site.base}/gone` },
      { company: 'Checker Flaky Co', applyLink: `${site.base}/ok/flaky` },
    ]);
    expect((await healthOf(bad!)).linkCheckedAt).toBeNull();
    site.status.set('/ok/flaky', 500);

    // The daily task, as the runner runs it.
    expect(await a.t.app.tasks.runDue()).toBeGreaterThanOrEqual(1);
    const first = await healthOf(bad!);
    expect(first.linkBroken).toBe(false);
    expect(Math.abs(new Date(first.linkCheckedAt!).getTime() - a.clock.now().getTime())).toBeLessThan(60_000);
    expect((await healthOf(flaky!)).linkBroken).toBe(false);

    // The same day again: nothing is due (a retried run does not count a failure twice).
    expect((await checkApplyLinks(a.t.app.deps)).checked).toBe(0);

    a.clock.advance(DAY);
    site.status.delete('/ok/flaky');
    expect(await a.t.app.tasks.runDue()).toBeGreaterThanOrEqual(1);
    expect((await healthOf(bad!)).linkBroken).toBe(true);
    expect((await healthOf(flaky!)).linkBroken).toBe(false);
    expect((await healthOf(good!)).linkBroken).toBe(false);

    // The page is back: the next check clears it.
    site.status.set('/gone', 200);
    a.clock.advance(DAY);
    const run = await checkApplyLinks(a.t.app.deps);
    expect(run).toMatchObject({ cleared: 1, markedBroken: 0 });
    expect((await healthOf(bad!)).linkBroken).toBe(false);
    expect(LISTING_HEALTH.failuresToMarkBroken).toBe(2);
  });

  it('sends one request per host at a time, and skips links on names reserved for examples', async () => {
    await addJobs(
      a,
      Array.from({ length: 5 }, (_, i) => ({ company: `Slow Host Co ${i}`, applyLink: `${slow.base}/ok/${i}` })),
    );
    const [reserved] = await addJobs(a, [{ company: 'Demo Co', applyLink: 'https://careers.demo.example/jobs/1' }]);
    a.clock.advance(DAY);
    const run = await checkApplyLinks(a.t.app.deps);
    expect(slow.requests.filter((r) => r.path.startsWith('/ok/'))).toHaveLength(5);
    expect(slow.maxInFlight).toBe(1);
    expect(run.skipped).toBeGreaterThanOrEqual(1);
    const checks = await a.t.database.db.execute(sql`SELECT 1 FROM job_link_checks WHERE job_id = ${reserved}`);
    expect(checks.rows).toHaveLength(0);
  });
});
