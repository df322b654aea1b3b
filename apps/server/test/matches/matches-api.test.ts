import { sql } from 'drizzle-orm';
import type { Job } from '@pathway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs, JobImportValidationError } from '../../src/modules/jobs/jobs-import.service.ts';
import { parseCsv } from '../../src/modules/jobs/jobs-file.ts';
import { matchRank } from '../../src/modules/jobs/matches/match.ts';
import { keptCriteriaFor } from '../../src/modules/jobs/matches/matches.service.ts';
import { degreeKey, skillKey } from '../../src/modules/jobs/matches/match-keys.ts';
import { generateDemoCatalogue } from '../../src/modules/jobs/seed/demo-catalogue.ts';
import { startAccounts, type Accounts } from '../accounts/helpers.ts';
import { jobRow } from '../db/helpers.ts';
import { addJobs, as, signedUp } from '../user-area/helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a?.close();
});

const guest = () => as(a, undefined);

/** A verified student whose profile says what `fields` say, through the real setup wizard. */
async function studentWith(fields: {
  skills?: string[];
  graduationYear?: number | null;
  courseName?: string;
  educationLevel?: string;
  cgpa?: number | null;
  prefferedJobTypes?: string[];
  prefferedJobLocations?: string[];
}) {
  const user = await signedUp(a);
  const res = await user.api('POST', '/users/setup-profile', {
    firstName: 'Asha',
    lastName: 'Verma',
    phone: '',
    location: '',
    dob: null,
    bio: '',
    educationLevel: fields.educationLevel ?? '',
    collegeName: '',
    courseName: fields.courseName ?? '',
    graduationYear: fields.graduationYear ?? null,
    cgpa: fields.cgpa ?? null,
    skills: fields.skills ?? ['Placeholder'],
    experiences: [],
    projects: [],
    prefferedJobTypes: fields.prefferedJobTypes ?? [],
    prefferedJobLocations: fields.prefferedJobLocations ?? [],
    prefferedDomains: [],
    linkedInProfile: '',
    githubProfile: '',
    website: '',
    resume: null,
  });
  if (res.statusCode !== 200) throw new Error(`setup-profile answered ${res.statusCode}: ${res.body}`);
  return user;
}

/** A student without skills: the wizard needs one, so the profile form clears them afterwards. */
async function studentWithoutSkills(fields: Parameters<typeof studentWith>[0]) {
  const user = await studentWith(fields);
  await a.t.database.db.execute(sql`UPDATE users SET skills = '{}' WHERE id = ${user.userId}`);
  return user;
}

const titles = (jobs: Job[]) => jobs.map((j) => j.title).sort();

