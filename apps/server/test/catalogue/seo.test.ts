import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { jobPostingJsonLd, sitemapPartXml, sitemapXml } from '../../src/modules/seo/seo.service.ts';
import { jobRow } from '../db/helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { handcraftedCatalogue, NOW } from './fixtures.ts';
import { idMaps, viewerToken } from './helpers.ts';

const PUBLIC_URL = 'https://pathway.example.in';
const HOSTILE_TITLE = `Intern </script><script>alert("x")</script> & "Co" $1 $& 'q'`;

let t: TestApp;
let webDir: string;
let ids: Awaited<ReturnType<typeof idMaps>>;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-seo-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Pathway — Jobs and internships</title>\n    <meta\n      name="description"\n      content="The app's own description."\n    />\n    <script type="module" src="/assets/index-abc.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
  );
  t = await createTestApp({ now: () => NOW, webDistDir: webDir, env: { PUBLIC_URL, PAYMENTS_MODE: 'sandbox' } });
  await importJobs(t.database.db, [
    ...handcraftedCatalogue(),
    jobRow({
      externalId: 'h-hostile',
      title: HOSTILE_TITLE,
      company: 'Acme <b>Labs</b>',
      type: 'Internship',
      location: 'Pune',
      workMode: 'onsite',
      stipend: '₹10,000/month',
      salaryMin: 0,
      salaryMax: 0,
      description: `${'Learn by doing. '.repeat(30)}SECRET-TAIL </script><!-- never shown`,
      postedDate: '2026-11-14T09:00:00+05:30',
      expiryDate: '2027-01-31',
    }),
  ]);
  ids = await idMaps(t);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const page = (url: string, accept = 'text/html,application/xhtml+xml') => t.app.inject({ method: 'GET', url, headers: { accept } });

