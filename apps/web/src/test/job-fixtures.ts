import type { Job, JobListResponse } from '@pathway/contracts';

let counter = 0;

/** A realistic job for tests; every field can be overridden. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  counter += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title: `Frontend Developer Intern ${counter}`,
    company: 'Zentrix Labs',
    companyId: '10000000-0000-4000-8000-000000000001',
    logo: null,
    type: 'Internship',
    isUrgent: false,
    isFeatured: false,
    location: 'Bengaluru',
    workMode: 'hybrid',
    stipend: '₹25,000/month',
    salary: { min: 0, max: 0 },
    experienceMin: 0,
    experienceMax: 1,
    postedDate: '2026-11-20T06:30:00.000Z',
    expiryDate: '2027-01-20T18:29:59.000Z',
    applicationsCount: 12,
    domain: ['Software Engineering'],
    skills: ['React', 'TypeScript'],
    description: 'Build the student dashboard with our product team.',
    applyLink: 'https://careers.zentrix.example/jobs/1',
    health: { reportedClosed: false, linkBroken: false, linkCheckedAt: null, flags: [] },
    ...overrides,
  };
}

/** `GET /jobs`'s answer for one page of `all`. */
export function pageOf(all: Job[], page = 1, limit = 10): JobListResponse {
  return {
    data: all.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: all.length, totalPages: Math.ceil(all.length / limit) },
  };
}