describe('eligibility in the import and the API', () => {
  it('imports the three columns from JSON and CSV and answers them on the job', async () => {
    await addJobs(a, [
      {
        company: 'Import Eligibility Co',
        title: 'JSON Intern',
        eligibleGraduationYears: [2027, 2026, 2027],
        eligibleDegrees: ['B.Tech', 'B.E.'],
        minCgpa: 7.5,
      },
      { company: 'Import Eligibility Co', title: 'Open Role', eligibleGraduationYears: [], eligibleDegrees: [] },
    ]);
    const header = 'externalId,title,company,type,location,workMode,salaryMin,salaryMax,experienceMin,experienceMax,domains,skills,description,applyLink,postedDate,expiryDate,eligibleGraduationYears,eligibleDegrees,minCgpa';
    // Posted a month ago, open for two more: the import skips a row already expired.
    const posted = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const expires = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const csv = parseCsv(
      'jobs.csv',
      `${header}\nmatch-csv-1,CSV Intern,Import Eligibility Co,Internship,Pune,onsite,0,0,0,0,Data Science,Python|SQL,Analyse data.,https://careers.example.in/csv/1,${posted},${expires},2026|2027,BCA|MCA,6.5\n` +
        `match-csv-2,CSV Open,Import Eligibility Co,Internship,Pune,onsite,0,0,0,0,Data Science,Python,Analyse data.,https://careers.example.in/csv/2,${posted},${expires},,,\n`,
    );
    await importJobs(a.t.database.db, csv.rows);

    const res = await guest()('GET', '/jobs?company=Import%20Eligibility%20Co&limit=10');
    expect(res.statusCode).toBe(200);
    const byTitle = new Map((res.json().data.data as Job[]).map((j) => [j.title, j]));
    expect(byTitle.get('JSON Intern')!.eligibility).toEqual({ graduationYears: [2026, 2027], degrees: ['B.Tech', 'B.E.'], minCgpa: 7.5 });
    expect(byTitle.get('CSV Intern')!.eligibility).toEqual({ graduationYears: [2026, 2027], degrees: ['BCA', 'MCA'], minCgpa: 6.5 });
    expect(byTitle.get('Open Role')!.eligibility).toBeUndefined();
    expect(byTitle.get('CSV Open')!.eligibility).toBeUndefined();
    // A guest's answer explains nothing.
    expect(byTitle.get('JSON Intern')!.eligibilityCheck).toBeUndefined();
    expect(byTitle.get('JSON Intern')!.match).toBeUndefined();
  });

  it('refuses bad eligibility in an import, naming the row and field, and writes nothing', async () => {
    const before = await a.t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs`);
    const bad = [
      { eligibleGraduationYears: [1900] },
      { eligibleGraduationYears: ['twenty'] },
      { eligibleDegrees: [''] },
      { minCgpa: 11 },
      { minCgpa: 7.555 },
      { minCgpa: 'high' },
    ];
    for (const overrides of bad) {
      const rows = [jobRow({ externalId: 'match-good-row' }), jobRow({ externalId: `match-bad-${JSON.stringify(overrides)}`, ...overrides })];
      const error = await importJobs(a.t.database.db, rows).catch((e: unknown) => e);
      expect(error, JSON.stringify(overrides)).toBeInstanceOf(JobImportValidationError);
      const issue = (error as JobImportValidationError).issues[0]!;
      expect(issue.row).toBe(2);
      expect(issue.field).toMatch(/^(eligibleGraduationYears|eligibleDegrees|minCgpa)/);
    }
    const after = await a.t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});

describe('GET /jobs?eligible=me', () => {
  const company = 'Eligible Filter Co';
  beforeAll(async () => {
    await addJobs(a, [
      { company, title: 'Open To All' },
      { company, title: 'Batch 2027', eligibleGraduationYears: [2027] },
      { company, title: 'Batch 2026', eligibleGraduationYears: [2026] },
      { company, title: 'BTech Only', eligibleDegrees: ['B. Tech', 'Bachelor of Engineering'] },
      { company, title: 'MBA Only', eligibleDegrees: ['MBA'] },
      { company, title: 'CGPA 7', minCgpa: 7 },
      { company, title: 'CGPA 8', minCgpa: 8 },
    ]);
  });
  const list = `/jobs?company=${encodeURIComponent(company)}&limit=20`;

  it('asks a guest to sign in, and refuses any other value', async () => {
    const res = await guest()('GET', `${list}&eligible=me`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: 'Please sign in to see the jobs that fit your profile.' });
    const user = await studentWith({ graduationYear: 2027 });
    const bad = await user.api('GET', `${list}&eligible=you`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { eligible: "eligible must be 'me'." } });
    const stale = await as(a, 'not-a-token')('GET', `${list}&eligible=me`);
    expect(stale.statusCode).toBe(401);
  });

  it("keeps the jobs whose rules admit the profile's year, degree and CGPA; open jobs always", async () => {
    const user = await studentWith({ graduationYear: 2027, courseName: 'BTech in Computer Science', cgpa: 7.2 });
    const res = await user.api('GET', `${list}&eligible=me`);
    expect(res.statusCode).toBe(200);
    expect(titles(res.json().data.data)).toEqual(['BTech Only', 'Batch 2027', 'CGPA 7', 'Open To All']);
    expect(res.json().data.pagination.total).toBe(4);
    // Without the filter every job is listed, each explained for the viewer.
    const all = await user.api('GET', list);
    const checks = Object.fromEntries((all.json().data.data as Job[]).map((j) => [j.title, j.eligibilityCheck]));
    expect(checks).toEqual({
      'Open To All': undefined,
      'Batch 2027': { eligible: true, failed: [], unknown: [] },
      'Batch 2026': { eligible: false, failed: ['graduationYear'], unknown: [] },
      'BTech Only': { eligible: true, failed: [], unknown: [] },
      'MBA Only': { eligible: false, failed: ['degree'], unknown: [] },
      'CGPA 7': { eligible: true, failed: [], unknown: [] },
      'CGPA 8': { eligible: false, failed: ['cgpa'], unknown: [] },
    });
  });

  it('leaves in the jobs whose rules the profile says nothing about', async () => {
    const user = await studentWith({ graduationYear: 2026 });
    const res = await user.api('GET', `${list}&eligible=me`);
    expect(titles(res.json().data.data)).toEqual(['BTech Only', 'Batch 2026', 'CGPA 7', 'CGPA 8', 'MBA Only', 'Open To All']);
    const mba = (res.json().data.data as Job[]).find((j) => j.title === 'MBA Only')!;
    expect(mba.eligibilityCheck).toEqual({ eligible: null, failed: [], unknown: ['degree'] });
  });

  it("never serves one profile's answer to another (the page cache is keyed by the criteria)", async () => {
    const y2027 = await studentWith({ graduationYear: 2027 });
    const y2026 = await studentWith({ graduationYear: 2026 });
    for (let round = 0; round < 2; round += 1) {
      expect(titles((await y2027.api('GET', `${list}&eligible=me`)).json().data.data)).not.toContain('Batch 2026');
      expect(titles((await y2026.api('GET', `${list}&eligible=me`)).json().data.data)).not.toContain('Batch 2027');
    }
    const guestList = await guest()('GET', list);
    expect((guestList.json().data.data as Job[]).every((j) => j.eligibilityCheck === undefined && j.match === undefined)).toBe(true);
  });

  it('works in POST /jobs/search filters and with a query', async () => {
    const user = await studentWith({ graduationYear: 2027, courseName: 'B.Tech', cgpa: 9 });
    const res = await user.api('POST', '/jobs/search', { query: 'backend', filters: { company: [company], eligible: 'me' }, limit: 20 });
    expect(res.statusCode).toBe(200);
    expect(titles(res.json().data.data)).toEqual(['BTech Only', 'Batch 2027', 'CGPA 7', 'CGPA 8', 'Open To All']);
    const refused = await guest()('POST', '/jobs/search', { filters: { eligible: 'me' } });
    expect(refused.statusCode).toBe(401);
  });
});

describe('explained matches and "Best match"', () => {
  const company = 'Match Order Co';
  beforeAll(async () => {
    await addJobs(a, [
      { company, title: 'All Three', skills: ['React', 'TypeScript', 'SQL'], location: 'Pune', type: 'Internship' },
      { company, title: 'Two Of Three', skills: ['React', 'SQL', 'Excel'], location: 'Pune', type: 'Internship' },
      { company, title: 'Two Elsewhere', skills: ['ReactJS', 'MS SQL', 'sql'], location: 'Chennai', type: 'Full-time' },
      { company, title: 'All But Ineligible', skills: ['React'], eligibleGraduationYears: [2025] },
      { company, title: 'None', skills: ['Go', 'Rust'] },
      { company, title: 'No Skills', skills: [] },
      { company, title: 'Remote One', skills: ['Python', 'SQL'], location: 'Remote', workMode: 'remote', type: 'Internship' },
    ]);
  });
  const list = `/jobs?company=${encodeURIComponent(company)}&limit=20`;

  it("explains each job: skills matched and missing in the job's words, location, type, eligibility", async () => {
    const user = await studentWith({
      skills: ['react', 'SQL', 'TypeScript'],
      graduationYear: 2027,
      prefferedJobTypes: ['Internship'],
      prefferedJobLocations: ['Pune', 'Remote'],
    });
    const res = await user.api('GET', list);
    const byTitle = new Map((res.json().data.data as Job[]).map((j) => [j.title, j.match]));
    expect(byTitle.get('Two Of Three')).toEqual({
      skills: { matched: ['React', 'SQL'], missing: ['Excel'] },
      location: true,
      type: true,
      eligible: true,
    });
    expect(byTitle.get('Two Elsewhere')).toEqual({
      skills: { matched: ['ReactJS', 'sql'], missing: ['MS SQL'] },
      location: false,
      type: false,
      eligible: true,
    });
    expect(byTitle.get('Remote One')).toMatchObject({ location: true });
    expect(byTitle.get('All But Ineligible')).toMatchObject({ eligible: false });
  });

  it('says null where the profile is silent, and gives no match without skills', async () => {
    const silent = await studentWith({ skills: ['SQL'] });
    const job = ((await silent.api('GET', list)).json().data.data as Job[]).find((j) => j.title === 'All Three')!;
    expect(job.match).toEqual({ skills: { matched: ['SQL'], missing: ['React', 'TypeScript'] }, location: null, type: null, eligible: true });
    const noSkills = await studentWithoutSkills({ graduationYear: 2027 });
    const jobs = (await noSkills.api('GET', list)).json().data.data as Job[];
    expect(jobs.every((j) => j.match === undefined)).toBe(true);
    expect(jobs.find((j) => j.title === 'All But Ineligible')!.eligibilityCheck).toEqual({ eligible: false, failed: ['graduationYear'], unknown: [] });
  });

  it('sorts by the same computation on the server: skills share, eligibility, location, type, newest', async () => {
    const user = await studentWith({
      skills: ['React', 'SQL', 'TypeScript'],
      graduationYear: 2027,
      prefferedJobTypes: ['Internship'],
      prefferedJobLocations: ['Pune'],
    });
    const res = await user.api('GET', `${list}&sortBy=match`);
    expect(res.statusCode).toBe(200);
    const jobs = res.json().data.data as Job[];
    expect(jobs.slice(0, 5).map((j) => j.title)).toEqual(['All Three', 'All But Ineligible', 'Two Of Three', 'Two Elsewhere', 'Remote One']);
    const ranks = jobs.map((j) => matchRank(j.match!, j.health.reportedClosed));
    for (let i = 1; i < ranks.length; i += 1) {
      const [prev, cur] = [ranks[i - 1]!, ranks[i]!];
      const cmp = prev.findIndex((v, k) => v !== cur[k]);
      if (cmp >= 0) expect(prev[cmp]!, `${jobs[i - 1]!.title} before ${jobs[i]!.title}`).toBeGreaterThan(cur[cmp]!);
    }
    expect(jobs[0]!.title).toBe('All Three');
    expect(jobs.slice(-2).map((j) => j.title).sort()).toEqual(['No Skills', 'None']);
    // Paging walks the same order without gaps or repeats.
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      const p = await user.api('GET', `/jobs?company=${encodeURIComponent(company)}&limit=3&page=${page}&sortBy=match`);
      pages.push(...(p.json().data.data as Job[]).map((j) => j.title));
    }
    expect(pages).toEqual(jobs.map((j) => j.title));
  });

  it('asks a guest to sign in for sortBy=match', async () => {
    const res = await guest()('GET', `${list}&sortBy=match`);
    expect(res.statusCode).toBe(401);
  });

  it('explains the job page too', async () => {
    const user = await studentWith({ skills: ['TypeScript'], graduationYear: 2027 });
    const [id] = await addJobs(a, [{ company: 'Detail Co', skills: ['TypeScript', 'SQL'], eligibleGraduationYears: [2026] }]);
    const res = await user.api('GET', `/jobs/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      eligibility: { graduationYears: [2026] },
      eligibilityCheck: { eligible: false, failed: ['graduationYear'], unknown: [] },
      match: { skills: { matched: ['TypeScript'], missing: ['SQL'] }, eligible: false },
    });
  });
});

