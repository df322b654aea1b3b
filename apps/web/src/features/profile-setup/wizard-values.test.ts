import { describe, expect, it } from 'vitest';
import { restoreWizardValues, stepOfField, wizardValuesFrom } from './wizard-values';

describe('wizard values', () => {
  const fallback = wizardValuesFrom(undefined);

  it('default to Full-time for a first setup', () => {
    expect(fallback.prefferedJobTypes).toEqual(['Full-time']);
    expect(fallback.experiences).toEqual([]);
  });

  it('trust a stored draft only field by field', () => {
    const restored = restoreWizardValues(
      {
        firstName: 'Asha',
        lastName: 42,
        skills: ['React', 7],
        prefferedJobLocations: ['Pune'],
        experiences: [{ company: 'Zoho', role: 1 }, 'junk'],
        unknown: 'ignored',
      },
      fallback,
    );
    expect(restored.firstName).toBe('Asha');
    expect(restored.lastName).toBe('');
    expect(restored.skills).toEqual([]);
    expect(restored.prefferedJobLocations).toEqual(['Pune']);
    expect(restored.experiences).toEqual([{ company: 'Zoho', role: '', duration: '', description: '' }]);
    expect(restored).not.toHaveProperty('unknown');
    expect(restoreWizardValues('nonsense', fallback)).toBe(fallback);
  });

  it('know which step holds a field', () => {
    expect(stepOfField('phone')).toBe(0);
    expect(stepOfField('cgpa')).toBe(1);
    expect(stepOfField('skills')).toBe(2);
    expect(stepOfField('experiences.0.company')).toBe(3);
    expect(stepOfField('projects')).toBe(4);
    expect(stepOfField('prefferedDomains')).toBe(5);
    expect(stepOfField('resume')).toBe(6);
    expect(stepOfField('nothing')).toBeNull();
  });
});
