import type { Application, ApplicationStatus } from '@pathway/contracts';

let counter = 0;

/** A tracked application as the API answers it; every field can be overridden. */
export function makeApplication(overrides: Partial<Application> = {}): Application {
  counter += 1;
  const status: ApplicationStatus = overrides.status ?? 'clicked';
  const createdAt = overrides.createdAt ?? '2026-11-20T10:00:00.000Z';
  return {
    _id: `a0000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    jobId: `00000000-0000-4000-8000-${String(900 + counter).padStart(12, '0')}`,
    title: `Frontend Developer Intern ${counter}`,
    company: 'Zentrix Labs',
    link: null,
    status,
    notes: '',
    nextStepAt: null,
    closingDate: '2027-01-20T18:29:59.000Z',
    createdAt,
    updatedAt: createdAt,
    timeline: [{ status, at: createdAt }],
    ...overrides,
  };
}
