import { jobListQuerySchema } from '@pathway/contracts';
import { describe, expect, it } from 'vitest';
import { isRememberedQuery } from '../../src/platform/http/query-validation.ts';
import { seedDemoCatalogue } from '../../src/modules/jobs/seed/seed.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { NOW } from './fixtures.ts';

/** GET /jobs validates a query string once per text (docs/search.md#query-strings-validated-once). */
describe('GET /jobs query strings', () => {
  it('are remembered by their text, and the same text answers the same list every time', async () => {
    const t = await createTestApp({ now: () => NOW, env: { CATALOGUE_CACHE: 'off' } });
    try {
      await seedDemoCatalogue(t.database.db, NOW);
      expect(isRememberedQuery(jobListQuerySchema)).toBe(true);
      const url = '/api/v1/jobs?query=developer&location=Bengaluru,Pune&page=2&limit=5';
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await t.app.inject({ method: 'GET', url }));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const bodies = answers.map((a) => a.json() as { data: { data: { _id: string }[]; pagination: unknown } });
      expect(bodies[0]!.data.data.length).toBe(5);
      for (const body of bodies.slice(1)) expect(body.data).toEqual(bodies[0]!.data);
      // The same invalid text is refused every time with the same message.
      const refused = [];
      for (let i = 0; i < 2; i += 1) refused.push(await t.app.inject({ method: 'GET', url: '/api/v1/jobs?page=0' }));
      expect(refused.map((a) => a.statusCode)).toEqual([400, 400]);
      const [first, again] = refused.map((a) => {
        const { requestId: _id, ...rest } = a.json() as { requestId: string };
        return rest;
      });
      expect(first).toMatchObject({ code: 'VALIDATION_ERROR', details: { page: 'page must be a whole number of 1 or more.' } });
      expect(again).toEqual(first);
    } finally {
      await t.close();
    }
  });
});
