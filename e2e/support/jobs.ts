import { DEFAULT_PAGE_SIZE } from '@pathway/contracts/constants';
import type { Job } from '@pathway/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Helpers for the catalogue journeys (landing, /jobs, /jobs/:id): what the API says a list address
 * should show, and what the page actually shows.
 */

export interface JobListAnswer {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  jobs: Job[];
}

interface Envelope<T> {
  data: T;
}

/**
 * What `GET /api/v1/jobs` answers for a /jobs address (docs/product/catalogue.md#the-job-list): q →
 * query, type, location, domain, companies → company (comma-joined), page; newest first unless
 * searching.
 */
export async function apiListFor(page: Page, listUrl: string): Promise<JobListAnswer> {
  const address = new URL(listUrl, 'http://x').searchParams;
  const api = new URLSearchParams({ page: address.get('page') ?? '1', limit: String(DEFAULT_PAGE_SIZE) });
  const q = address.get('q');
  if (q) api.set('query', q);
  for (const name of ['type', 'location', 'domain'] as const) {
    const value = address.get(name);
    if (value) api.set(name, value);
  }
  const companies = address.get('companies');
  if (companies) api.set('company', companies);
  if (!q) {
    api.set('sortBy', 'postedDate');
    api.set('sortOrder', 'desc');
  }
  const response = await page.request.get(`/api/v1/jobs?${api.toString()}`);
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as Envelope<{ data: Job[]; pagination: Omit<JobListAnswer, 'jobs'> }>;
  return { ...body.data.pagination, jobs: body.data.data };
}

/**
 * One job as `GET /api/v1/jobs/{id}` answers it (200 only). The detail needs a signed-in user
 * (`token`, e.g. from `apiToken`); each different job counts towards a free account's 5 a month.
 */
export async function apiJob(page: Page, id: string, token: string): Promise<Job> {
  const response = await page.request.get(`/api/v1/jobs/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<Job>).data;
}

/** The job list of /jobs as a user sees it. */
export function jobList(page: Page) {
  const main = page.getByRole('main');
  const cards = main.getByRole('article');
  return {
    main,
    /** The results' heading: the count line ('Showing 1–10 of 332 jobs') or 'No jobs found'. */
    count: main.getByRole('heading', { level: 2, name: /^(Showing \d|No jobs found|Loading jobs|Jobs could not)/ }),
    cards,
    /** A card by its position. */
    card: (index: number) => cards.nth(index),
    /** The card titles, in order. */
    titles: () => cards.getByRole('heading', { level: 3 }).allInnerTexts(),
    search: main.getByRole('search').getByRole('searchbox', { name: 'Search jobs' }),
    /** The desktop sidebar (hidden below 768 px, where the sheet takes over). */
    sidebar: main.getByRole('complementary', { name: 'Filters' }),
    /** A chip's remove button. */
    removeChip: (label: string) => main.getByRole('button', { name: `Remove filter: ${label}`, exact: true }),
    chipRemovers: main.getByRole('button', { name: /^Remove filter: / }),
    clearAll: main.getByRole('button', { name: 'Clear all', exact: true }),
    pagination: main.getByRole('navigation', { name: 'Pagination' }),
  };
}

/** What the count line says for an answer. */
export function countLineOf(answer: JobListAnswer): string {
  if (answer.total === 0) return 'No jobs found';
  const first = (answer.page - 1) * answer.limit + 1;
  const last = first + answer.jobs.length - 1;
  return `Showing ${first}–${last} of ${answer.total} ${answer.total === 1 ? 'job' : 'jobs'}`;
}

/**
 * Waits until the page shows exactly what the API answers for its current address (or `listUrl`):
 * the same count line and the same titles in the same order. Returns the answer.
 */
export async function expectListMatchesApi(page: Page, listUrl?: string): Promise<JobListAnswer> {
  const url = listUrl ?? page.url();
  const answer = await apiListFor(page, url);
  const list = jobList(page);
  await expect
    .poll(async () => ({ count: (await list.count.innerText()).trim(), titles: await list.titles() }), { timeout: 10_000 })
    .toEqual({ count: countLineOf(answer), titles: answer.jobs.map((j) => j.title) });
  // Settled: not showing the previous results while new ones load.
  await expect.poll(() => list.main.locator('[aria-busy="true"]').count()).toBe(0);
  return answer;
}

/** The address's query as a plain object, for comparing whole states at once. */
export function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** The toast region (Radix's viewport, labelled 'Notifications'). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /notifications/i });
}

/** Decodes the few entities the server's HTML escaping produces. */
export function decodeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) =>
    ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );
}

/** The head of a served HTML page: its title, meta description, robots and JSON-LD blocks. */
export function headOf(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const titles = [...head.matchAll(/<title>([\s\S]*?)<\/title>/gi)].map((m) => decodeHtml(m[1]!));
  const meta = (name: string) =>
    [...head.matchAll(/<meta\s+name="([^"]+)"\s+content="([^"]*)"/gi)]
      .filter((m) => m[1]!.toLowerCase() === name)
      .map((m) => decodeHtml(m[2]!));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return { titles, descriptions: meta('description'), robots: meta('robots'), jsonLd };
}
