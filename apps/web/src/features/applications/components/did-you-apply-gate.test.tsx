import type { Application } from '@pathway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { makeApplication } from '@/test/application-fixtures';
import { bodyOf, failure, fakeApi, type FakeRoutes, ok, renderApp, testUser, toastRegion } from '@/test/render';

let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
});

/**
 * A signed-in student with `pending` clicked applications; answering one takes it off the list the
 * server gives, as the real one does.
 */
function start(pending: Application[], extra: FakeRoutes = {}) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  const list = [...pending];
  const routes: FakeRoutes = {
    'GET /users/profile': ok(testUser),
    'GET /applications/pending-confirmation': () => ok([...list]),
    'GET /users/stats': ok({ savedJobsCount: 0, profileCompletion: 38, applicationCount: pending.length }),
    'GET /users/activity': ok([]),
    'GET /subscription/info': ok({
      tier: 'free',
      status: 'inactive',
      expiresAt: null,
      usage: { jobViews: 0, applications: pending.length },
      limits: { jobViewsPerMonth: 5, applicationsPerMonth: 5 },
      usageResetsAt: '2026-11-30T18:30:00.000Z',
    }),
  };
  for (const application of pending) {
    routes[`POST /applications/${application._id}/confirmation`] = (config) => {
      const { answer } = bodyOf(config) as { answer: string };
      // Every answer takes it off the list ('Not yet' for 3 days).
      const index = list.findIndex((a) => a._id === application._id);
      if (index !== -1) list.splice(index, 1);
      const status = answer === 'yes' ? 'applied' : answer === 'wont' ? 'withdrawn' : 'clicked';
      return ok({ ...application, status });
    };
  }
  server = fakeApi({ ...routes, ...extra });
  return server;
}

const prompt = () => screen.findByRole('region', { name: 'Did you apply?' });
/** The question on screen (the live region repeats it for screen readers). */
const findQuestion = async (text: string) => within(await prompt()).findByText(text);
const pendingRequests = () => (server?.requests ?? []).filter((r) => r.url === '/applications/pending-confirmation');
const answersSent = () =>
  (server?.requests ?? []).filter((r) => r.method === 'post').map((r) => ({ url: r.url, body: bodyOf(r) }));

describe('"Did you apply?"', () => {
  it('asks about the newest click on whatever page the student comes back to, and Yes marks it applied', async () => {
    const user = userEvent.setup();
    const zoho = makeApplication({ title: 'Frontend Developer Intern', company: 'Zoho' });
    start([zoho]);
    renderApp('/about');
    const region = await prompt();
    expect(within(region).getByText('Did you apply to Frontend Developer Intern at Zoho?')).toBeInTheDocument();
    // Announced politely, once, without taking the focus.
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Did you apply to Frontend Developer Intern at Zoho?'),
    );
    expect(region).not.toContainElement(document.activeElement as HTMLElement);

    await user.click(within(region).getByRole('button', { name: 'Yes' }));
    expect(answersSent()).toEqual([{ url: `/applications/${zoho._id}/confirmation`, body: { answer: 'yes' } }]);
    expect(await within(toastRegion()).findByText('Marked as applied.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Did you apply?' })).not.toBeInTheDocument());
  });

  it('asks one question at a time; a keyboard user answers and lands on the next one, then on the page', async () => {
    const user = userEvent.setup();
    const first = makeApplication({ title: 'Data Analyst', company: 'Infosys' });
    const second = makeApplication({ title: 'UX Intern', company: 'Swiggy' });
    start([first, second]);
    renderApp('/dashboard');
    const region = await prompt();
    expect(within(region).getByText('Did you apply to Data Analyst at Infosys?')).toBeInTheDocument();
    expect(within(region).getByText('1 more question after this one.')).toBeInTheDocument();
    expect(within(region).queryByText(/UX Intern/)).not.toBeInTheDocument();

    // Reached by Tab from the skip link, before the page's own content.
    const yes = within(region).getByRole('button', { name: 'Yes' });
    expect(yes).toHaveAccessibleDescription('Did you apply to Data Analyst at Infosys?');
    const notYet = within(region).getByRole('button', { name: 'Not yet' });
    notYet.focus();
    await user.keyboard('{Enter}');
    expect(answersSent().at(-1)).toEqual({ url: `/applications/${first._id}/confirmation`, body: { answer: 'not_yet' } });
    expect(await within(toastRegion()).findByText("We'll ask again in 3 days.")).toBeInTheDocument();

    const next = await findQuestion('Did you apply to UX Intern at Swiggy?');
    await waitFor(() => expect(next).toHaveFocus());
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(region).getByRole('button', { name: "I won't" })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(answersSent().at(-1)).toEqual({ url: `/applications/${second._id}/confirmation`, body: { answer: 'wont' } });
    expect(await within(toastRegion()).findByText('Marked as withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Did you apply?' })).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('"Ask me later" puts a question aside for this visit without telling the server', async () => {
    const user = userEvent.setup();
    const first = makeApplication({ title: 'Data Analyst', company: 'Infosys' });
    const second = makeApplication({ title: 'UX Intern', company: 'Swiggy' });
    start([first, second]);
    const { router } = renderApp('/about');
    const region = await prompt();
    await user.click(within(region).getByRole('button', { name: 'Ask me later' }));
    expect(await findQuestion('Did you apply to UX Intern at Swiggy?')).toBeInTheDocument();
    expect(within(await prompt()).queryByText('Did you apply to Data Analyst at Infosys?')).not.toBeInTheDocument();
    expect(answersSent()).toEqual([]);

    // Every page asks the server again; the question put aside stays aside.
    const before = pendingRequests().length;
    await router.navigate('/help');
    await waitFor(() => expect(pendingRequests().length).toBeGreaterThan(before));
    expect(await findQuestion('Did you apply to UX Intern at Swiggy?')).toBeInTheDocument();
    expect(within(await prompt()).queryByText('Did you apply to Data Analyst at Infosys?')).not.toBeInTheDocument();
  });

  it('asks nothing of a guest, and nothing when nothing waits', async () => {
    server = fakeApi({});
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(pendingRequests()).toEqual([]);
    server.restore();

    start([]);
    renderApp('/about');
    await waitFor(() => expect(pendingRequests()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Did you apply?' })).not.toBeInTheDocument();
  });

  it('leaves the page up when the question cannot be asked', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    start([], { 'GET /applications/pending-confirmation': failure(500, 'INTERNAL_ERROR', 'Something went wrong.') });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledWith('[pathway] Could not load the applications to confirm:', expect.anything()));
    expect(screen.queryByRole('region', { name: 'Did you apply?' })).not.toBeInTheDocument();
    expect(within(toastRegion()).queryByText('Error')).not.toBeInTheDocument();
  });

  it('puts the question back and says why when the answer fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const zoho = makeApplication({ title: 'Frontend Developer Intern', company: 'Zoho' });
    start([zoho], {
      [`POST /applications/${zoho._id}/confirmation`]: failure(503, 'SERVICE_UNAVAILABLE', 'The service is busy. Please try again.'),
    });
    renderApp('/about');
    await user.click(within(await prompt()).getByRole('button', { name: 'Yes' }));
    expect(await within(toastRegion()).findByText('The service is busy. Please try again.')).toBeInTheDocument();
    expect(await findQuestion('Did you apply to Frontend Developer Intern at Zoho?')).toBeInTheDocument();
  });
});