describe("a viewer's kept profile", () => {
  const reads = () => ({ ...keptCriteriaFor(a.t.app.deps).reads });
  const matchOf = async (user: Awaited<ReturnType<typeof studentWith>>, id: string) => {
    const res = await user.api('GET', `/jobs/${id}`);
    expect(res.statusCode).toBe(200);
    return (res.json().data as Job).match;
  };

  it('is read once for the pages that follow, and again after any change to the account, whoever made it', async () => {
    const user = await studentWith({ skills: ['TypeScript'] });
    const [id] = await addJobs(a, [{ company: 'Kept Profile Co', skills: ['TypeScript', 'SQL'] }]);
    expect((await matchOf(user, id!))!.skills).toEqual({ matched: ['TypeScript'], missing: ['SQL'] });
    const before = reads();
    expect((await matchOf(user, id!))!.skills).toEqual({ matched: ['TypeScript'], missing: ['SQL'] });
    expect((await user.api('GET', `/jobs?company=${encodeURIComponent('Kept Profile Co')}`)).json().data.data[0].match.skills.matched).toEqual(['TypeScript']);
    expect(reads()).toEqual({ memory: before.memory + 2, database: before.database });

    // Another process (psql, another replica) adds a skill: the very next page shows it.
    await a.t.database.db.execute(sql`UPDATE users SET skills = '{TypeScript,SQL}' WHERE id = ${user.userId}`);
    expect((await matchOf(user, id!))!.skills).toEqual({ matched: ['TypeScript', 'SQL'], missing: [] });
    expect(reads().database).toBe(before.database + 1);
    // A write to another column of the account is a new version too: read again, the same answer.
    await a.t.database.db.execute(sql`UPDATE users SET bio = 'Final year' WHERE id = ${user.userId}`);
    expect((await matchOf(user, id!))!.skills).toEqual({ matched: ['TypeScript', 'SQL'], missing: [] });
    expect(reads().database).toBe(before.database + 2);

    // One viewer's kept profile is never another's.
    const other = await studentWith({ skills: ['SQL'] });
    expect((await matchOf(other, id!))!.skills).toEqual({ matched: ['SQL'], missing: ['TypeScript'] });
  });
});

