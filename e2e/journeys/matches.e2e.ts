import type { Job, RecommendedJobsResponse } from '@pathway/contracts';
import { expect, it } from 'vitest';
import { apiToken, createVerifiedAccount, expectAccessibleHereAtBothWidths, postApi, signIn } from '../support/accounts.ts';
import { hidden, visible } from '../support/dom.ts';
import { jobList } from '../support/jobs.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

/**
 * Issue 22: a student whose batch a job is not open to sees "Not open to 2026 graduates" on its
 * card, ticks "Only jobs I'm eligible for", and the job leaves the list; the card explains the
 * match in words, "Best match" orders the list, and the dashboard recommends six jobs
 * (docs/product/matches.md).
 */

const BATCH = 2026;

async function getApi<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describeJourney('eligibility and explained matches', () => {
  const journey = useJourney({ seed: 'demo' });

  it('an ineligible student sees the badge, and the filter hides the job', async () => {
    const account = await createVerifiedAccount(journey.server, 'matches');
    const token = await apiToken(journey.server, account);
    const setup = await postApi(
      journey.server,
      '/users/setup-profile',
      {
        firstName: 'Asha',
        lastName: 'Verma',
        phone: '',
        location: 'Pune',
        dob: null,
        bio: '',
        educationLevel: 'Undergraduate',
        collegeName: 'College of Engineering, Pune',
        courseName: 'B.Tech Computer Engineering',
        graduationYear: BATCH,
        cgpa: 8.1,
        skills: ['React', 'JavaScript', 'SQL'],
        experiences: [],
        projects: [],
        prefferedJobTypes: ['Internship'],
        prefferedJobLocations: ['Pune'],
        prefferedDomains: [],
        linkedInProfile: '',
        githubProfile: '',
        website: '',
        resume: null,
      },
      { authorization: `Bearer ${token}` },
    );
    expect(setup.status, await setup.text()).toBe(200);

    // A job the demo catalogue does not open to the 2026 batch, found as the API explains it.
    const answer = await getApi<{ data: Job[] }>(journey.server.baseUrl, '/jobs?limit=100', token);
    const closed = answer.data.find((j) => j.eligibilityCheck?.failed[0] === 'graduationYear');
    expect(closed, 'a job closed to the 2026 batch in the first 100').toBeDefined();

    const { page, problems } = await journey.open();
    await signIn(page, account);
    await page.goto(`/jobs?companies=${encodeURIComponent(closed!.company)}`, { waitUntil: 'networkidle' });
    const list = jobList(page);
    const card = list.cards.filter({ has: page.getByRole('heading', { level: 3, name: closed!.title, exact: true }) }).first();
    await visible(card.getByText(`Not open to ${BATCH} graduates`, { exact: true }));
    // The match in words, from the server's computation.
    const skills = closed!.match!.skills;
    const total = skills.matched.length + skills.missing.length;
    if (skills.missing.length > 0) {
      await visible(card.getByText(`${skills.matched.length} of ${total} skills match · Missing: ${skills.missing.join(', ')}`, { exact: true }));
    }
    await expectAccessibleHereAtBothWidths(page);

    // The filter, by keyboard: the job leaves the list and the address says so.
    const filter = list.sidebar.getByRole('checkbox', { name: /Only jobs I'm eligible for/ });
    await filter.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => new URL(page.url()).searchParams.get('eligible')).toBe('me');
    await hidden(card);
    await visible(list.main.getByRole('button', { name: 'Remove filter: Eligible for me', exact: true }));
    for (const title of await list.titles()) expect(title).not.toBe(closed!.title);
    await expectAccessibleHereAtBothWidths(page);

    // "Best match": the first card is the API's best match.
    await list.main.getByLabel('Sort by').selectOption('match');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('match');
    const best = await getApi<{ data: Job[] }>(
      journey.server.baseUrl,
      `/jobs?company=${encodeURIComponent(closed!.company)}&eligible=me&sortBy=match&limit=10`,
      token,
    );
    await expect.poll(() => list.titles()).toEqual(best.data.map((j) => j.title));

    // The dashboard recommends six jobs, each with why.
    const recommended = await getApi<RecommendedJobsResponse>(journey.server.baseUrl, '/jobs/recommended', token);
    expect(recommended.data).toHaveLength(6);
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    const region = page.getByRole('region', { name: 'Recommended for you' });
    await visible(region.getByRole('link', { name: recommended.data[0]!.title, exact: true }).first());
    expect(await region.getByRole('listitem').count()).toBe(6);
    await expectAccessibleHereAtBothWidths(page);
    problems.expectNone();
  });
});
