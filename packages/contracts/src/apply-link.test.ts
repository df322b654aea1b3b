import { describe, expect, it } from 'vitest';
import { featuredJobSchema, jobListResponseSchema } from './catalogue.ts';
import { jobSchema } from './jobs.ts';
import { savedJobSchema } from './saved-jobs.ts';

const job = {
  _id: '6f1c2b8e-9a7d-4e3b-8c1a-2d5e6f7a8b9c',
  title: 'Frontend Developer Intern',
  company: 'Zoho',
  companyId: '7f1c2b8e-9a7d-4e3b-8c1a-2d5e6f7a8b9c',
  logo: null,
  type: 'Internship',
  isUrgent: false,
  isFeatured: true,
  location: 'Chennai',
  workMode: 'onsite',
  stipend: '₹15,000/month',
  salary: { min: 0, max: 0 },
  experienceMin: 0,
  experienceMax: 1,
  postedDate: '2026-11-20T00:00:00.000Z',
  expiryDate: '2026-12-20T00:00:00.000Z',
  applicationsCount: 3,
  domain: ['Frontend Development'],
  skills: ['React'],
  description: 'Build screens.',
  health: { reportedClosed: false, linkBroken: false, linkCheckedAt: null, flags: [] },
};

describe('applyLink', () => {
  it('may be left out of a job, a list item and a saved job (guests and free accounts get none)', () => {
    expect(jobSchema.safeParse(job).success).toBe(true);
    expect(jobListResponseSchema.safeParse({ data: [job], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } }).success).toBe(true);
    expect(savedJobSchema.safeParse({ ...job, isExpired: false }).success).toBe(true);
    expect(jobSchema.parse({ ...job, applyLink: 'https://careers.zoho.example/1' }).applyLink).toBe('https://careers.zoho.example/1');
  });

  it('stays required on the featured jobs', () => {
    const { _id, title, company, logo, location, type, stipend, expiryDate } = job;
    const featured = { _id, title, company, logo, location, type, stipend, expiryDate };
    expect(featuredJobSchema.safeParse(featured).success).toBe(false);
    expect(featuredJobSchema.safeParse({ ...featured, applyLink: 'https://careers.zoho.example/1' }).success).toBe(true);
  });
});
