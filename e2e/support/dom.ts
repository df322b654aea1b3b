import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The page's path and query, e.g. '/jobs?q=react+developer'. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the page's path (without query) is `path`. */
export async function expectPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout }).toBe(path);
}

/** The text of the elements that aria-describedby points at, as a screen reader would announce it. */
export function accessibleDescription(locator: Locator): Promise<string> {
  return locator.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );
}

/** Waits until `locator` is visible (Playwright's auto-wait, with a readable failure). */
export async function visible(locator: Locator, timeout = 10_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

export async function hidden(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** Gives the app a moment to react to something that should do nothing (a no-op must stay a no-op). */
export function pause(ms = 400): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The element that has keyboard focus, described by role-ish attributes for messages. */
export function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(body)';
    return `<${el.tagName.toLowerCase()}> ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`;
  });
}