function summaryData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="job-summary">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('GET /jobs/:id as HTML', () => {
  it("puts the job's own title, description, canonical link, Open Graph tags and JobPosting in the head", async () => {
    const id = ids.jobId.get('h-react')!;
    const res = await page(`/jobs/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<title>React Developer at Infosys, Bengaluru | Pathway</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain("The app's own description.");
    expect(html).toMatch(/<meta name="description" content="Full-time at Infosys · Bengaluru · ₹6\.0–9\.0 LPA\. Build the screens[^"]*" \/>/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs/${id}" />`);
    expect(html).toContain('<meta property="og:title" content="React Developer at Infosys" />');
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/jobs/${id}" />`);
    expect(html).not.toContain('noindex');
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>'); // the app still loads
    expect(html).not.toContain('FULL-DESCRIPTION-ONLY'); // only the public summary

    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'React Developer',
      description: expect.stringMatching(/^Build the screens.*…$/),
      identifier: { '@type': 'PropertyValue', name: 'Pathway', value: id },
      url: `${PUBLIC_URL}/jobs/${id}`,
      datePosted: '2026-11-14T04:30:00.000Z',
      validThrough: '2027-01-31T18:30:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Infosys' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Bengaluru', addressCountry: 'IN' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 600_000, maxValue: 900_000, unitText: 'YEAR' },
      },
      directApply: false,
    });
  });

  it("carries the job's public summary for the app's first frame, and nothing of the details", async () => {
    const id = ids.jobId.get('h-react')!;
    const html = (await page(`/jobs/${id}`)).body;
    const api = (await t.app.inject({ method: 'GET', url: `/api/v1/jobs?limit=100` })).json() as { data: { data: Record<string, unknown>[] } };
    const listed = api.data.data.find((job) => job._id === id)!;
    const summary = summaryData(html);
    expect(summary).toEqual({
      _id: id,
      title: listed.title,
      company: listed.company,
      logo: listed.logo,
      type: listed.type,
      workMode: listed.workMode,
      isUrgent: listed.isUrgent,
    });
    // After the app's root, where the app's code (which runs once the document is parsed) finds it.
    expect(html.indexOf('id="job-summary"')).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
  });

  it('marks remote jobs as TELECOMMUTE in India, maps types, and leaves out a salary that is not stated', async () => {
    const remote = jsonLd((await page(`/jobs/${ids.jobId.get('h-remote')}`)).body);
    expect(remote).toMatchObject({ employmentType: 'CONTRACTOR', jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } });
    expect(remote).not.toHaveProperty('jobLocation');
    const intern = jsonLd((await page(`/jobs/${ids.jobId.get('h-intern')}`)).body);
    expect(intern).toMatchObject({ employmentType: 'INTERN' });
    expect(intern).not.toHaveProperty('baseSalary');
    expect(jsonLd((await page(`/jobs/${ids.jobId.get('h-design')}`)).body)).toMatchObject({ employmentType: 'PART_TIME' });
    const types = Object.fromEntries(['Internship', 'Full-time', 'Part-time', 'Contract', 'Freelance'].map((type) => [type, jsonLdFor(type).employmentType]));
    expect(types).toEqual({ Internship: 'INTERN', 'Full-time': 'FULL_TIME', 'Part-time': 'PART_TIME', Contract: 'CONTRACTOR', Freelance: 'CONTRACTOR' });
  });

  it('escapes everything: a title cannot leave the <title>, an attribute or the JSON-LD block', async () => {
    const html = (await page(`/jobs/${ids.jobId.get('h-hostile')}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('<title>Intern &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Co&quot; $1 $&amp; &#39;q&#39; at Acme &lt;b&gt;Labs&lt;/b&gt;, Pune | Pathway</title>');
    // Exactly the three scripts: the app's, the JSON-LD block and the app's summary data.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(summaryData(html)).toMatchObject({ title: HOSTILE_TITLE, company: 'Acme <b>Labs</b>' });
    const data = jsonLd(html);
    expect(data.title).toBe(HOSTILE_TITLE);
    expect(data.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Acme <b>Labs</b>' });
    expect(html).not.toContain('SECRET-TAIL');
  });

  it('answers a missing, expired or malformed job with the app, status 404 and noindex', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', ids.jobId.get('h-expired')!, 'not-a-job']) {
      const res = await page(`/jobs/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('application/ld+json');
      expect(res.body).not.toContain('job-summary');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await page(`/jobs/${ids.jobId.get('h-expired')}`)).body).toContain('<title>This job has expired | Pathway</title>');
  });

  it('keeps the rest of the app as it was', async () => {
    const list = await page('/jobs?q=react');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<title>Pathway — Jobs and internships</title>');
    expect((await page(`/jobs/${ids.jobId.get('h-react')}`, 'application/json')).statusCode).toBe(404);
    // The API's detail asks a guest to sign in; the page above serves guests from the public summary.
    const url = `/api/v1/jobs/${ids.jobId.get('h-react')}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const token = await viewerToken(t);
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json().data.title).toBe('React Developer');
  });
});

function jsonLdFor(type: string): Record<string, unknown> {
  return jobPostingJsonLd(
    {
      _id: 'x', title: 't', company: 'c', companyId: 'c', logo: null, type, isUrgent: false, isFeatured: false, location: 'Pune',
      workMode: 'onsite', stipend: '', salary: { min: 0, max: 0 }, experienceMin: 0, experienceMax: 0, postedDate: '', expiryDate: '',
      applicationsCount: 0, domain: [], skills: [], description: 'd', applyLink: 'https://a.example',
      health: { reportedClosed: false, linkBroken: false, linkCheckedAt: null, flags: [] },
    },
    'https://pathway.example.in/jobs/x',
  );
}

describe('/sitemap.xml and /robots.txt', () => {
  it('lists the public pages and every active job with lastmod, as absolute URLs', async () => {
    const res = await page('/sitemap.xml', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const p of ['/', '/jobs', '/pricing', '/about', '/contact', '/privacy', '/terms', '/help']) expect(locs).toContain(`${PUBLIC_URL}${p}`);
    const jobLocs = locs.filter((l) => l!.startsWith(`${PUBLIC_URL}/jobs/`));
    expect(jobLocs).toHaveLength(8); // 7 active + the hostile one
    expect(jobLocs).not.toContain(`${PUBLIC_URL}/jobs/${ids.jobId.get('h-expired')}`);
    expect(res.body).toMatch(new RegExp(`<loc>${PUBLIC_URL}/jobs/${ids.jobId.get('h-react')}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod>`));
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });

  it('splits into a sitemap index past the size limit', async () => {
    const index = await sitemapXml(t.app.deps, 5);
    expect(index).toContain('<sitemapindex');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([1, 2, 3, 4].map((n) => `${PUBLIC_URL}/sitemaps/${n}.xml`));
    const parts = await Promise.all([1, 2, 3, 4].map((n) => sitemapPartXml(t.app.deps, n, 5)));
    expect(parts.map((p) => [...p!.matchAll(/<url>/g)].length)).toEqual([5, 5, 5, 1]);
    expect(await sitemapPartXml(t.app.deps, 5, 5)).toBeUndefined();
    expect((await page('/sitemaps/1.xml', '*/*')).statusCode).toBe(404); // the real sitemap fits in one file
  });

  it('allows crawling, keeps crawlers out of private areas and the API, and names the sitemap', async () => {
    const res = await page('/robots.txt', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of ['Allow: /', 'Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /profile', 'Disallow: /saved-jobs', 'Disallow: /settings', 'Disallow: /api/v1/jobs/redirect/']) {
      expect(lines).toContain(line);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
