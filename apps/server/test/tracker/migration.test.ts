import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverOf, openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { migrationsDir } from '../../src/paths.ts';
import { testDbKind } from '../test-db.ts';

/** The migrations folder as it was before 0009: existing installations upgrade from there. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  const entries = journal.entries.slice(0, index);
  for (const entry of entries) fs.copyFileSync(path.join(migrationsDir, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

async function migrateWith(handle: DatabaseHandle, folder: string): Promise<void> {
  const driver = driverOf(handle);
  if (driver.kind === 'pglite') await migratePglite(drizzlePglite({ client: driver.client }), { migrationsFolder: folder });
  else await migrateNodePg(drizzleNodePg({ client: driver.pool }), { migrationsFolder: folder });
}

const serverUrl = process.env.TEST_DATABASE_URL;
const dbName = `pathway_test_0009_${process.pid}_${Date.now().toString(36)}`;

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe('migration 0009 on a database with applications', () => {
  let handle: DatabaseHandle;
  let folder: string;

  beforeAll(async () => {
    folder = migrationsBefore('0009_tracker');
    if (testDbKind === 'postgres') {
      await admin((c) => c.query(`CREATE DATABASE "${dbName}"`));
      const url = new URL(serverUrl!);
      url.pathname = `/${dbName}`;
      handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    } else {
      handle = await openDatabase({});
    }
  });
  afterAll(async () => {
    await handle?.close();
    if (testDbKind === 'postgres') await admin((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('turns every existing application into a clicked Apply Now with a timeline entry at its date', async () => {
    await migrateWith(handle, folder);
    const { db } = handle;
    const clickedAt = '2026-10-05T09:15:00.000Z';
    const rows = await db.execute<{ user_id: string; job_id: string }>(sql`
      WITH u AS (
        INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('asha@example.in', 'h', 'Asha', 'Verma') RETURNING id
      ), c AS (
        INSERT INTO companies (name) VALUES ('Zoho') RETURNING id
      ), j AS (
        INSERT INTO jobs (external_id, company_id, company_name, title, type, location, work_mode, description, apply_link, posted_date, expiry_date)
        SELECT 'x-1', c.id, 'Zoho', 'Frontend Intern', 'Internship', 'Chennai', 'onsite', 'Build screens.', 'https://zoho.example/fe',
               '2026-10-01T00:00:00Z', '2026-12-01T00:00:00Z' FROM c RETURNING id
      )
      INSERT INTO applications (user_id, job_id, created_at) SELECT u.id, j.id, ${clickedAt}::timestamptz FROM u, j
      RETURNING user_id, job_id`);
    const { user_id: userId } = rows.rows[0]!;

    await runMigrations(handle);

    const apps = await db.execute<Record<string, unknown>>(sql`
      SELECT title, company, status, notes, link, apply_click_ok, status_changed_at, updated_at, removed_at, next_step_at
      FROM (SELECT *, apply_clicked_at = created_at AS apply_click_ok FROM applications WHERE user_id = ${userId}) a`);
    expect(apps.rows).toHaveLength(1);
    const app = apps.rows[0]!;
    expect(app).toMatchObject({ title: 'Frontend Intern', company: 'Zoho', status: 'clicked', notes: '', link: null, apply_click_ok: true });
    expect(new Date(app.status_changed_at as string).toISOString()).toBe(clickedAt);
    expect(new Date(app.updated_at as string).toISOString()).toBe(clickedAt);
    expect(app.removed_at).toBeNull();
    const timeline = await db.execute<{ status: string; at: string }>(sql`SELECT t.status, t.at FROM application_timeline t JOIN applications a ON a.id = t.application_id`);
    expect(timeline.rows.map((r) => ({ status: r.status, at: new Date(r.at).toISOString() }))).toEqual([{ status: 'clicked', at: clickedAt }]);
    const settings = await db.execute<{ deadline_reminders: boolean; follow_ups: boolean; calendar_token_hash: string | null }>(
      sql`SELECT deadline_reminders, follow_ups, calendar_token_hash FROM users WHERE id = ${userId}`,
    );
    expect(settings.rows[0]).toEqual({ deadline_reminders: true, follow_ups: true, calendar_token_hash: null });
  });
});
