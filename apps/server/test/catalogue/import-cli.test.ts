import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { serverRoot } from '../../src/paths.ts';
import { testDbKind } from '../test-db.ts';

const repoRoot = path.resolve(serverRoot, '../..');
const cli = path.join(serverRoot, 'src/cli/import-jobs.ts');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const sampleJson = path.join(repoRoot, 'examples/jobs-sample.json');
const sampleCsv = path.join(repoRoot, 'examples/jobs-sample.csv');

let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-import-cli-'));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the CLI the way `npm run jobs:import -- FILE` does, on the embedded database in dataDir. */
function runCli(file: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', INIT_CWD: repoRoot };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [cli, file], { cwd: repoRoot, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function catalogue(): Promise<{ jobs: number; companies: number; titles: Record<string, string> }> {
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const jobs = await handle.db.execute<{ external_id: string; title: string }>(sql`SELECT external_id, title FROM jobs`);
    const companies = await handle.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM companies`);
    return {
      jobs: jobs.rows.length,
      companies: Number(companies.rows[0]!.n),
      titles: Object.fromEntries(jobs.rows.map((r) => [r.external_id, r.title])),
    };
  } finally {
    await handle.close();
  }
}

function writeFile(name: string, content: string): string {
  const file = path.join(dataDir, name);
  fs.writeFileSync(file, content);
  return file;
}

// The CLI runs on the embedded database in a directory of its own whatever the pass (DATABASE_URL
// unset): the PostgreSQL pass would only repeat the PGlite pass's run, so it skips it.
describe.skipIf(testDbKind === 'postgres')('npm run jobs:import -- FILE', () => {
  it('reports every bad CSV row by its file line and imports nothing', async () => {
    const lines = fs.readFileSync(sampleCsv, 'utf8').split('\n');
    const header = lines[0]!;
    const good = lines[1]!;
    const bad = [
      header,
      good,
      good.replace('sample-csv-001', 'bad-1').replace(',Internship,', ',Apprenticeship,'),
      'bad-2,"A title that goes\non two lines",Acme,,Internship,Pune,onsite,,0,0,0,0,Design,Figma,Text,https://a.example/x,2026-11-10,2027-01-31,maybe,no',
      good.replace('sample-csv-001', 'bad-3').replace('https://nirmaan-ai.example/careers/ml-intern', 'ftp://nirmaan.example'),
    ].join('\n');
    const result = await runCli(writeFile('bad.csv', bad));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('3 rows are not valid (lines count the header as line 1). Nothing was imported.');
    expect(result.stderr).toMatch(/line 3: type: type must be one of/);
    expect(result.stderr).toMatch(/line 4: isUrgent: isUrgent must be true or false/);
    expect(result.stderr).toMatch(/line 6: applyLink: /);
    expect(await catalogue()).toMatchObject({ jobs: 0, companies: 0 });
  }, 60_000);

  it('reports bad JSON items by their position in the array, and a file that is not an array', async () => {
    const rows = JSON.parse(fs.readFileSync(sampleJson, 'utf8')) as Record<string, unknown>[];
    rows[1] = { ...rows[1], salaryMin: 2_000_000 };
    const result = await runCli(writeFile('bad.json', JSON.stringify(rows)));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('1 row is not valid (items are numbered from 1 in the array)');
    expect(result.stderr).toContain('item 2: salaryMax: salaryMax must be at least salaryMin.');

    const notArray = await runCli(writeFile('object.json', '{"jobs": []}'));
    expect(notArray.code).toBe(1);
    expect(notArray.stderr).toContain('expected a JSON array of jobs');
    expect(await catalogue()).toMatchObject({ jobs: 0 });
  }, 60_000);

  it('imports the sample files, and re-importing updates instead of duplicating', async () => {
    const json = await runCli(sampleJson);
    expect(json.stderr).toBe('');
    expect(json.code).toBe(0);
    expect(json.stdout).toMatch(/Imported 6 jobs from jobs-sample\.json in [\d.]+ s: 6 created, 0 updated, 5 new companies\./);

    const csv = await runCli(sampleCsv);
    expect(csv.code).toBe(0);
    expect(csv.stdout).toMatch(/6 created, 0 updated, 5 new companies/);

    const changed = fs.readFileSync(sampleCsv, 'utf8').replace('Machine Learning Intern', 'Machine Learning Intern (Vision)');
    const again = await runCli(writeFile('jobs-sample.csv', changed));
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/0 created, 6 updated, 0 new companies/);
    const after = await catalogue();
    expect(after).toMatchObject({ jobs: 12, companies: 10 });
    expect(after.titles['sample-csv-001']).toBe('Machine Learning Intern (Vision)');
  }, 90_000);

  it('explains its usage', async () => {
    const result = await runCli(path.join(dataDir, 'jobs.txt'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('expected a .json or .csv file');
  }, 60_000);
});
