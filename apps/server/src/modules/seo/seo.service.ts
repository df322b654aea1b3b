import { JOB_SUMMARY_ELEMENT_ID, jobSummarySchema, RUPEES_PER_LAKH, type Job } from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import type { HtmlPage } from '../../platform/static.ts';
import { activeJobStamps, findPublicJob } from '../jobs/jobs.service.ts';
import { clip, escapeHtml, jsonForScript, withData, withHead } from './seo.html.ts';

type Deps = Pick<AppDeps, 'database' | 'now' | 'config'>;

const SITE_NAME = 'Pathway';
const META_DESCRIPTION_LENGTH = 160;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The public pages a search engine may index besides the jobs (docs/product/site.md#routes). */
export const PUBLIC_PAGES = ['/', '/jobs', '/pricing', '/about', '/contact', '/privacy', '/terms', '/help'] as const;
/** Signed-in areas and account flows (tokens in their addresses): nothing to index there. */
export const PRIVATE_PAGES = ['/dashboard', '/profile', '/profile-setup', '/saved-jobs', '/settings', '/otp-verification', '/reset-password'] as const;

/** schema.org employmentType for our job types. */
const EMPLOYMENT_TYPE: Record<string, string> = {
  Internship: 'INTERN',
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Freelance: 'CONTRACTOR',
};

const lpa = (rupees: number) => (rupees / RUPEES_PER_LAKH).toFixed(1);

/** What the job card shows as pay: the salary in LPA when stated, else the stipend. */
function payText(job: Job): string {
  if (job.salary.max > 0) {
    return job.salary.min > 0 && job.salary.min !== job.salary.max
      ? `₹${lpa(job.salary.min)}–${lpa(job.salary.max)} LPA`
      : `₹${lpa(job.salary.max)} LPA`;
  }
  return job.stipend;
}

const isRemote = (job: Job) => job.workMode === 'remote' || job.location.trim().toLowerCase() === 'remote';

/** schema.org JobPosting from the public summary only (title, company, place, type, pay, dates, summary). */
export function jobPostingJsonLd(job: Job, url: string): Record<string, unknown> {
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: job._id },
    url,
    datePosted: job.postedDate,
    validThrough: job.expiryDate,
    employmentType: EMPLOYMENT_TYPE[job.type] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: job.company, ...(job.logo ? { logo: job.logo } : {}) },
    directApply: false,
  };
  if (isRemote(job)) {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: 'India' };
  } else {
    posting.jobLocation = {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'IN' },
    };
  }
  if (job.salary.max > 0) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: {
        '@type': 'QuantitativeValue',
        ...(job.salary.min > 0 ? { minValue: job.salary.min } : {}),
        maxValue: job.salary.max,
        unitText: 'YEAR',
      },
    };
  }
  return posting;
}

function jobHead(job: Job, url: string) {
  const where = isRemote(job) ? 'Remote (India)' : job.location;
  const title = `${job.title} at ${job.company}, ${where} | ${SITE_NAME}`;
  const facts = [`${job.type} at ${job.company}`, where, payText(job)].filter(Boolean).join(' · ');
  const description = clip(`${facts}. ${job.description}`, META_DESCRIPTION_LENGTH);
  const og = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return {
    title,
    description,
    extra: [
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      og('og:type', 'website'),
      og('og:site_name', SITE_NAME),
      og('og:title', `${job.title} at ${job.company}`),
      og('og:description', description),
      og('og:url', url),
      `<meta name="twitter:card" content="summary" />`,
      `<script type="application/ld+json">${jsonForScript(jobPostingJsonLd(job, url))}</script>`,
    ],
  };
}

/**
 * The HTML of /jobs/:id: the app's page with the job's own head for search engines and link
 * previews, and its public summary as JSON, so the app's first frame shows the job's heading to
 * anyone (a guest above the sign-in prompt, a member while the details load). A missing or expired
 * job gets the app as usual (it shows its not-found page) with status 404 and noindex.
 */
export async function renderJobPage(deps: Deps, id: string): Promise<HtmlPage> {
  const lookup = UUID.test(id) ? await findPublicJob(deps, id) : ({ status: 'missing' } as const);
  if (lookup.status !== 'active') {
    const title = lookup.status === 'expired' ? `This job has expired | ${SITE_NAME}` : `Job not found | ${SITE_NAME}`;
    return {
      status: 404,
      transform: (html) =>
        withHead(html, {
          title,
          description: 'This job is no longer listed on Pathway. Browse current jobs and internships for students in India.',
          extra: ['<meta name="robots" content="noindex" />'],
        }),
    };
  }
  const url = `${deps.config.publicUrl}/jobs/${lookup.job._id}`;
  const head = jobHead(lookup.job, url);
  const summary = jobSummarySchema.parse(lookup.job);
  return { status: 200, transform: (html) => withData(withHead(html, head), JOB_SUMMARY_ELEMENT_ID, summary) };
}

/** The sitemaps protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

const xmlEscape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

function urlset(urls: SitemapUrl[]): string {
  const entries = urls.map(
    (u) => `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

async function sitemapUrls(deps: Deps): Promise<SitemapUrl[]> {
  const base = deps.config.publicUrl;
  const jobs = await activeJobStamps(deps);
  return [
    ...PUBLIC_PAGES.map((path) => ({ loc: `${base}${path === '/' ? '/' : path}` })),
    ...jobs.map((j) => ({ loc: `${base}/jobs/${j.id}`, lastmod: j.updatedAt })),
  ];
}

/**
 * /sitemap.xml: the public pages and every active job. Past SITEMAP_MAX_URLS it becomes a sitemap
 * index of /sitemaps/N.xml parts (`partSize` is a parameter for tests).
 */
export async function sitemapXml(deps: Deps, partSize = SITEMAP_MAX_URLS): Promise<string> {
  const urls = await sitemapUrls(deps);
  if (urls.length <= partSize) return urlset(urls);
  const parts = Math.ceil(urls.length / partSize);
  const entries = Array.from({ length: parts }, (_, i) => `  <sitemap><loc>${xmlEscape(`${deps.config.publicUrl}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One part of a split sitemap, or undefined past the last. */
export async function sitemapPartXml(deps: Deps, part: number, partSize = SITEMAP_MAX_URLS): Promise<string | undefined> {
  const urls = await sitemapUrls(deps);
  const slice = urls.slice((part - 1) * partSize, part * partSize);
  if (part < 1 || slice.length === 0 || urls.length <= partSize) return undefined;
  return urlset(slice);
}

/**
 * /robots.txt: everything public may be crawled; the signed-in areas, the account flows and the API
 * may not, except the public catalogue reads that the public pages render from (crawlers that run
 * JavaScript need them), and never the apply redirect (it counts clicks).
 */
export function robotsTxt(deps: Pick<Deps, 'config'>): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PAGES.map((p) => `Disallow: ${p}`),
    'Disallow: /api/',
    'Allow: /api/v1/jobs',
    'Allow: /api/v1/companies',
    'Allow: /api/v1/stats/platform',
    'Disallow: /api/v1/jobs/redirect/',
    '',
    `Sitemap: ${deps.config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
