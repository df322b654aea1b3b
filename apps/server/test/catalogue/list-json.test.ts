import { jobListResponseSchema, successEnvelope } from '@pathway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../src/modules/jobs/seed/seed.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW } from './fixtures.ts';
import { viewerToken } from './helpers.ts';

/**
 * List answers are written from each job's own JSON, kept with the job (catalogue-response.ts
 * sendCachedList): the bytes must be those of validating and writing the whole answer, every
 * character past ASCII written as a \u escape (one "₹" made a whole answer two bytes a character).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await seedDemoCatalogue(t.database.db, NOW);
});
afterAll(async () => {
  await t?.close();
});

/** JSON.stringify's text with each UTF-16 unit past ASCII as `\uXXXX`. */
const escaped = (json: string) => json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

describe('job lists as JSON', () => {
  it('are sent as the schema writes them as the schema writes them, each job validated once and shared by the pages that show it', async () => {
    const envelope = successEnvelope(jobListResponseSchema);
    const premium = await viewerToken(t, 'premium');
    const free = await viewerToken(t, 'free');
    // The same jobs in several answers: a search, its second page, a list, as a guest and signed in.
    // The demo catalogue's pay is written in rupees ("₹"): its answers hold characters past ASCII.
    const urls = ['/api/v1/jobs?query=developer&limit=20', '/api/v1/jobs?query=developer&limit=10&page=2', '/api/v1/jobs?limit=50', '/api/v1/jobs?query=developer&limit=20'];
    for (const token of [undefined, premium, free]) {
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
        expect(res.statusCode, url).toBe(200);
        // Byte for byte what validating the whole answer and writing it as JSON gives, in ASCII.
        expect(res.body, url).toBe(escaped(JSON.stringify(envelope.parse(JSON.parse(res.body)))));
        expect(res.body, url).toMatch(/^[\x20-\x7e]*$/);
        const jobs = (JSON.parse(res.body) as { data: { data: { applyLink?: string }[] } }).data.data;
        expect(jobs.length, url).toBeGreaterThan(0);
        // The apply link only for premium (docs/profile-api.md "Applying").
        expect(jobs.some((j) => j.applyLink !== undefined), url).toBe(token === premium);
      }
    }
  });
});
