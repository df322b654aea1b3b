import { JOB_SUMMARY_LENGTH, type JobListResponse } from '@pathway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ACTIVE_NEWEST_FIRST, handcraftedCatalogue, HOUR, NOW } from './fixtures.ts';
import { api, idMaps, list, viewerToken, type Paged } from './helpers.ts';

let t: TestApp;
let clock = NOW;
let ids: Awaited<ReturnType<typeof idMaps>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await importJobs(t.database.db, handcraftedCatalogue());
  ids = await idMaps(t);
});
afterAll(async () => {
  await t?.close();
});

/** The externalIds of a page, in order. */
const ext = (page: Paged) => page.data.map((j) => ids.externalId.get(j._id));
const found = async (query: string, token?: string) => ext(await list(t, query, token));
const sorted = (values: (string | undefined)[]) => [...values].sort();

describe('GET /jobs: paging', () => {
  it('lists active jobs newest first with page, limit, total and totalPages', async () => {
    const page = await list(t, '');
    expect(ext(page)).toEqual(ACTIVE_NEWEST_FIRST);
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 7, totalPages: 1 });
  });

  it('pages without overlap or gaps, and past the end answers an empty page with the total', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((p) => list(t, `limit=3&page=${p}`)));
    expect(pages.map((p) => p.pagination)).toEqual([1, 2, 3, 4].map((page) => ({ page, limit: 3, total: 7, totalPages: 3 })));
    expect(pages.flatMap(ext)).toEqual(ACTIVE_NEWEST_FIRST);
    expect(pages[3]!.data).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    [`query=${'a'.repeat(201)}`, 'query'],
    ['type=Apprenticeship', 'type.0'],
    ['experience=2-4', 'experience.0'],
    ['salary=2-4', 'salary.0'],
    ['salary=10', 'salary.0'],
    ['sortBy=popularity', 'sortBy'],
    ['sortBy=postedDate&sortOrder=up', 'sortOrder'],
    [`location=${Array.from({ length: 21 }, (_, i) => `City${i}`).join(',')}`, 'location'],
    [`company=${'x'.repeat(101)}`, 'company.0'],
  ])('refuses %s with VALIDATION_ERROR naming %s', async (query, field) => {
    const res = await api(t, 'GET', `/jobs?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.details).toHaveProperty([field]);
  });

  it('accepts limit 100 and ignores empty filter values', async () => {
    const page = await list(t, 'limit=100&location=,&type=');
    expect(page.pagination.total).toBe(7);
  });
});

describe('GET /jobs: items', () => {
  it('maps a job to the contract: company name, salary range, domains, ISO dates, summary only', async () => {
    const page = await list(t, 'query=react');
    const job = page.data.find((j) => ids.externalId.get(j._id) === 'h-react')!;
    expect(job).toMatchObject({
      title: 'React Developer',
      company: 'Infosys',
      companyId: ids.companyId.get('Infosys'),
      type: 'Full-time',
      location: 'Bengaluru',
      workMode: 'hybrid',
      salary: { min: 600_000, max: 900_000 },
      experienceMin: 1,
      experienceMax: 3,
      domain: ['Frontend Development', 'Software Engineering'],
      skills: ['React', 'TypeScript'],
      isFeatured: true,
      isUrgent: false,
      applicationsCount: 0,
      postedDate: '2026-11-14T04:30:00.000Z',
    });
    // A guest reaches the company's page only by applying (test/plans/apply-links.test.ts).
    expect(job).not.toHaveProperty('applyLink');
    expect(job.description.length).toBeLessThanOrEqual(JOB_SUMMARY_LENGTH);
    expect(job.description.endsWith('…')).toBe(true);
    expect(job.description).not.toContain('FULL-DESCRIPTION-ONLY');
    expect(job.description).not.toMatch(/\s…$/); // cut at a word boundary, no dangling space
  });
});

describe('GET /jobs: filters', () => {
  it.each([
    ['type=Full-time', ['h-python', 'h-react', 'h-senior', 'h-soon']],
    ['type=full-time', ['h-python', 'h-react', 'h-senior', 'h-soon']],
    ['type=Internship,Contract', ['h-intern', 'h-remote']],
    ['type=Internship&type=Contract', ['h-intern', 'h-remote']],
    ['location=bengaluru', ['h-react', 'h-senior']],
    ['location=BENGALURU,Pune', ['h-python', 'h-react', 'h-senior']],
    ['domain=FRONTEND development', ['h-react', 'h-remote']],
    ['domain=Design,marketing', ['h-design', 'h-intern']],
    ['company=infosys', ['h-design', 'h-react']],
    ['company=INFOSYS,quillstack', ['h-design', 'h-react', 'h-remote', 'h-senior']],
    ['company=Expirely Co', []],
    ['location=Bengaluru&type=Contract', []],
    ['location=Bengaluru,Remote&type=Full-time', ['h-react', 'h-senior']],
    ['location=Bengaluru,Remote&type=Full-time,Contract', ['h-react', 'h-remote', 'h-senior']],
    ['domain=Backend Development&location=Chennai', ['h-soon']],
  ])('%s: OR within a dimension, AND across, any case', async (query, expected) => {
    const page = await list(t, query);
    expect(sorted(ext(page))).toEqual(expected);
    expect(page.pagination.total).toBe(expected.length);
  });

  // Buckets are [min, max) years or LPA; a job's [min, max] range matches the buckets it overlaps.
  // Advanced filters are Premium's (test/plans/advanced-filters.test.ts has the refusals).
  it.each([
    ['experience=0-1', ['h-design', 'h-intern', 'h-python']],
    ['experience=1-3', ['h-design', 'h-python', 'h-react', 'h-soon']],
    ['experience=3-5', ['h-react', 'h-remote', 'h-soon']],
    ['experience=5%2B', ['h-remote', 'h-senior']],
    ['experience=0-1,5%2B', ['h-design', 'h-intern', 'h-python', 'h-remote', 'h-senior']],
    // Stipends as a year (docs/search.md#pay): h-intern's ₹15,000/month is 1.8 LPA, h-design's ₹20,000/month 2.4 LPA.
    ['salary=0-3', ['h-design', 'h-intern']],
    ['salary=3-6', ['h-python']],
    ['salary=6-10', ['h-react', 'h-soon']],
    ['salary=10%2B', ['h-remote', 'h-senior', 'h-soon']],
    ['salary=3-6,6-10', ['h-python', 'h-react', 'h-soon']],
    ['salary=10%2B&experience=3-5', ['h-remote', 'h-soon']],
  ])('%s overlaps the job ranges; stipends count as 12 months, and no stated pay is in no bucket', async (query, expected) => {
    expect(sorted(await found(query, await viewerToken(t, 'premium')))).toEqual(expected);
  });
});

describe('GET /jobs: search', () => {
  it('stems English words: "developers" finds Developer titles first, then "Development" domains and "developers" in a description', async () => {
    const results = await found('query=developers');
    expect(results.slice(0, 2).sort()).toEqual(['h-react', 'h-soon']);
    expect(sorted(results)).toEqual(['h-intern', 'h-react', 'h-remote', 'h-senior', 'h-soon']);
  });

  it('matches the last word as a prefix while typing', async () => {
    expect(await found('query=reac')).toEqual(['h-react']);
    expect(await found('query=quill')).toEqual(['h-remote', 'h-senior']);
    // "senior" is a level word: the backend job that is senior first, then other "back…" matches.
    expect((await found('query=senior%20back'))[0]).toBe('h-senior');
  });

  it('ignores case and accents', async () => {
    expect(await found('query=CAFE')).toEqual(['h-intern']);
    expect(await found('query=caf%C3%A9')).toEqual(['h-intern']);
    expect(await found('query=PostgreSQL')).toEqual(['h-senior']);
  });

  it('searches title, company, skills, domains, location and description', async () => {
    expect(await found('query=analyst')).toEqual(['h-python']);
    expect(sorted(await found('query=zentrix'))).toEqual(['h-python', 'h-soon']);
    expect(await found('query=figma')).toEqual(['h-design']);
    expect(await found('query=data%20science')).toEqual(['h-python']);
    expect(await found('query=hyderabad')).toEqual(['h-design']);
    expect(await found('query=logistics')).toEqual(['h-soon']);
  });

  it('tolerates a typo in a company name ("Infosis") and a skill ("Pyton")', async () => {
    expect(sorted(await found('query=Infosis'))).toEqual(['h-design', 'h-react']);
    expect(sorted(await found('query=Pyton'))).toEqual(['h-python', 'h-soon']);
    // Both words first; jobs that match one of them follow (ranked by how much of the query they cover).
    expect((await found('query=pyton%20developer'))[0]).toBe('h-soon');
    expect(((await list(t, 'query=pyton%20developer')) as JobListResponse).search).toMatchObject({ correctedQuery: 'python developer', corrections: [{ from: 'pyton', to: 'python' }] });
    expect(sorted(await found('query=Zentrx%20labs'))).toEqual(['h-python', 'h-soon']);
  });

  it('does not "correct" short words into unrelated ones', async () => {
    expect(await found('query=Go')).toEqual(['h-senior']);
  });

  it('ranks by relevance with a query and no sort, and by the given sort otherwise', async () => {
    // "engineer": the Senior Backend Engineer and Frontend Engineer titles outrank nothing else here; use a word in title vs description.
    expect((await found('query=design'))[0]).toBe('h-design'); // title and domain, before description mentions
    const byDate = await found('query=design&sortBy=postedDate');
    expect(byDate).toEqual([...byDate].sort((a, b) => ACTIVE_NEWEST_FIRST.indexOf(a!) - ACTIVE_NEWEST_FIRST.indexOf(b!)));
    expect(byDate.length).toBeGreaterThan(1);
  });

  it.each([`it's`, `a:b`, `&|!()`, `\\`, `'`, `"quoted"`, `<->`, `:*`, `react & !python`, `(a|b)`, `x\\'y`, `%_`, `null`, `🙂`])(
    'never breaks on %s',
    async (query) => {
      const res = await api(t, 'GET', `/jobs?query=${encodeURIComponent(query)}`);
      expect(res.status).toBe(200);
    },
  );

  it('treats an all-punctuation query as no query', async () => {
    expect((await list(t, `query=${encodeURIComponent('!!! ...')}`)).pagination.total).toBe(7);
  });
});

