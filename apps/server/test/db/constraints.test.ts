import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  applications,
  companies,
  jobViews,
  jobs,
  oneTimeCodes,
  orders,
  passwordResetTokens,
  paymentEvents,
  refreshTokens,
  savedJobs,
  users,
} from '../../src/db/schema.ts';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';
import { CHECK_VIOLATION, count, jobRow, sqlState, UNIQUE_VIOLATION } from './helpers.ts';

let t: TestDatabase;
let userSeq = 0;

async function createUser(email = `student${++userSeq}@example.com`) {
  const [user] = await t.db
    .insert(users)
    .values({ email, passwordHash: 'argon2id$hash', firstName: 'Asha', lastName: 'Verma' })
    .returning();
  return user!;
}

async function createJob(overrides: Parameters<typeof jobRow>[0] = {}) {
  const row = jobRow(overrides);
  await importJobs(t.db, [row]);
  const [job] = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.externalId, row.externalId));
  return job!;
}

const order = (userId: string, overrides: Partial<typeof orders.$inferInsert> = {}) => ({
  userId,
  planName: 'Premium',
  billingCycle: 'monthly',
  amount: 19_900,
  providerOrderId: `order_${Math.random().toString(36).slice(2)}`,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.dispose();
});

describe('users', () => {
  it('get the documented defaults', async () => {
    const user = await createUser();
    expect(user).toMatchObject({
      subscriptionTier: 'free',
      subscriptionStatus: 'inactive',
      subscriptionExpiresAt: null,
      emailVerifiedAt: null,
      skills: [],
      experiences: [],
      projects: [],
      preferredDomains: [],
    });
    expect(user.createdAt).toBeInstanceOf(Date);
  });

  it('round-trip profile fields (lists, jsonb, numeric CGPA, date of birth)', async () => {
    const user = await createUser();
    const [updated] = await t.db
      .update(users)
      .set({
        skills: ['React', 'SQL'],
        experiences: [{ company: 'Zentrix Labs', role: 'Intern', duration: '6 months' }],
        projects: [{ projectName: 'Campus app', link: 'https://github.com/asha/campus' }],
        cgpa: 8.75,
        graduationYear: 2027,
        dob: '2004-03-15',
      })
      .where(eq(users.id, user.id))
      .returning();
    expect(updated).toMatchObject({
      skills: ['React', 'SQL'],
      experiences: [{ company: 'Zentrix Labs', role: 'Intern', duration: '6 months' }],
      projects: [{ projectName: 'Campus app', link: 'https://github.com/asha/campus' }],
      cgpa: 8.75,
      graduationYear: 2027,
      dob: '2004-03-15',
    });
    expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(user.updatedAt.getTime());
  });

  it('refuse a second account with the same email, whatever its case', async () => {
    await createUser('priya.sharma@example.com');
    expect(await sqlState(createUser('priya.sharma@example.com'))).toBe(UNIQUE_VIOLATION);
    // Emails are stored lower-case; a mixed-case duplicate cannot even be written.
    expect(await sqlState(createUser('Priya.Sharma@Example.com'))).toBe(CHECK_VIOLATION);
    expect(await count(t.db, 'users')).toBeGreaterThan(0);
  });

  it('refuse an unknown tier or status and an out-of-range CGPA', async () => {
    const user = await createUser();
    expect(await sqlState(t.db.execute(sql`UPDATE users SET subscription_tier = 'gold' WHERE id = ${user.id}`))).toBe(CHECK_VIOLATION);
    expect(await sqlState(t.db.update(users).set({ cgpa: 10.5 }).where(eq(users.id, user.id)))).toBe(CHECK_VIOLATION);
  });
});

