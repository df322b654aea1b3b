import { describe, expect, it } from 'vitest';
import {
  applicationListQuerySchema,
  createApplicationRequestSchema,
  monthChangePercent,
  nextStepInRange,
  updateApplicationRequestSchema,
} from './applications.ts';

describe('application tracker contracts', () => {
  it('reads stages comma-joined and refuses an unknown one', () => {
    expect(applicationListQuerySchema.parse({ status: 'applied, interview,applied' }).status).toEqual(['applied', 'interview']);
    expect(applicationListQuerySchema.parse({}).status).toEqual([]);
    const bad = applicationListQuerySchema.safeParse({ status: 'applied,hired' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('Unknown stage "hired"');
  });

  it('creates from a job or from an opening, never both', () => {
    expect(createApplicationRequestSchema.parse({ jobId: '2b0c3c62-5b7c-4bb0-9a51-0d2f7a8e1a11' }).status).toBe('applied');
    expect(createApplicationRequestSchema.parse({ title: ' SDE Intern ', company: 'Acme' })).toMatchObject({ title: 'SDE Intern' });
    expect(createApplicationRequestSchema.safeParse({ jobId: '2b0c3c62-5b7c-4bb0-9a51-0d2f7a8e1a11', title: 'x', company: 'y' }).success).toBe(false);
    expect(createApplicationRequestSchema.safeParse({ title: 'x' }).success).toBe(false);
    expect(createApplicationRequestSchema.safeParse({ title: 'x', company: 'y', link: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('bounds notes and asks for something to change', () => {
    expect(updateApplicationRequestSchema.safeParse({ notes: 'a'.repeat(2000) }).success).toBe(true);
    expect(updateApplicationRequestSchema.safeParse({ notes: 'a'.repeat(2001) }).error?.issues[0]?.message).toBe(
      'Notes must be at most 2,000 characters.',
    );
    expect(updateApplicationRequestSchema.safeParse({}).success).toBe(false);
    expect(updateApplicationRequestSchema.safeParse({ nextStepAt: '2026-12-01' }).success).toBe(false);
    expect(updateApplicationRequestSchema.parse({ nextStepAt: null })).toEqual({ nextStepAt: null });
  });

  it('keeps a next step within 2 years', () => {
    const now = new Date('2026-11-10T06:00:00Z');
    expect(nextStepInRange(new Date('2028-11-01T00:00:00Z'), now)).toBe(true);
    expect(nextStepInRange(new Date('2028-11-12T00:00:00Z'), now)).toBe(false);
    expect(nextStepInRange(new Date('2026-11-01T00:00:00Z'), now)).toBe(false);
  });

  it('gives a change only against a month that had some', () => {
    expect(monthChangePercent({ thisMonth: 6, lastMonth: 4 })).toBe(50);
    expect(monthChangePercent({ thisMonth: 3, lastMonth: 0 })).toBeNull();
  });
});
