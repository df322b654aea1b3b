import type { JobListResponse, SearchReport } from '@pathway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { jobRow } from '../db/helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { api, idMaps, viewerToken } from './helpers.ts';

// A small catalogue of its own, dated around the app's clock (docs/search.md).
const NOW = new Date('2026-11-20T06:30:00Z');
const posted = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString();
const rows = [
  jobRow({ externalId: 'react-blr', title: 'React Developer', company: 'Quillstack', location: 'Bengaluru', workMode: 'hybrid', skills: ['React', 'JavaScript'], domains: ['Frontend Development'], description: 'Build our web app.', postedDate: posted(30) }),
  jobRow({ externalId: 'java-pune', title: 'Java Developer', company: 'Setu Infotech', location: 'Pune', workMode: 'onsite', skills: ['Java', 'Spring Boot'], domains: ['Backend Development'], description: 'Services in Java.', postedDate: posted(20) }),
  jobRow({ externalId: 'js-remote', title: 'Frontend Engineer', company: 'Nimbus Cloudworks', location: 'Remote', workMode: 'remote', skills: ['JavaScript', 'TypeScript'], domains: ['Frontend Development'], description: 'Work from anywhere in India.', postedDate: posted(10) }),
  jobRow({ externalId: 'cpp-gurgaon', title: 'Embedded Software Engineer', company: 'Acme, Inc.', location: 'Gurugram', workMode: 'onsite', skills: ['C++', 'Embedded C'], domains: ['Embedded Systems'], description: 'Firmware for our devices. We also visit Mumbai.', postedDate: posted(40) }),
  jobRow({ externalId: 'intern-noida', title: 'Marketing Intern', company: 'Vidyapath', type: 'Internship', location: 'Noida', workMode: 'onsite', stipend: '₹12,000/month', salaryMin: 0, salaryMax: 0, experienceMin: 0, experienceMax: 0, skills: ['SEO', 'Canva'], domains: ['Marketing'], description: 'Campaigns for our classes.', postedDate: posted(5) }),
  jobRow({ externalId: 'ds-mumbai', title: 'Data Scientist', company: 'Orbit Analytics', location: 'Mumbai', workMode: 'hybrid', skills: ['Python', 'Machine Learning', 'R'], domains: ['Data Science'], salaryMin: 1_200_000, salaryMax: 1_800_000, description: 'Models for retail brands.', postedDate: posted(15) }),
];

let t: TestApp;
let ids: Awaited<ReturnType<typeof idMaps>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await importJobs(t.database.db, rows);
  ids = await idMaps(t);
});
afterAll(async () => {
  await t?.close();
});