describe('GET /jobs: sorting', () => {
  it('sorts by salary (max, then min), title, expiry, applications; either order; stable ties by id', async () => {
    expect((await found('sortBy=salary')).slice(0, 5)).toEqual(['h-senior', 'h-remote', 'h-soon', 'h-react', 'h-python']);
    expect((await found('sortBy=salary&sortOrder=asc')).slice(-5)).toEqual(['h-python', 'h-react', 'h-soon', 'h-remote', 'h-senior']);
    expect(await found('sortBy=title')).toEqual(['h-python', 'h-remote', 'h-intern', 'h-design', 'h-soon', 'h-react', 'h-senior']);
    expect((await found('sortBy=title&sortOrder=desc'))[0]).toBe('h-senior');
    expect((await found('sortBy=expiryDate'))[0]).toBe('h-soon');
    expect((await found('sortBy=postedDate&sortOrder=asc'))).toEqual([...ACTIVE_NEWEST_FIRST].reverse());
    expect(await found('sortBy=applicationsCount')).toHaveLength(7);
  });

  it('sorts by postedDate when relevance is asked without a query', async () => {
    expect(await found('sortBy=relevance')).toEqual(ACTIVE_NEWEST_FIRST);
  });
});

describe('POST /jobs/search', () => {
  it('answers exactly what GET /jobs answers for the same search', async () => {
    const get = await api(t, 'GET', '/jobs?query=engineer&location=Bengaluru,Remote&type=Full-time,Contract&limit=2&page=1&sortBy=postedDate');
    const post = await api(t, 'POST', '/jobs/search', {
      query: 'engineer',
      filters: { location: ['Bengaluru', 'Remote'], type: ['Full-time', 'Contract'] },
      limit: 2,
      page: 1,
      sortBy: 'postedDate',
    });
    expect(post.status).toBe(200);
    expect(post.body.data).toEqual(get.body.data);
    expect((post.body.data as Paged).pagination.total).toBe(3);
  });

  it('answers the same as GET /jobs with advanced filters too (for a premium viewer)', async () => {
    const token = await viewerToken(t, 'premium');
    const get = await api(t, 'GET', '/jobs?experience=0-1,5%2B&salary=10%2B', undefined, token);
    const post = await api(t, 'POST', '/jobs/search', { filters: { experience: ['0-1', '5+'], salary: ['10+'] } }, token);
    expect(post.status).toBe(200);
    expect(post.body.data).toEqual(get.body.data);
    expect(sorted(ext(post.body.data as Paged))).toEqual(['h-remote', 'h-senior']);
  });

  it('takes comma-joined filter text too, and defaults everything', async () => {
    const post = await api(t, 'POST', '/jobs/search', { filters: { company: 'infosys,QUILLSTACK' } });
    expect((post.body.data as Paged).pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
    expect(((await api(t, 'POST', '/jobs/search', {})).body.data as Paged).pagination.total).toBe(7);
  });

  it('validates the body like the query string', async () => {
    for (const body of [{ filters: { salary: ['1-2'] } }, { sortBy: 'nope' }, { page: 0 }, { filters: { type: ['Gig'] } }, { query: 5 }]) {
      const res = await api(t, 'POST', '/jobs/search', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
    const malformed = await t.app.inject({ method: 'POST', url: '/api/v1/jobs/search', headers: { 'content-type': 'application/json' }, payload: '{"query":' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /jobs/:id', () => {
  // Signed in (guests get 401) and on Premium, so these never meet the free plan's monthly limit (test/plans).
  it('answers the whole job with its full description', async () => {
    const res = await api(t, 'GET', `/jobs/${ids.jobId.get('h-react')}`, undefined, await viewerToken(t));
    expect(res.status).toBe(200);
    const job = res.body.data as { description: string; title: string };
    expect(job.title).toBe('React Developer');
    expect(job.description).toContain('FULL-DESCRIPTION-ONLY');
  });

  it('tells an expired job (reason expired) from a missing one (reason not_found), and refuses a malformed id', async () => {
    const token = await viewerToken(t);
    const expired = await api(t, 'GET', `/jobs/${ids.jobId.get('h-expired')}`, undefined, token);
    expect(expired.status).toBe(404);
    expect(expired.body).toMatchObject({ code: 'NOT_FOUND', message: expect.stringMatching(/expired/), details: { reason: 'expired' } });
    // Its first domain, so that the page can offer similar jobs that are still open.
    expect(expired.body.details).toMatchObject({ domain: 'Mobile Development', expiredAt: expect.any(String) });
    const missing = await api(t, 'GET', '/jobs/00000000-0000-4000-8000-000000000000', undefined, token);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', details: { reason: 'not_found' } });
    const malformed = await api(t, 'GET', '/jobs/not-an-id', undefined, token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_ERROR');
  });
});

describe('featured, categories and option lists', () => {
  it('features active featured jobs newest first, 3 by default, limit 1..12', async () => {
    const res = await api(t, 'GET', '/jobs/featured');
    const featured = res.body.data as { _id: string; company: string; expiryDate: string; applyLink: string }[];
    expect(featured.map((j) => ids.externalId.get(j._id))).toEqual(['h-react', 'h-remote', 'h-senior']);
    expect(Object.keys(featured[0]!).sort()).toEqual(['_id', 'applyLink', 'company', 'expiryDate', 'location', 'logo', 'stipend', 'title', 'type']);
    const one = await api(t, 'GET', '/jobs/featured?limit=1');
    expect((one.body.data as unknown[]).length).toBe(1);
    for (const bad of ['0', '13', 'x']) expect((await api(t, 'GET', `/jobs/featured?limit=${bad}`)).status).toBe(400);
  });

  it('counts active jobs per domain, case-insensitively, largest first then by name', async () => {
    const res = await api(t, 'GET', '/jobs/category');
    expect(res.body.data).toEqual([
      { _id: 'Backend Development', count: 2 },
      { _id: 'Frontend Development', count: 2 },
      { _id: 'Data Science', count: 1 },
      { _id: 'Design', count: 1 },
      { _id: 'Marketing', count: 1 },
      { _id: 'Software Engineering', count: 1 },
    ]);
  });

  it('lists distinct values of active jobs, sorted, as plain strings', async () => {
    const get = async (path: string) => (await api(t, 'GET', path)).body.data;
    expect(await get('/jobs/locations')).toEqual(['Bengaluru', 'Chennai', 'Hyderabad', 'Mumbai', 'Pune', 'Remote']);
    expect(await get('/jobs/domains')).toEqual(['Backend Development', 'Data Science', 'Design', 'Frontend Development', 'Marketing', 'Software Engineering']);
    expect(await get('/jobs/companies')).toEqual(['Infosys', 'Kiranakart', 'Quillstack', 'Zentrix Labs']);
    expect(await get('/jobs/jobsTypes')).toEqual(['Contract', 'Full-time', 'Internship', 'Part-time']);
  });
});

describe('companies', () => {
  it('lists companies hiring now by name, with their active jobs, paged', async () => {
    const res = await api(t, 'GET', '/companies');
    expect(res.body.data).toEqual({
      data: [
        { _id: ids.companyId.get('Infosys'), name: 'Infosys', logo: null, activeJobs: 2 },
        { _id: ids.companyId.get('Kiranakart'), name: 'Kiranakart', logo: null, activeJobs: 1 },
        { _id: ids.companyId.get('Quillstack'), name: 'Quillstack', logo: null, activeJobs: 2 },
        { _id: ids.companyId.get('Zentrix Labs'), name: 'Zentrix Labs', logo: null, activeJobs: 2 },
      ],
      pagination: { page: 1, limit: 10, total: 4, totalPages: 1 },
    });
    const second = await api(t, 'GET', '/companies?limit=3&page=2');
    expect((second.body.data as Paged).data.map((c) => c.name)).toEqual(['Zentrix Labs']);
  });

  it('finds companies by part of the name or with a typo', async () => {
    const names = async (q: string) => ((await api(t, 'GET', `/companies?query=${q}`)).body.data as Paged).data.map((c) => c.name);
    expect(await names('quill')).toEqual(['Quillstack']);
    expect(await names('Infosis')).toEqual(['Infosys']);
    expect(await names('LABS')).toEqual(['Zentrix Labs']);
    expect(await names('Expirely')).toEqual([]);
    expect((await api(t, 'GET', '/companies?limit=0')).status).toBe(400);
  });

  it('shows one company, even without active jobs, and its active jobs newest first', async () => {
    const infosys = await api(t, 'GET', `/companies/${ids.companyId.get('Infosys')}`);
    expect(infosys.body.data).toMatchObject({ name: 'Infosys', activeJobs: 2 });
    const expirely = await api(t, 'GET', `/companies/${ids.companyId.get('Expirely Co')}`);
    expect(expirely.body.data).toMatchObject({ name: 'Expirely Co', activeJobs: 0 });

    const jobs = await api(t, 'GET', `/companies/${ids.companyId.get('Infosys')}/jobs?limit=1`);
    expect(ext(jobs.body.data as Paged)).toEqual(['h-react']);
    expect((jobs.body.data as Paged).pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    const none = await api(t, 'GET', `/companies/${ids.companyId.get('Expirely Co')}/jobs`);
    expect((none.body.data as Paged).pagination.total).toBe(0);
  });

  it('answers NOT_FOUND for an unknown company and VALIDATION_ERROR for a malformed id', async () => {
    for (const path of ['/companies/00000000-0000-4000-8000-000000000000', '/companies/00000000-0000-4000-8000-000000000000/jobs']) {
      const res = await api(t, 'GET', path);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await api(t, 'GET', '/companies/nope')).status).toBe(400);
    expect((await api(t, 'GET', `/companies/${ids.companyId.get('Infosys')}/jobs?page=0`)).status).toBe(400);
  });
});

describe('expiry as time passes', () => {
  it('hides a job everywhere from the moment it expires', async () => {
    const soonId = ids.jobId.get('h-soon')!;
    expect((await list(t, '')).pagination.total).toBe(7);
    expect((await api(t, 'GET', '/jobs/locations')).body.data).toContain('Chennai');
    clock = new Date(NOW.getTime() + HOUR); // exactly at expiry: expired (expiry_date <= now)
    try {
      const page = await list(t, '');
      expect(page.pagination.total).toBe(6);
      expect(ext(page)).not.toContain('h-soon');
      expect((await list(t, 'query=python')).pagination.total).toBe(1);
      expect((await list(t, 'location=Chennai')).pagination.total).toBe(0);
      expect((await api(t, 'GET', '/jobs/locations')).body.data).not.toContain('Chennai');
      expect((await api(t, 'GET', '/jobs/category')).body.data).toContainEqual({ _id: 'Backend Development', count: 1 });
      expect((await api(t, 'GET', `/jobs/${soonId}`, undefined, await viewerToken(t))).body.details).toMatchObject({ reason: 'expired' });
      const zentrix = await api(t, 'GET', `/companies/${ids.companyId.get('Zentrix Labs')}/jobs`);
      expect((zentrix.body.data as Paged).pagination.total).toBe(1);
      const companies = (await api(t, 'GET', '/companies')).body.data as Paged;
      expect(companies.data.find((c) => c.name === 'Zentrix Labs')).toMatchObject({ activeJobs: 1 });
    } finally {
      clock = NOW;
    }
    expect((await list(t, '')).pagination.total).toBe(7);
  });
});
