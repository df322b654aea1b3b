import { quotaExceededDetailsSchema } from '@pathway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccounts, type Accounts } from '../accounts/helpers.ts';
import { addJobs, signedUp } from '../user-area/helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a?.close();
});

describe('QUOTA_EXCEEDED', () => {
  it('carries the same details for applications and job details, as the contracts type them', async () => {
    const user = await signedUp(a);
    const ids = await addJobs(a, Array.from({ length: 6 }, () => ({})));
    for (const id of ids.slice(0, 5)) {
      expect((await user.api('PUT', `/jobs/apply/${id}`)).statusCode).toBe(200);
      expect((await user.api('GET', `/jobs/${id}`)).statusCode).toBe(200);
    }
    const apply = (await user.api('PUT', `/jobs/apply/${ids[5]}`)).json();
    const view = (await user.api('GET', `/jobs/${ids[5]}`)).json();

    const details = [apply, view].map((body) => {
      expect(body.code).toBe('QUOTA_EXCEEDED');
      return quotaExceededDetailsSchema.strict().parse(body.details);
    });
    expect(details[0]).toEqual({ ...details[1], quota: 'applications' });
    expect(details[1]).toMatchObject({ quota: 'jobViews', limit: 5, used: 5 });
    expect(Object.keys(details[0]!).sort()).toEqual(Object.keys(details[1]!).sort());
  });
});
