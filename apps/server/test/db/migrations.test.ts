import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { migrationsDir } from '../../src/paths.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test-db.ts';

const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

const expectedTables = [
  'activities',
  'alert_mail_jobs',
  'alert_mails',
  'application_timeline',
  'applications',
  'audit_log',
  'catalogue_state',
  'companies',
  'contact_messages',
  'contact_replies',
  'job_dismissals',
  'job_link_checks',
  'job_reports',
  'job_views',
  'jobs',
  'one_time_codes',
  'orders',
  'password_reset_tokens',
  'payment_events',
  'refresh_tokens',
  'sandbox_payments',
  'saved_jobs',
  'saved_searches',
  'tasks',
  'users',
];

async function appliedMigrations(db: TestDatabase['db']): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return result.rows[0]!.n;
}

describe('migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('put the extensions and functions migration first', () => {
    expect(journal.entries[0]?.tag).toBe('0000_extensions');
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
    const first = fs.readFileSync(path.join(migrationsDir, '0000_extensions.sql'), 'utf8');
    expect(first).toMatch(/CREATE EXTENSION IF NOT EXISTS pg_trgm/);
  });

  it('create every table, the extensions and the immutable helper functions on a fresh database', async () => {
    const tables = await db.db.execute<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(expectedTables);

    const extensions = await db.db.execute<{ extname: string }>(sql`SELECT extname FROM pg_extension ORDER BY extname`);
    expect(extensions.rows.map((r) => r.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));

    const functions = await db.db.execute<{ proname: string; provolatile: string }>(
      sql`SELECT proname, provolatile FROM pg_proc WHERE proname LIKE 'pathway\_%' ORDER BY proname`,
    );
    expect(functions.rows).toEqual([
      { proname: 'pathway_array_to_string', provolatile: 'i' },
      { proname: 'pathway_audit_log_append_only', provolatile: 'v' },
      { proname: 'pathway_bump_catalogue_version', provolatile: 'v' },
      { proname: 'pathway_degree_key', provolatile: 'i' },
      { proname: 'pathway_degree_keys', provolatile: 'i' },
      { proname: 'pathway_lower_array', provolatile: 'i' },
      { proname: 'pathway_search_text', provolatile: 'i' },
      { proname: 'pathway_skill_key', provolatile: 'i' },
      { proname: 'pathway_skill_keys', provolatile: 'i' },
      { proname: 'pathway_unaccent', provolatile: 'i' },
      { proname: 'pathway_yearly_pay', provolatile: 'i' },
    ]);

    const generated = await db.db.execute<{ is_generated: string }>(
      sql`SELECT is_generated FROM information_schema.columns WHERE table_name = 'jobs' AND column_name = 'search_vector'`,
    );
    expect(generated.rows[0]?.is_generated).toBe('ALWAYS');
    expect(await appliedMigrations(db.db)).toBe(journal.entries.length);
  });

  it('are safe to run again', async () => {
    await runMigrations(db);
    await runMigrations(db);
    expect(await appliedMigrations(db.db)).toBe(journal.entries.length);
  });
});

describe.runIf(testDbKind === 'postgres')('migrations on a PostgreSQL server', () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `pathway_test_concurrent_${process.pid}_${Date.now().toString(36)}`;
  const admin = () => new pg.Client({ connectionString: serverUrl });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE "${name}"`);
    await client.end();
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  });

  it('tolerate several processes starting at once', async () => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 2 })));
    try {
      await Promise.all(handles.map((h) => runMigrations(h)));
      expect(await appliedMigrations(handles[0]!.db)).toBe(journal.entries.length);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
