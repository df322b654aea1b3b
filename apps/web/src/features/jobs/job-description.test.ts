import { describe, expect, it } from 'vitest';
import { parseDescription } from './job-description';

describe('job description as plain text', () => {
  it('keeps paragraphs and turns dashed lines into lists', () => {
    const text = 'We build things.\nFast.\n\nWhat you will do:\n- Ship features\n- Write tests\n\nPerks:\n• Laptop';
    expect(parseDescription(text)).toEqual([
      { kind: 'paragraph', text: 'We build things.\nFast.' },
      { kind: 'paragraph', text: 'What you will do:' },
      { kind: 'list', items: ['Ship features', 'Write tests'] },
      { kind: 'paragraph', text: 'Perks:' },
      { kind: 'list', items: ['Laptop'] },
    ]);
  });

  it('leaves markup as text', () => {
    expect(parseDescription('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', text: '<img src=x onerror=alert(1)>' },
    ]);
  });
});
