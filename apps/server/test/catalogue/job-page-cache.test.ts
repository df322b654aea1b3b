import type { Job } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCacheFor, VERSION_CHECK_INTERVAL_MS } from '../../src/modules/jobs/catalogue-cache.ts';
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
