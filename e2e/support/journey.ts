import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import { contextOptions, launchBrowser, watchPage, type Device, type PageProblems } from './browser.ts';
import { hasChromium } from './paths.ts';
import { startServer, type StartOptions, type TestServer } from './server.ts';

/** `describe` for journeys: skipped (global setup says why) when Chromium is not installed. */
export const describeJourney = describe.skipIf(!hasChromium());

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  problems: PageProblems;
}

export interface Journey {
  readonly server: TestServer;
  readonly browser: Browser;
  /** A fresh browser context (closed after the test) with one page, watched for errors. */
  open(path?: string, device?: Device): Promise<OpenedPage>;
}

/**
 * Call inside a describe block: starts the server and the browser before the file's tests and
 * closes them after; each `open()` gets a fresh context that is closed after its test.
 */
export function useJourney(opts: StartOptions = {}): Journey {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const [s, b] = await Promise.allSettled([startServer(opts), launchBrowser()]);
    if (s.status === 'fulfilled') server = s.value;
    if (b.status === 'fulfilled') browser = b.value;
    if (s.status === 'rejected') throw s.reason;
    if (b.status === 'rejected') throw b.reason;
  });

  // When a test fails, show what the server logged (warnings and errors) while it ran.
  beforeEach((ctx) => {
    const seen = server?.problems().length ?? 0;
    ctx.onTestFailed(() => {
      const lines = server?.problems().slice(seen) ?? [];
      if (lines.length > 0) console.error(`[e2e] server log during "${ctx.task.name}":\n  ${lines.join('\n  ')}`);
    });
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
  });

  afterAll(async () => {
    await browser?.close().catch(() => {});
    await server?.close();
  });

  const journey: Journey = {
    get server() {
      if (!server) throw new Error('The server is not started (beforeAll failed?)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('The browser is not launched (beforeAll failed?)');
      return browser;
    },
    async open(path, device = 'desktop') {
      const context = await journey.browser.newContext(contextOptions(device, journey.server.baseUrl));
      contexts.push(context);
      // Well under the test timeout, so a missing element fails fast and says which one.
      context.setDefaultTimeout(10_000);
      context.setDefaultNavigationTimeout(20_000);
      const page = await context.newPage();
      const problems = watchPage(page, journey.server.baseUrl);
      if (path !== undefined) await page.goto(path, { waitUntil: 'networkidle' });
      return { page, context, problems };
    },
  };
  return journey;
}
