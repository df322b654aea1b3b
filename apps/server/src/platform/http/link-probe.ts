import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isPublicAddress } from './public-address.ts';

/**
 * Asks whether a link answers, without letting the link make the server reach what it must not
 * (docs/product/listing-health.md#what-the-checker-may-reach): every hop's host is resolved here,
 * every address it resolves to must be public (unless the host is allowed private addresses), and
 * the connection goes to the very address that was checked, so a second DNS answer cannot switch it
 * (DNS rebinding). Redirects are followed by hand, each hop checked the same way. No body is read.
 */

export interface LinkProbeOptions {
  /** Per request (each hop): resolving, connecting and the answer's headers. */
  timeoutMs: number;
  /** Lower-case host names (or literal addresses) that may resolve to private or loopback addresses. */
  allowPrivateHosts: readonly string[];
  maxRedirects?: number;
  /** Resolves a host name to its addresses (tests give their own). */
  lookup?: (hostname: string) => Promise<{ address: string; family: number }[]>;
  /** Certificates to trust besides the system's (tests' local HTTPS servers). */
  ca?: string;
}

export interface LinkProbeResult {
  /** The link led to a page: any answer but 404, 410 or a 5xx (docs/product/listing-health.md#what-counts-as-a-failure). */
  ok: boolean;
  /** The final answer's status, or null when there was none. */
  status: number | null;
  /** Why it failed, in a few words, or null. */
  error: string | null;
}

const USER_AGENT = 'PathwayLinkChecker/1.0 (+checks that apply links still work)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DEFAULT_MAX_REDIRECTS = 5;

/** A failure that asking again in another way (GET after HEAD) cannot change. */
class FinalError extends Error {}

const defaultLookup = (hostname: string) => dns.promises.lookup(hostname, { all: true, verbatim: true });

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The one address this hop connects to, after every address of the host was checked. */
async function resolveHop(url: URL, options: LinkProbeOptions): Promise<string> {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const allowPrivate = options.allowPrivateHosts.includes(host.toLowerCase()) || options.allowPrivateHosts.includes(url.hostname.toLowerCase());
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      const found = await withTimeout((options.lookup ?? defaultLookup)(host), options.timeoutMs, 'DNS lookup');
      addresses = found.map((a) => a.address);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new FinalError(code === 'ENOTFOUND' || code === 'ENODATA' ? 'host not found' : err instanceof Error ? err.message : 'DNS lookup failed');
    }
  }
  if (addresses.length === 0) throw new FinalError('host not found');
  // One refused address refuses the host: an attacker's name may mix a public address with a private one.
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a))) throw new FinalError('address not allowed (private, loopback or reserved)');
  return addresses[0]!;
}

interface HopAnswer {
  status: number;
  location: string | undefined;
}

function requestHop(url: URL, address: string, method: 'HEAD' | 'GET', options: LinkProbeOptions): Promise<HopAnswer> {
  const { timeoutMs } = options;
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? https : http).request(
      {
        // The checked address itself: no second lookup. TLS still verifies the certificate against the host name.
        host: address,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method,
        agent: false,
        headers: { host: url.host, 'user-agent': USER_AGENT, accept: 'text/html,*/*;q=0.8' },
        ...(secure && !net.isIP(url.hostname) ? { servername: url.hostname } : {}),
        ...(secure && options.ca ? { ca: options.ca } : {}),
      },
      (response) => {
        clearTimeout(timer);
        const location = response.headers.location;
        // The body is never read: the status says what we need.
        response.destroy();
        resolve({ status: response.statusCode ?? 0, location });
      },
    );
    const timer = setTimeout(() => request.destroy(new Error('no answer in time')), timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new Error(err.code === 'ECONNREFUSED' ? 'connection refused' : err.code === 'ECONNRESET' ? 'connection reset' : err.message));
    });
    request.end();
  });
}

async function follow(start: URL, method: 'HEAD' | 'GET', options: LinkProbeOptions): Promise<number> {
  let url = start;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  for (let hop = 0; ; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FinalError('redirected to a link that is not http or https');
    const address = await resolveHop(url, options);
    const answer = await requestHop(url, address, method, options);
    if (!REDIRECTS.has(answer.status) || !answer.location) return answer.status;
    if (hop >= maxRedirects) throw new FinalError('too many redirects');
    try {
      url = new URL(answer.location, url);
    } catch {
      throw new FinalError('redirected to a link that is not valid');
    }
  }
}

const failed = (status: number) => status === 404 || status === 410 || status >= 500;

/** HEAD first; a HEAD that fails (some servers refuse or mishandle it) is asked again with GET. */
export async function probeLink(link: string, options: LinkProbeOptions): Promise<LinkProbeResult> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { ok: false, status: null, error: 'not a valid link' };
  }
  let headFailure: LinkProbeResult;
  try {
    const status = await follow(url, 'HEAD', options);
    if (status < 400) return { ok: true, status, error: null };
    headFailure = { ok: !failed(status), status, error: failed(status) ? `HTTP ${status}` : null };
  } catch (err) {
    if (err instanceof FinalError) return { ok: false, status: null, error: err.message };
    headFailure = { ok: false, status: null, error: err instanceof Error ? err.message : String(err) };
  }
  try {
    const status = await follow(url, 'GET', options);
    return { ok: !failed(status), status, error: failed(status) ? `HTTP ${status}` : null };
  } catch (err) {
    if (err instanceof FinalError) return { ok: false, status: null, error: err.message };
    return headFailure.ok ? headFailure : { ok: false, status: null, error: err instanceof Error ? err.message : String(err) };
  }
}
