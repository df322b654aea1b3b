import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE } from './browser.ts';

const require = createRequire(import.meta.url);
const AXE_FILE = require.resolve('axe-core/axe.min.js');
/**
 * The app's CSP allows scripts from 'self' only, so axe is injected as a same-origin script that
 * the test serves itself (an inline <script> would be refused, and weakening the CSP would hide
 * CSP bugs).
 */
const AXE_PATH = '/__e2e__/axe.min.js';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AccessibleOptions {
  /** CSS selectors left out of the check (use sparingly, and say why where you use it). */
  exclude?: string[];
  /** Rule ids switched off (same). */
  disableRules?: string[];
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; summary: string }[];
}

const routed = new WeakSet<Page>();

async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  if (!routed.has(page)) {
    routed.add(page);
    await page.route(`**${AXE_PATH}`, (route) => route.fulfill({ path: AXE_FILE, contentType: 'text/javascript' }));
  }
  await page.addScriptTag({ url: AXE_PATH });
}

/** Waits for web fonts and for finite animations (dialogs sliding in, toasts fading) to end. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity && a.playState === 'running');
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 2000))]);
  });
}

/** Runs axe-core (WCAG 2.1 A/AA + best practices) on the page as it is now; fails listing every violation. */
export async function expectAccessible(page: Page, opts: AccessibleOptions = {}): Promise<void> {
  await settle(page);
  await injectAxe(page);
  const violations: Violation[] = await page.evaluate(
    async ({ tags, exclude, disableRules }) => {
      const axe = (window as unknown as { axe: typeof Axe }).axe;
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      const result = await axe.run(
        exclude.length > 0 ? { exclude: exclude.map((s) => [s]) } : document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], rules },
      );
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), summary: n.failureSummary ?? '' })),
      }));
    },
    { tags: AXE_TAGS, exclude: opts.exclude ?? [], disableRules: opts.disableRules ?? [] },
  );
  if (violations.length === 0) return;
  const size = page.viewportSize();
  const lines = violations.flatMap((v) => [
    `${v.id} [${v.impact ?? 'n/a'}] ${v.help} (${v.helpUrl})`,
    ...v.nodes.map((n) => `    at ${n.target}\n       ${n.summary.replace(/\n/g, '\n       ')}`),
  ]);
  throw new Error(
    `${violations.length} accessibility violation(s) on ${page.url()} at ${size?.width ?? '?'}×${size?.height ?? '?'}:\n  ${lines.join('\n  ')}`,
  );
}

/** Fails when the page scrolls sideways at its current width, naming the elements that stick out. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const report = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return null;
    const wide = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > width + 1);
    // The innermost offenders say most; their ancestors only stick out because of them.
    const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
    // No named helper functions in here: a bundler's keepNames wrapper would not exist in the page.
    const offenders = innermost.slice(0, 8).map((el) => {
      const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      const classes =
        typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : '';
      const right = Math.round(el.getBoundingClientRect().right);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes}> "${label}" right edge ${right}px`;
    });
    return { scrollWidth: root.scrollWidth, width, offenders };
  });
  if (!report) return;
  throw new Error(
    `${page.url()} scrolls sideways: scrollWidth ${report.scrollWidth}px > ${report.width}px. Sticking out:\n  ${report.offenders.join('\n  ')}`,
  );
}

/**
 * Checks `url` at 1280 px and at 375 px: loads it at each width, waits for the network and fonts to
 * settle, runs axe, and at 375 px also requires that nothing scrolls sideways. Restores the viewport.
 */
export async function expectAccessibleAtBothWidths(page: Page, url: string, opts: AccessibleOptions = {}): Promise<void> {
  const original = page.viewportSize();
  try {
    for (const size of [DESKTOP, MOBILE]) {
      await page.setViewportSize({ ...size });
      await page.goto(url, { waitUntil: 'networkidle' });
      await expectAccessible(page, opts);
      if (size.width === MOBILE.width) await expectNoHorizontalScroll(page);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}
