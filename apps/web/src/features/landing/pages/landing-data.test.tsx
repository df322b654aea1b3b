import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE_URL } from '@/lib/api-core';
import { setPublicApiBase } from '@/lib/public-api';
import { type HttpRoute, envelope, sendJson, startHttpServer } from '@/test/http-server';
import { renderApp } from '@/test/render';
import { runAt } from '@/test/clock';

const featured = Array.from({ length: 4 }, (_, i) => ({
  _id: `00000000-0000-4000-8000-00000000000${i}`,
  title: `Featured Role ${i + 1}`,
  company: `Company ${i + 1}`,
  logo: null,
  location: 'Pune',
  type: 'Internship',
  stipend: i === 0 ? '₹20,000/month' : '',
  expiryDate: '2027-01-31T18:29:59.000Z',
  applyLink: i === 3 ? 'javascript:alert(1)' : `https://careers.company${i + 1}.example/jobs/${i}`,
}));

const categories = [
  { _id: 'Software Engineering', count: 65 },
  { _id: 'UI/UX Design', count: 12 },
  { _id: 'Sales', count: 1 },
];

const answers: Record<string, HttpRoute> = {
  '/api/v1/stats/platform': (_req, res) =>
    sendJson(res, 200, envelope({ totalJobs: 340, totalCompanies: 68, totalUsers: 12500, newJobsThisWeek: 0 })),
  '/api/v1/jobs/featured': (_req, res) => sendJson(res, 200, envelope(featured)),
  '/api/v1/jobs/category': (_req, res) => sendJson(res, 200, envelope(categories)),
};

let server: Awaited<ReturnType<typeof startHttpServer>>;

beforeAll(async () => {
  server = await startHttpServer({ ...answers });
  setPublicApiBase(`${server.origin}${API_BASE_URL}`);
});

afterEach(() => {
  Object.assign(server.routes, answers);
});

afterAll(async () => {
  setPublicApiBase(API_BASE_URL);
  await server.close();
});

describe('landing page data', () => {
  // The fixtures' dates (deadlines in January 2027) are read from 26 November 2026, noon in India.
  runAt('2026-11-26T12:00:00+05:30');

  it("shows the four numbers, each with '+'", async () => {
    renderApp('/');
    const stats = await screen.findByRole('region', { name: 'Pathway in numbers' });
    await waitFor(() => expect(within(stats).getByText('340+')).toBeInTheDocument());
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(value('Active jobs')).toBe('340+');
    expect(value('Companies hiring')).toBe('68+');
    expect(value('Job seekers')).toBe('12,500+');
    expect(value('New jobs this week')).toBe('0+');
  });

  it('shows at most 3 featured jobs, titles linking to the job, apply links opening externally', async () => {
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Featured jobs' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(server.requests.find((u) => u.pathname.endsWith('/jobs/featured'))?.searchParams.get('limit')).toBe('3');
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'Featured Role 1' })).toHaveAttribute('href', `/jobs/${featured[0]!._id}`);
    expect(within(first).getByText(/^Apply by 31 January 2027 · Closes in \d+ days$/)).toBeInTheDocument();
    expect(within(first).getByText('₹20,000/month')).toBeInTheDocument();
    const apply = within(first).getByRole('link', { name: /Apply Now/ });
    expect(apply).toHaveAttribute('href', 'https://careers.company1.example/jobs/0');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Featured Role 4')).not.toBeInTheDocument();
  });

  it('never makes a link of an apply address that is not a web address', async () => {
    server.routes['/api/v1/jobs/featured'] = (_req, res) => sendJson(res, 200, envelope([featured[3]]));
    renderApp('/');
    const card = await screen.findByRole('article', { name: 'Featured Role 4' });
    expect(within(card).queryByRole('link', { name: /Apply Now/ })).not.toBeInTheDocument();
  });

  it('links each category with its count to the filtered list', async () => {
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Browse by category' });
    const software = await within(section).findByRole('link', { name: /Software Engineering/ });
    expect(software).toHaveAttribute('href', '/jobs?domain=Software+Engineering');
    expect(software).toHaveTextContent('65 jobs');
    expect(within(section).getByRole('link', { name: /UI\/UX Design/ })).toHaveAttribute('href', '/jobs?domain=UI%2FUX+Design');
    expect(within(section).getByRole('link', { name: /Sales/ })).toHaveTextContent('1 job');
  });

  it('leaves out, quietly, whatever could not be loaded (only logged)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure: HttpRoute = (_req, res) =>
      sendJson(res, 500, { success: false, status: 500, message: 'Oops.', code: 'INTERNAL_ERROR' });
    Object.assign(server.routes, {
      '/api/v1/stats/platform': failure,
      '/api/v1/jobs/featured': failure,
      '/api/v1/jobs/category': failure,
    });
    renderApp('/');
    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(3));
    expect(consoleError.mock.calls.map(([message]) => message)).toEqual(
      expect.arrayContaining([
        '[pathway] Could not load the platform numbers:',
        '[pathway] Could not load the featured jobs:',
        '[pathway] Could not load the job categories:',
      ]),
    );
    expect(screen.queryByRole('region', { name: 'Pathway in numbers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Browse by category' })).not.toBeInTheDocument();
    // No error toast.
    expect(within(screen.getByRole('region', { name: /notifications/i })).queryByRole('listitem')).toBeNull();
    // The rest of the page is all there.
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /ready to take the first step/i })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