describe('GET /jobs/recommended', () => {
  it('gives the six best matches the profile is eligible for, that share a skill with it', async () => {
    const company = 'Recommend Co';
    await addJobs(a, [
      ...['Kotlin', 'Kotlin|Swift', 'Kotlin|Swift|Dart', 'Kotlin|Go', 'Kotlin|Go|Rust', 'Kotlin|Go|Rust|Scala', 'Kotlin|Go|Rust|Scala|Java'].map(
        // Newer first among equal matches: Mobile 2 before Mobile 4.
        (skills, i) => ({ company, title: `Mobile ${i + 1}`, skills: skills.split('|'), postedDate: new Date(a.clock.now().getTime() - (i + 1) * 3_600_000).toISOString() }),
      ),
      { company, title: 'Mobile Ineligible', skills: ['Kotlin'], minCgpa: 9.5 },
      { company, title: 'Unrelated', skills: ['Photoshop'] },
    ]);
    const user = await studentWith({ skills: ['kotlin'], cgpa: 8 });
    const res = await user.api('GET', '/jobs/recommended');
    expect(res.statusCode).toBe(200);
    const { data, needsSkills } = res.json().data as { data: Job[]; needsSkills: boolean };
    expect(needsSkills).toBe(false);
    expect(data.map((j) => j.title)).toEqual(['Mobile 1', 'Mobile 2', 'Mobile 4', 'Mobile 3', 'Mobile 5', 'Mobile 6']);
    expect(data.every((j) => j.match && j.match.skills.matched.length > 0 && j.match.eligible !== false)).toBe(true);
  });

  it('says what to add when the profile has no skills, and asks a guest to sign in', async () => {
    const user = await studentWithoutSkills({ graduationYear: 2027 });
    const res = await user.api('GET', '/jobs/recommended');
    expect(res.json().data).toEqual({ data: [], needsSkills: true });
    expect((await guest()('GET', '/jobs/recommended')).statusCode).toBe(401);
  });
});

