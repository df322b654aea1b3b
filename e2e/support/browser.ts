import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { chromiumPath } from './paths.ts';

/** Quiet, offline-friendly flags: no GPU, no sandbox (containers run as root), no phoning home. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

export type Device = 'desktop' | 'mobile';

/** Debian's Chromium through playwright-core; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

export function contextOptions(device: Device, baseUrl: string): BrowserContextOptions {
  const common: BrowserContextOptions = {
    baseURL: baseUrl,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: 'block',
  };
  return device === 'desktop'
    ? { ...common, viewport: { ...DESKTOP } }
    : { ...common, viewport: { ...MOBILE }, screen: { ...MOBILE }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
}

export function newDesktopContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  return browser.newContext(contextOptions('desktop', baseUrl));
}

export function newMobileContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  return browser.newContext(contextOptions('mobile', baseUrl));
}

export interface PageProblems {
  /** console.error and friends, with the page URL. */
  consoleErrors: string[];
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  /** Same-origin requests that failed at the network level or answered 4xx/5xx. */
  failedRequests: string[];
  /** Fails with every problem seen, except those matching one of `allow`. */
  expectNone(opts?: { allow?: RegExp[] }): void;
}

/** Starts recording what went wrong on `page`; call before navigating. */
export function watchPage(page: Page, baseUrl: string): PageProblems {
  const origin = new URL(baseUrl).origin;
  const sameOrigin = (url: string) => {
    try {
      return new URL(url).origin === origin;
    } catch {
      return false;
    }
  };
  const problems: PageProblems = {
    consoleErrors: [],
    pageErrors: [],
    failedRequests: [],
    expectNone(opts = {}) {
      const allowed = (line: string) => (opts.allow ?? []).some((re) => re.test(line));
      const lines = [
        ...problems.pageErrors.map((e) => `page error: ${e}`),
        ...problems.consoleErrors.map((e) => `console error: ${e}`),
        ...problems.failedRequests.map((e) => `request: ${e}`),
      ].filter((line) => !allowed(line));
      if (lines.length > 0) throw new Error(`The page reported ${lines.length} problem(s):\n  ${lines.join('\n  ')}`);
    },
  };
  // A refusal by the Content-Security-Policy (an eval, an inline script) becomes a console error, so
  // it fails the journey like any other problem.
  void page
    .addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
      });
    })
    .catch(() => {});
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url;
    problems.consoleErrors.push(`${msg.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (err) => problems.pageErrors.push(err.stack ?? err.message));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // Navigating away cancels in-flight requests; that is the browser's doing, not a failure.
    if (!sameOrigin(request.url()) || reason.includes('ERR_ABORTED')) return;
    problems.failedRequests.push(`${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (!sameOrigin(response.url()) || response.status() < 400) return;
    problems.failedRequests.push(`${response.request().method()} ${response.url()} ${response.status()}`);
  });
  return problems;
}
