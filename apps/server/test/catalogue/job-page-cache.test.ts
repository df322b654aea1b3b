import type { Job } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCacheFor, VERSION_CHECK_INTERVAL_MS } from '../../src/modules/jobs/catalogue-cache.ts';
import { DUE_GATHER_MS, listRowsFor, ROW_TTL_MS } from '../../src/modules/jobs/list-rows.ts';
import { startAccounts, type Accounts } from '../accounts/helpers.ts';
import { addJobs, DAY, signedUp } from '../user-area/helpers.ts';

/**
 * GET /jobs/:id keeps each job's row in the catalogue cache (docs/query-plans.md, "single jobs"):
 * a job page opened again reads nothing, and still never shows a job another process changed,
 * hid or that expired.
 */
let a: Accounts;
beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a?.close();
});

const lookups = () => ({ ...catalogueCacheFor(a.t.app.deps).lookups });
const afterVersionCheck = () => new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_INTERVAL_MS + 100));

describe('a job page', () => {
  it('is read once, then answered from memory, the same', async () => {
    const viewer = await signedUp(a);
    const [id] = await addJobs(a, [{ company: 'Kept Page Co', title: 'Kept Page Intern' }]);
    const first = await viewer.api('GET', `/jobs/${id}`);
    expect(first.statusCode).toBe(200);
    const before = lookups();
    const second = await viewer.api('GET', `/jobs/${id}`);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect(lookups().hits).toBe(before.hits + 1);
    expect(lookups().misses).toBe(before.misses);
  });

  it('shows what another process changed, and 404s a job it hid, within a second', async () => {
    const viewer = await signedUp(a);
    const [id] = await addJobs(a, [{ company: 'Edited Elsewhere Co', title: 'Before The Edit' }]);
    expect((await viewer.api('GET', `/jobs/${id}`)).json().data.title).toBe('Before The Edit');
    // psql or another replica: the version moves in the database, this process is not told.
    await a.t.database.db.execute(sql`UPDATE jobs SET title = 'After The Edit' WHERE id = ${id}`);
    await afterVersionCheck();
    expect(((await viewer.api('GET', `/jobs/${id}`)).json().data as Job).title).toBe('After The Edit');

    await a.t.database.db.execute(sql`UPDATE jobs SET hidden_at = now() WHERE id = ${id}`);
    await afterVersionCheck();
    const hidden = await viewer.api('GET', `/jobs/${id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().details.reason).toBe('not_found');
  });

  it('says a job expired once its time is past, with no write at all', async () => {
    const expiry = new Date(a.clock.now().getTime() + DAY);
    const [id] = await addJobs(a, [{ company: 'Expiring Page Co', expiryDate: expiry.toISOString() }]);
    expect((await (await signedUp(a)).api('GET', `/jobs/${id}`)).statusCode).toBe(200);
    a.clock.advance(DAY + 1_000);
    // Signed in again: an access token lives 15 minutes.
    const gone = await (await signedUp(a)).api('GET', `/jobs/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().details).toMatchObject({ reason: 'expired', expiredAt: expiry.toISOString() });
  });

  it('of a job that is not there is never kept: one imported later is found at once', async () => {
    const viewer = await signedUp(a);
    const id = '00000000-0000-4000-8000-00000000c0de';
    expect((await viewer.api('GET', `/jobs/${id}`)).statusCode).toBe(404);
    await a.t.database.db.execute(sql`INSERT INTO jobs (id, external_id, title, company_id, company_name, type, location, work_mode, description, apply_link, posted_date, expiry_date)
      SELECT ${id}, 'kept-page-late', 'Late Arrival', company_id, company_name, type, location, work_mode, description, apply_link, posted_date, expiry_date FROM jobs WHERE hidden_at IS NULL AND expiry_date > ${a.clock.now()} LIMIT 1`);
    const found = await viewer.api('GET', `/jobs/${id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.title).toBe('Late Arrival');
  });
});

/**
 * A live job's page from the row a list page kept beside the search index (list-rows.ts,
 * docs/search.md#job-pages-from-kept-rows): no catalogue cache, no database, and the same answer.
 */
describe('a job page from a kept row', () => {
  const details = () => ({ ...listRowsFor(a.t.database.db).details });
  /** Lists the company's jobs (the search index chooses the page), so that their rows are kept. */
  const listed = async (viewer: Awaited<ReturnType<typeof signedUp>>, company: string) => {
    const page = await viewer.api('GET', `/jobs?company=${encodeURIComponent(company)}`);
    expect(page.statusCode).toBe(200);
    return page.json().data.data as Job[];
  };

  it('answers as the database does, reading neither the catalogue cache nor the database', async () => {
    const viewer = await signedUp(a);
    const description = 'Analyse the hiring data of a growing team and present it every week. '.repeat(12);
    const [id] = await addJobs(a, [{ company: 'Kept Row Co', title: 'Kept Row Analyst', description }]);
    const fromDatabase = await viewer.api('GET', `/jobs/${id}`);
    expect(fromDatabase.statusCode).toBe(200);
    expect(await listed(viewer, 'Kept Row Co')).toHaveLength(1);
    const [before, lookedUp] = [details(), lookups()];
    const fromMemory = await viewer.api('GET', `/jobs/${id}`);
    expect(details()).toEqual({ memory: before.memory + 1, database: before.database });
    expect(lookups()).toEqual(lookedUp);
    expect(fromMemory.statusCode).toBe(200);
    expect(fromMemory.json().data).toEqual(fromDatabase.json().data);
    // The whole description, not the list's summary.
    expect((fromMemory.json().data as Job).description).toBe(description.trim());
    expect((await listed(viewer, 'Kept Row Co'))[0]!.description.length).toBeLessThan(description.length / 2);
  });

  it('shows what another process changed, and 404s a job it hid, within a second', async () => {
    const viewer = await signedUp(a);
    const [id] = await addJobs(a, [{ company: 'Kept Edited Co', title: 'Kept Before The Edit' }]);
    await listed(viewer, 'Kept Edited Co');
    expect((await viewer.api('GET', `/jobs/${id}`)).json().data.title).toBe('Kept Before The Edit');
    await a.t.database.db.execute(sql`UPDATE jobs SET title = 'Kept After The Edit', description = 'Rewritten elsewhere. ' || description WHERE id = ${id}`);
    await afterVersionCheck();
    const edited = (await viewer.api('GET', `/jobs/${id}`)).json().data as Job;
    expect(edited.title).toBe('Kept After The Edit');
    expect(edited.description).toMatch(/^Rewritten elsewhere\. /);

    // Kept again as edited, then hidden (the console also ends its listing; here the column alone).
    await listed(viewer, 'Kept Edited Co');
    const before = details();
    expect((await viewer.api('GET', `/jobs/${id}`)).statusCode).toBe(200);
    expect(details().memory).toBe(before.memory + 1);
    await a.t.database.db.execute(sql`UPDATE jobs SET hidden_at = now() WHERE id = ${id}`);
    await afterVersionCheck();
    const hidden = await viewer.api('GET', `/jobs/${id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().details.reason).toBe('not_found');
    // Read while hidden (a list still finds it by its column alone): kept without its page.
    await listed(viewer, 'Kept Edited Co');
    expect((await viewer.api('GET', `/jobs/${id}`)).json().details.reason).toBe('not_found');
  });

  it('renews the counters a minute old, as a list page does', async () => {
    const viewer = await signedUp(a);
    const [id] = await addJobs(a, [{ company: 'Kept Counter Co', title: 'Kept Counter Intern' }]);
    await listed(viewer, 'Kept Counter Co');
    const first = (await viewer.api('GET', `/jobs/${id}`)).json().data as Job;
    // Apply Now raises the counter without a catalogue version: the kept row cannot know yet.
    await a.t.database.db.execute(sql`UPDATE jobs SET applications_count = applications_count + 3 WHERE id = ${id}`);
    expect(((await viewer.api('GET', `/jobs/${id}`)).json().data as Job).applicationsCount).toBe(first.applicationsCount);
    a.clock.advance(ROW_TTL_MS + 1);
    const rows = listRowsFor(a.t.database.db);
    expect(((await viewer.api('GET', `/jobs/${id}`)).json().data as Job).applicationsCount).toBe(first.applicationsCount);
    expect(rows.dueCount).toBeGreaterThan(0);
    a.clock.advance(DUE_GATHER_MS);
    await viewer.api('GET', `/jobs/${id}`);
    await rows.refreshing;
    const before = details();
    const renewed = (await viewer.api('GET', `/jobs/${id}`)).json().data as Job;
    expect(renewed).toEqual({ ...first, applicationsCount: first.applicationsCount + 3 });
    expect(details().memory).toBe(before.memory + 1);
  });

  it('says a kept job expired once its time is past, from the database', async () => {
    const viewer = await signedUp(a);
    const expiry = new Date(a.clock.now().getTime() + DAY);
    const [id] = await addJobs(a, [{ company: 'Kept Expiring Co', expiryDate: expiry.toISOString() }]);
    await listed(viewer, 'Kept Expiring Co');
    expect((await viewer.api('GET', `/jobs/${id}`)).statusCode).toBe(200);
    a.clock.advance(DAY + 1_000);
    const before = details();
    const gone = await (await signedUp(a)).api('GET', `/jobs/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().details).toMatchObject({ reason: 'expired', expiredAt: expiry.toISOString() });
    expect(details()).toEqual({ memory: before.memory, database: before.database + 1 });
  });
});
