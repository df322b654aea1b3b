import type { SavedSearch } from '@pathway/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { dismissToast } from '@/lib/toast';
import { bodyOf, failure, fakeApi, fakeServer, ok, renderApp, testUser, toastRegion } from '@/test/render';
import { makeJob, pageOf } from '@/test/job-fixtures';

let server: { restore(): void; requests: InternalAxiosRequestConfig[] } | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
  act(() => dismissToast());
});

const search = (fields: Partial<SavedSearch> = {}): SavedSearch => ({
  _id: 'f0000000-0000-4000-8000-000000000001',
  name: 'React in Bengaluru',
  params: { q: 'react', location: 'Bengaluru' },
  frequency: 'daily',
  lastSentAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

/** The saved-searches API over `items`, as the server answers it. */
function start(items: SavedSearch[]) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  let list = [...items];
  const byId = (config: InternalAxiosRequestConfig) => decodeURIComponent(config.url!.split('/').at(-1)!);
  server = fakeServer((config) => {
    const route = `${(config.method ?? 'get').toUpperCase()} ${config.url?.replace(/[0-9a-f-]{36}$/, ':id')}`;
    switch (route) {
      case 'GET /users/profile':
        return ok(testUser);
      case 'GET /saved-searches':
        return ok(list);
      case 'PATCH /saved-searches/:id': {
        const changes = bodyOf(config) as Partial<SavedSearch>;
        if (changes.name === 'taken') return failure(400, 'VALIDATION_ERROR', 'Invalid.', { name: 'name must be at most 80 characters.' });
        list = list.map((s) => (s._id === byId(config) ? { ...s, ...changes } : s));
        return ok(list.find((s) => s._id === byId(config)));
      }
      case 'DELETE /saved-searches/:id':
        list = list.filter((s) => s._id !== byId(config));
        return ok({ deleted: true });
      default:
        return failure(404, 'NOT_FOUND', 'Not found.');
    }
  });
  return server;
}

const sent = (method: string) => (server?.requests ?? []).filter((r) => r.method === method && r.url?.startsWith('/saved-searches'));

describe('/saved-searches', () => {
  it('lists each search with what it searches, its last alert and its /jobs address', async () => {
    start([search(), search({ _id: 'f0000000-0000-4000-8000-000000000002', name: 'Design', params: { type: 'Internship' }, frequency: 'off', lastSentAt: '2026-11-25T03:00:00.000Z' })]);
    renderApp('/saved-searches');
    const card = await screen.findByRole('group', { name: 'React in Bengaluru' });
    expect(within(card).getByText('Searches: react · Bengaluru')).toBeInTheDocument();
    expect(within(card).getByText('No alert sent yet')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Open search/ })).toHaveAttribute('href', '/jobs?q=react&location=Bengaluru');
    expect(within(card).getByRole('combobox', { name: 'Email me new jobs' })).toHaveValue('daily');
    const paused = screen.getByRole('group', { name: 'Design' });
    expect(within(paused).getByText(/Last alert: .+ · Alerts paused/)).toBeInTheDocument();
    expect(within(paused).getByRole('button', { name: 'Resume alerts for Design' })).toBeInTheDocument();
    expect(screen.getByText('2 of 20 saved searches')).toBeInTheDocument();
  });

  it('changes the frequency, pauses, renames in place and deletes after asking', async () => {
    const user = userEvent.setup();
    start([search()]);
    renderApp('/saved-searches');
    const card = await screen.findByRole('group', { name: 'React in Bengaluru' });

    await user.selectOptions(within(card).getByRole('combobox', { name: 'Email me new jobs' }), 'weekly');
    await waitFor(() => expect(bodyOf(sent('patch').at(-1))).toEqual({ frequency: 'weekly' }));
    await user.click(within(card).getByRole('button', { name: 'Pause alerts for React in Bengaluru' }));
    await waitFor(() => expect(bodyOf(sent('patch').at(-1))).toEqual({ frequency: 'off' }));
    expect(await within(toastRegion()).findByText('Alerts paused.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Rename React in Bengaluru' }));
    const rename = screen.getByRole('form', { name: 'Rename React in Bengaluru' });
    const input = within(rename).getByRole('textbox', { name: 'Name' });
    await user.clear(input);
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(within(rename).getByText('Give this search a name.')).toBeInTheDocument();
    await user.type(input, 'taken');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(rename).findByText('name must be at most 80 characters.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'React jobs{Enter}');
    expect(await screen.findByRole('group', { name: 'React jobs' })).toBeInTheDocument();
    expect(bodyOf(sent('patch').at(-1))).toEqual({ name: 'React jobs' });

    await user.click(screen.getByRole('button', { name: 'Delete React jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “React jobs”?' });
    expect(sent('delete')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeInTheDocument();
    expect(sent('delete')).toHaveLength(1);
  });

  it('says so when the list cannot be loaded, and asks again', async () => {
    const user = userEvent.setup();
    localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
    let fail = true;
    server = fakeApi({
      'GET /users/profile': ok(testUser),
      'GET /saved-searches': () => (fail ? failure(503, 'SERVICE_UNAVAILABLE', 'Down.') : ok([])),
    });
    renderApp('/saved-searches');
    expect(await screen.findByText('Your saved searches could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeInTheDocument();
  });
});

describe('Save this search on /jobs', () => {
  function startJobs(signedIn: boolean) {
    if (signedIn) localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
    server = fakeServer((config) => {
      const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
      if (key === 'GET /users/profile') return signedIn ? ok(testUser) : failure(401, 'UNAUTHORIZED', 'No.');
      if (key === 'GET /jobs') return ok(pageOf([makeJob({ title: 'React Developer' })], 1, 10));
      if (key.startsWith('GET /jobs/')) return ok([]);
      if (key === 'GET /users/saved-jobs/ids' || key === 'GET /users/saved-job-ids') return ok([]);
      if (key === 'POST /saved-searches') return ok({ ...search(), ...(bodyOf(config) as object) }, 201);
      return failure(404, 'NOT_FOUND', 'Not found.');
    });
  }

  it('saves the address search under the offered name with the chosen frequency', async () => {
    const user = userEvent.setup();
    startJobs(true);
    renderApp('/jobs?q=react&location=Bengaluru&page=2');
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('react · Bengaluru');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Email me new jobs' }), 'instant');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(server!.requests.some((r) => r.url === '/saved-searches')).toBe(true));
    const post = server!.requests.find((r) => r.url === '/saved-searches');
    expect(bodyOf(post)).toEqual({ name: 'react · Bengaluru', frequency: 'instant', params: { q: 'react', location: 'Bengaluru' } });
    expect(await within(toastRegion()).findByText('Search saved. We will email you new jobs that match it.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save this search' })).not.toBeInTheDocument());
  });

  it('sends a guest to sign in, and back to the same search after', async () => {
    const user = userEvent.setup();
    startJobs(false);
    const { router } = renderApp('/jobs?q=react');
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/jobs', search: '?q=react' } });
  });
});
