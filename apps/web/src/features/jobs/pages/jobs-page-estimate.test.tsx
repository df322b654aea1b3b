import { COUNT_BOUND, type JobListResponse } from '@pathway/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/lib/toast';
import { fakeServer, ok, renderApp } from '@/test/render';
import { makeJob } from '@/test/job-fixtures';

/** Jobs on the pages past the estimated total, up to this page; the pages after it are empty. */
const LAST_PAGE_WITH_JOBS = 1001;

let server: ReturnType<typeof fakeServer> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
  act(() => dismissToast());
});

const listPages = () => (server?.requests ?? []).filter((r) => r.url === '/jobs').map((r) => Number((r.params as { page?: string }).page));

/** `GET /jobs` answering every page with `total` jobs, exact or (`estimate`) "at least". */
function startServer(total: number, estimate: boolean) {
  server = fakeServer((config: InternalAxiosRequestConfig) => {
    const params = (config.params ?? {}) as Record<string, unknown>;
    switch (config.url) {
      case '/users/profile':
        return { status: 401, data: { success: false, code: 'UNAUTHORIZED', message: 'No.' } };
      case '/jobs': {
        const page = Number(params.page ?? 1);
        const limit = Number(params.limit ?? 10);
        const count = page <= LAST_PAGE_WITH_JOBS ? limit : 0;
        const answer: JobListResponse = {
          data: Array.from({ length: count }, (_, i) => makeJob({ title: `Job ${(page - 1) * limit + i + 1}` })),
          pagination: { page, limit, total, totalPages: Math.ceil(total / limit), ...(estimate ? { totalIsEstimate: true } : {}) },
        };
        return ok(answer);
      }
      default:
        return config.url?.startsWith('/jobs/') ? ok([]) : { status: 404, data: { success: false, code: 'NOT_FOUND', message: 'Not found.' } };
    }
  });
}

describe('/jobs with a total past the count bound', () => {
  it("shows '10,000+ jobs' and pages through the capped number of pages", async () => {
    const user = userEvent.setup();
    startServer(COUNT_BOUND, true);
    renderApp('/jobs');
    expect(await screen.findByRole('heading', { level: 2, name: 'Showing 1–10 of 10,000+ jobs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Showing 11–20 of 10,000+ jobs' })).toBeInTheDocument();
    expect(listPages().at(-1)).toBe(2);
  });

  it('keeps an address past the estimated last page while that page holds jobs', async () => {
    startServer(COUNT_BOUND, true);
    const { router } = renderApp(`/jobs?page=${LAST_PAGE_WITH_JOBS}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Showing 10,001–10,010 of 10,000+ jobs' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?page=${LAST_PAGE_WITH_JOBS}`);
    expect(listPages()).toEqual([LAST_PAGE_WITH_JOBS]);
  });

  it('goes to the estimated last page from an empty page past it', async () => {
    startServer(COUNT_BOUND, true);
    const { router } = renderApp(`/jobs?page=${LAST_PAGE_WITH_JOBS + 1}`);
    await waitFor(() => expect(router.state.location.search).toBe('?page=1000'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Showing 9,991–10,000 of 10,000+ jobs' })).toBeInTheDocument();
  });

  it('keeps an exact total below the bound, without a +', async () => {
    startServer(COUNT_BOUND - 1, false);
    renderApp('/jobs');
    expect(await screen.findByRole('heading', { level: 2, name: 'Showing 1–10 of 9,999 jobs' })).toBeInTheDocument();
  });
});
