import { describe, expect, it } from 'vitest';
import { ApiError } from './api-core';
import { quotaPromptOf } from './upgrade-prompt';
import { refusalToast } from './user-api/apply-to-job';

const message =
  'You have used all 5 applications of the Free plan this month. Upgrade to Premium for unlimited applications, or wait until 1 December.';
const refusal = (quota: 'applications' | 'jobViews') =>
  new ApiError({
    message,
    status: 403,
    code: 'QUOTA_EXCEEDED',
    details: { quota, limit: 5, used: 5, resetsAt: '2026-11-30T18:30:00.000Z' },
  });

describe('a QUOTA_EXCEEDED refusal', () => {
  it("has one title and the server's message, for either quota, in the prompt and in the toast", () => {
    for (const quota of ['applications', 'jobViews'] as const) {
      expect(quotaPromptOf(refusal(quota))).toEqual({ title: 'Free plan limit reached', message });
      expect(refusalToast(refusal(quota))).toEqual({ title: 'Free plan limit reached', description: message, variant: 'destructive' });
    }
  });

  it('is not mistaken for another refusal', () => {
    const premium = new ApiError({ message: 'This needs the Premium plan.', status: 403, code: 'PREMIUM_REQUIRED' });
    expect(quotaPromptOf(premium)).toBeNull();
    expect(refusalToast(premium)).toMatchObject({ title: 'Upgrade to Premium' });
  });
});
