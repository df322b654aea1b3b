import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './site.ts';
import { emailSchema, httpUrlSchema } from './fields.ts';
import { errorCodes, errorStatus } from './errors.ts';
import { pageQuerySchema } from './pagination.ts';
import { jobImportRowSchema } from './jobs.ts';

describe('field schemas', () => {
  it('trims and lower-cases email', () => {
    expect(emailSchema.parse('  Asha@Example.COM ')).toBe('asha@example.com');
    expect(emailSchema.safeParse('asha@').success).toBe(false);
  });

  it('accepts only http and https links', () => {
    expect(httpUrlSchema.parse('https://example.com/jobs/1')).toBe('https://example.com/jobs/1');
    for (const bad of ['javascript:alert(1)', 'ftp://example.com', 'data:text/html,hi', 'example.com']) {
      expect(httpUrlSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('error codes', () => {
  it('map each code to its status', () => {
    expect(errorCodes).toHaveLength(17);
    expect(errorStatus.RATE_LIMITED).toBe(429);
    expect(errorStatus.EMAIL_NOT_VERIFIED).toBe(403);
  });
});

describe('paging', () => {
  it('defaults to page 1 of 10 and bounds limit to 100', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(pageQuerySchema.parse({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
    for (const bad of [{ page: '0' }, { limit: '101' }, { limit: '0' }, { page: '1.5' }, { page: 'two' }]) {
      expect(pageQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('contact', () => {
  it('requires all four fields, trimmed', () => {
    const r = contactRequestSchema.safeParse({ name: ' ', email: 'a@b.co', subject: 'Hi', message: '' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0]).sort()).toEqual(['message', 'name']);
  });
});

describe('job import row', () => {
  const row = {
    externalId: 'x-1',
    title: 'Frontend Intern',
    company: 'Acme',
    type: 'Internship',
    location: 'Pune',
    workMode: 'hybrid',
    stipend: '₹15,000/month',
    salaryMin: 0,
    salaryMax: 0,
    experienceMin: 0,
    experienceMax: 1,
    domains: ['Web Development'],
    skills: ['React'],
    description: 'Build things.',
    applyLink: 'https://acme.example/jobs/1',
    postedDate: '2026-11-01T10:00:00+05:30',
    expiryDate: '2026-12-01',
  };

  it('accepts a good row and defaults the flags', () => {
    expect(jobImportRowSchema.parse(row)).toMatchObject({ isUrgent: false, isFeatured: false });
  });

  it('refuses inverted ranges and unsafe links', () => {
    expect(jobImportRowSchema.safeParse({ ...row, salaryMin: 5, salaryMax: 1 }).success).toBe(false);
    expect(jobImportRowSchema.safeParse({ ...row, applyLink: 'javascript:alert(1)' }).success).toBe(false);
    expect(jobImportRowSchema.safeParse({ ...row, expiryDate: '2026-10-01' }).success).toBe(false);
    expect(jobImportRowSchema.safeParse({ ...row, type: 'Gig' }).success).toBe(false);
  });
});