describe('saved jobs, applications and views', () => {
  it('refuse saving the same job twice (and ON CONFLICT DO NOTHING makes save idempotent)', async () => {
    const user = await createUser();
    const job = await createJob();
    await t.db.insert(savedJobs).values({ userId: user.id, jobId: job.id });
    expect(await sqlState(t.db.insert(savedJobs).values({ userId: user.id, jobId: job.id }))).toBe(UNIQUE_VIOLATION);
    await t.db.insert(savedJobs).values({ userId: user.id, jobId: job.id }).onConflictDoNothing();
    const rows = await t.db.select().from(savedJobs).where(eq(savedJobs.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuse a second application to the same job', async () => {
    const user = await createUser();
    const job = await createJob();
    await t.db.insert(applications).values({ userId: user.id, jobId: job.id, title: 'Backend Developer', company: 'Acme' });
    expect(await sqlState(t.db.insert(applications).values({ userId: user.id, jobId: job.id, title: 'Backend Developer', company: 'Acme' }))).toBe(UNIQUE_VIOLATION);
  });

  it('count a job view once per user, job and month', async () => {
    const user = await createUser();
    const job = await createJob();
    await t.db.insert(jobViews).values({ userId: user.id, jobId: job.id, month: '2026-11' });
    await t.db.insert(jobViews).values({ userId: user.id, jobId: job.id, month: '2026-12' });
    expect(await sqlState(t.db.insert(jobViews).values({ userId: user.id, jobId: job.id, month: '2026-11' }))).toBe(
      UNIQUE_VIOLATION,
    );
    expect(await sqlState(t.db.insert(jobViews).values({ userId: user.id, jobId: job.id, month: '2026-13' }))).toBe(
      CHECK_VIOLATION,
    );
  });
});

describe('orders and payment events', () => {
  it('refuse a payment id used by two orders, but allow many unpaid orders', async () => {
    const user = await createUser();
    await t.db.insert(orders).values(order(user.id));
    await t.db.insert(orders).values(order(user.id));
    await t.db.insert(orders).values(order(user.id, { paymentId: 'pay_123', status: 'paid', paidAt: new Date() }));
    expect(
      await sqlState(t.db.insert(orders).values(order(user.id, { paymentId: 'pay_123', status: 'paid', paidAt: new Date() }))),
    ).toBe(UNIQUE_VIOLATION);
  });

  it('refuse a duplicate provider order id, a non-positive amount and a paid order without payment', async () => {
    const user = await createUser();
    await t.db.insert(orders).values(order(user.id, { providerOrderId: 'order_same' }));
    expect(await sqlState(t.db.insert(orders).values(order(user.id, { providerOrderId: 'order_same' })))).toBe(UNIQUE_VIOLATION);
    expect(await sqlState(t.db.insert(orders).values(order(user.id, { amount: 0 })))).toBe(CHECK_VIOLATION);
    expect(await sqlState(t.db.insert(orders).values(order(user.id, { status: 'paid' })))).toBe(CHECK_VIOLATION);
  });

  it('deduplicate webhook events by provider event id', async () => {
    await t.db.insert(paymentEvents).values({ providerEventId: 'evt_1', eventType: 'order.paid', payload: { a: 1 } });
    expect(
      await sqlState(t.db.insert(paymentEvents).values({ providerEventId: 'evt_1', eventType: 'order.paid', payload: {} })),
    ).toBe(UNIQUE_VIOLATION);
    const [event] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, 'evt_1'));
    expect(event?.payload).toEqual({ a: 1 });
  });
});

describe('catalogue', () => {
  it('refuse a company name differing only in case', async () => {
    await t.db.insert(companies).values({ name: 'Orbit Analytics' });
    expect(await sqlState(t.db.insert(companies).values({ name: 'ORBIT analytics' }))).toBe(UNIQUE_VIOLATION);
  });

  it('refuse impossible jobs: inverted salary range, non-http apply link, expiry before posting', async () => {
    const job = await createJob();
    const attempts = [
      sql`UPDATE jobs SET salary_min = 900000, salary_max = 600000 WHERE id = ${job.id}`,
      sql`UPDATE jobs SET apply_link = 'javascript:alert(1)' WHERE id = ${job.id}`,
      sql`UPDATE jobs SET expiry_date = posted_date - interval '1 day' WHERE id = ${job.id}`,
      sql`UPDATE jobs SET work_mode = 'moon' WHERE id = ${job.id}`,
    ];
    for (const attempt of attempts) expect(await sqlState(t.db.execute(attempt))).toBe(CHECK_VIOLATION);
  });

  it('refuse a second job with the same externalId', async () => {
    await createJob({ externalId: 'ext-dup' });
    expect(await sqlState(t.db.execute(sql`INSERT INTO jobs (external_id, company_id, company_name, title, type, location, work_mode, description, apply_link, posted_date, expiry_date)
      SELECT external_id, company_id, company_name, title, type, location, work_mode, description, apply_link, posted_date, expiry_date FROM jobs WHERE external_id = 'ext-dup'`))).toBe(UNIQUE_VIOLATION);
  });
});

describe('deleting a user', () => {
  it('erases everything the user owns and nothing else', async () => {
    const user = await createUser();
    const other = await createUser();
    const job = await createJob();
    const now = new Date();
    const later = new Date(now.getTime() + 60_000);
    for (const u of [user, other]) {
      await t.db.insert(refreshTokens).values({ userId: u.id, tokenHash: `rt-${u.id}`, familyId: crypto.randomUUID(), expiresAt: later });
      await t.db.insert(passwordResetTokens).values({ userId: u.id, tokenHash: `pr-${u.id}`, expiresAt: later });
      await t.db.insert(savedJobs).values({ userId: u.id, jobId: job.id });
      await t.db.insert(applications).values({ userId: u.id, jobId: job.id, title: 'Backend Developer', company: 'Acme' });
      await t.db.insert(jobViews).values({ userId: u.id, jobId: job.id, month: '2026-11' });
      await t.db.insert(orders).values(order(u.id));
      await t.db.insert(activities).values({ userId: u.id, type: 'save', title: 'Saved Backend Developer' });
    }
    await t.db.insert(oneTimeCodes).values({ email: user.email, purpose: 'register', codeHash: 'h', expiresAt: later });

    await t.db.delete(users).where(eq(users.id, user.id));

    const owned = [refreshTokens, passwordResetTokens, savedJobs, applications, jobViews, orders, activities] as const;
    for (const table of owned) {
      const mine = await t.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, user.id));
      const theirs = await t.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, other.id));
      expect(mine[0]!.n).toBe(0);
      expect(theirs[0]!.n).toBe(1);
    }
    const [stillThere] = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, job.id));
    expect(stillThere).toBeDefined();
  });
});