async function search(params: Record<string, string>, token?: string): Promise<{ ids: string[]; total: number; report: SearchReport | undefined }> {
  const res = await api(t, 'GET', `/jobs?${new URLSearchParams(params)}`, undefined, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const data = res.body.data as JobListResponse;
  return { ids: data.data.map((j) => ids.externalId.get(j._id)!), total: data.pagination.total, report: data.search };
}

describe('GET /jobs?query: what students type', () => {
  it('finds a city by its old name, and its region, in the location only', async () => {
    expect((await search({ query: 'bangalore' })).ids).toEqual(['react-blr']);
    expect((await search({ query: 'gurgaon' })).ids).toEqual(['cpp-gurgaon']);
    expect((await search({ query: 'delhi ncr' })).ids.sort()).toEqual(['cpp-gurgaon', 'intern-noida']);
    // "Mumbai" in a description does not make a Mumbai job.
    expect((await search({ query: 'bombay' })).ids).toEqual(['ds-mumbai']);
  });

  it('reads work modes, job types and Hinglish', async () => {
    expect((await search({ query: 'wfh' })).ids).toEqual(['js-remote']);
    expect((await search({ query: 'ghar se kaam' })).ids).toEqual(['js-remote']);
    expect((await search({ query: 'internship' })).ids).toEqual(['intern-noida']);
    expect((await search({ query: 'इंटर्नशिप' })).ids).toEqual(['intern-noida']);
  });

  it('keeps c++ whole, and a finished "java" finds Java before JavaScript', async () => {
    expect((await search({ query: 'c++' })).ids).toEqual(['cpp-gurgaon']);
    const java = (await search({ query: 'java' })).ids;
    expect(java[0]).toBe('java-pune');
    expect((await search({ query: 'java developer' })).ids[0]).toBe('java-pune');
    expect((await search({ query: 'js' })).ids.sort()).toEqual(['js-remote', 'react-blr']);
    expect((await search({ query: 'r' })).ids).toEqual(['ds-mumbai']);
  });

  it('ranks by how much of the query a job covers: one extra word never empties the page', async () => {
    const answer = await search({ query: 'react developer bangalore' });
    expect(answer.ids[0]).toBe('react-blr');
    expect(answer.report?.partial).toBe(false);
    const paid = await search({ query: 'paid internship' });
    expect(paid.ids[0]).toBe('intern-noida');
  });

  it('corrects a misspelt word and says so; a correct word is never corrected', async () => {
    const answer = await search({ query: 'devloper' });
    // Developer titles first; "Frontend Development" (a domain) after them.
    expect(answer.ids.slice(0, 2).sort()).toEqual(['java-pune', 'react-blr']);
    expect(answer.report).toMatchObject({ correctedQuery: 'developer', corrections: [{ from: 'devloper', to: 'developer' }] });
    expect((await search({ query: 'developer' })).report?.corrections).toEqual([]);
  });

  it('says which words matched nothing, and when only part of the query matched', async () => {
    const unmatched = await search({ query: 'react qwzx' });
    expect(unmatched.ids).toEqual(['react-blr']);
    expect(unmatched.report?.unmatched).toEqual(['qwzx']);
    const partial = await search({ query: 'java chennai' });
    // Nothing is in Chennai: jobs that match part of the query, and the answer says so.
    expect(partial.report?.partial).toBe(true);
    expect(partial.ids).toContain('java-pune');
    const nothing = await search({ query: 'qwzx' });
    expect(nothing).toMatchObject({ ids: [], total: 0 });
    expect(nothing.report?.unmatched).toEqual(['qwzx']);
  });

  it('answers a query with nothing to search for with every job, and says so', async () => {
    for (const query of ['🙂', '!!! ...']) {
      const answer = await search({ query });
      expect(answer.total).toBe(rows.length);
      expect(answer.report?.nothingToSearch).toBe(true);
    }
    const ignored = await search({ query: 'for in the' });
    expect(ignored.total).toBe(rows.length);
    expect(ignored.report?.ignored).toEqual(['for', 'in', 'the']);
  });

  it('says which words past the limit were not searched', async () => {
    const known = ['react', 'java', 'python', 'seo', 'canva', 'firmware'];
    const query = [...Array.from({ length: 16 }, (_, i) => known[i % known.length]), 'marketing', 'scientist'].join(' ');
    const answer = await search({ query });
    expect(answer.report?.truncated).toEqual(['marketing', 'scientist']);
  });
});

describe('GET /jobs filters: places, work mode, pay, companies', () => {
  it('expands the location filter by aliases and regions', async () => {
    expect((await search({ location: 'Bangalore' })).ids).toEqual(['react-blr']);
    expect((await search({ location: 'Delhi NCR' })).ids.sort()).toEqual(['cpp-gurgaon', 'intern-noida']);
    expect((await search({ location: 'WFH' })).ids).toEqual(['js-remote']);
  });

  it('filters by work mode, for everyone', async () => {
    expect((await search({ workMode: 'remote' })).ids).toEqual(['js-remote']);
    expect((await search({ workMode: 'hybrid,onsite' })).ids).toHaveLength(5);
    const bad = await api(t, 'GET', '/jobs?workMode=moon');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
  });

  it('counts stipends in the pay filter and the pay order', async () => {
    const token = await viewerToken(t, 'premium');
    expect((await search({ salary: '0-3', type: 'Internship' }, token)).ids).toEqual(['intern-noida']);
    const byPay = await search({ sortBy: 'salary', sortOrder: 'asc' }, token);
    // ₹12,000/month (1.44 LPA) is below every salary here.
    expect(byPay.ids[0]).toBe('intern-noida');
    expect((await search({ sortBy: 'salary' }, token)).ids[0]).toBe('ds-mumbai');
  });

  it('takes a company name with a comma, quoted', async () => {
    expect((await search({ company: '"Acme, Inc."' })).ids).toEqual(['cpp-gurgaon']);
    expect((await search({ company: '"Acme, Inc.",Vidyapath' })).ids.sort()).toEqual(['cpp-gurgaon', 'intern-noida']);
  });
});
