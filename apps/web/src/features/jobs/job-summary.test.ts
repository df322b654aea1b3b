import { JOB_SUMMARY_ELEMENT_ID, type JobSummary, jobSummarySchema } from '@pathway/contracts';
import { describe, expect, it } from 'vitest';
import { readEmbeddedJobSummary } from './job-summary';

const summary: JobSummary = {
  _id: 'job-1',
  title: 'Frontend Intern',
  company: 'Chai Labs',
  logo: null,
  type: 'Internship',
  workMode: 'remote',
  isUrgent: false,
};

/** A document whose embedded summary is `value`, as the server writes it into a job's page. */
function pageWith(value: unknown): Document {
  const doc = document.implementation.createHTMLDocument('job');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = JOB_SUMMARY_ELEMENT_ID;
  script.textContent = typeof value === 'string' ? value : JSON.stringify(value);
  doc.body.append(script);
  return doc;
}

// The page checks the embedded summary by hand, to keep zod off its first load; these tests hold
// that check to the contract's schema, so a field added to the schema must be checked there too.
describe('the job summary embedded in a job page', () => {
  it('is read when it matches the contract and the page’s job', () => {
    expect(jobSummarySchema.safeParse(summary).success).toBe(true);
    expect(readEmbeddedJobSummary(pageWith(summary), 'job-1')).toEqual(summary);
    expect(readEmbeddedJobSummary(pageWith(summary), 'job-2')).toBeUndefined();
  });

  it.each(Object.keys(jobSummarySchema.shape))('is ignored without its %s, as the schema rejects it', (field) => {
    const without: Record<string, unknown> = { ...summary };
    delete without[field];
    expect(jobSummarySchema.safeParse(without).success).toBe(false);
    expect(readEmbeddedJobSummary(pageWith(without), 'job-1')).toBeUndefined();
  });

  it.each([
    ['a logo that is not text', { logo: 42 }],
    ['an unknown work mode', { workMode: 'Moon base' }],
    ['urgency that is not a boolean', { isUrgent: 'yes' }],
  ])('is ignored with %s, as the schema rejects it', (_, change) => {
    const wrong = { ...summary, ...change };
    expect(jobSummarySchema.safeParse(wrong).success).toBe(false);
    expect(readEmbeddedJobSummary(pageWith(wrong), 'job-1')).toBeUndefined();
  });

  it('is ignored when it is not JSON, or missing', () => {
    expect(readEmbeddedJobSummary(pageWith('{"_id": "job-1",'), 'job-1')).toBeUndefined();
    expect(readEmbeddedJobSummary(document.implementation.createHTMLDocument('job'), 'job-1')).toBeUndefined();
  });
});
