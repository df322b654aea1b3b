import { setupProfileRequestSchema } from '@pathway/contracts';
import { describe, expect, it } from 'vitest';
import { profileSetupStepSchemas } from './wizard-steps';

describe('the wizard steps', () => {
  it('has the 8 steps in order', () => {
    expect(profileSetupStepSchemas.map((s) => s.title)).toEqual([
      'Personal',
      'Education',
      'Skills & Bio',
      'Experience',
      'Projects',
      'Preferences',
      'Social Links',
      'Review',
    ]);
    expect(profileSetupStepSchemas[7].schema).toBe(setupProfileRequestSchema);
  });
});