describe('the keys the database derives', () => {
  it('are the ones the server computes, for every skill and degree spelling of the demo catalogue and more', async () => {
    const demo = generateDemoCatalogue(new Date('2026-11-01T00:00:00Z'));
    const skills = [...new Set(demo.flatMap((j) => j.skills)), 'JS', 'Node.JS', 'C++', 'C#', '.NET', 'MS-Excel', 'डेटा', ' React ', 'ml'];
    const degrees = [...new Set(demo.flatMap((j) => j.eligibleDegrees ?? [])), 'B. Tech', 'Bachelor of Technology', 'PGDM', 'बी.टेक'];
    const rows = await a.t.database.db.execute<{ skills: string[]; degrees: string[] }>(
      sql`SELECT pathway_skill_keys(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(skills)}::jsonb))) AS skills,
        pathway_degree_keys(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(degrees)}::jsonb))) AS degrees`,
    );
    expect(rows.rows[0]!.skills).toEqual(skills.map(skillKey));
    expect(rows.rows[0]!.degrees).toEqual(degrees.map(degreeKey));
  });

  it('give a realistic share of the demo catalogue eligibility rules', () => {
    const demo = generateDemoCatalogue(new Date('2026-11-01T00:00:00Z'));
    const share = (f: (j: (typeof demo)[number]) => boolean) => demo.filter(f).length / demo.length;
    expect(share((j) => Boolean(j.eligibleGraduationYears))).toBeGreaterThan(0.15);
    expect(share((j) => Boolean(j.eligibleDegrees))).toBeGreaterThan(0.1);
    expect(share((j) => j.minCgpa !== undefined)).toBeGreaterThan(0.05);
    expect(share((j) => !j.eligibleGraduationYears && !j.eligibleDegrees && j.minCgpa === undefined)).toBeGreaterThan(0.3);
  });
});
