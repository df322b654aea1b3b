import { describe, expect, it } from 'vitest';
import { registerRequestSchema, resetPasswordRequestSchema } from './auth.ts';
import { jobListQuerySchema } from './catalogue.ts';
import { CONTROL_CHARACTER_MESSAGE, emailSchema, hasControlCharacters, multiLineText, singleLineText } from './fields.ts';
import { jobImportRowSchema } from './jobs.ts';
import { setupProfileRequestSchema, updateProfileRequestSchema } from './profile.ts';
import { savedJobsQuerySchema } from './saved-jobs.ts';
import { contactRequestSchema } from './site.ts';
import { verifyPaymentRequestSchema } from './subscriptions.ts';

// Every C0 control but tab, LF and CR; DEL; every C1 control; lone surrogate halves.
const alwaysRefused = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).filter((c) => !'\t\n\r'.includes(c)),
  '\u007f',
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)),
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
];
const lineBreaks = ['\t', '\n', '\r', '\r\n'];
const ordinary = [
  'Asha Verma',
  'नमस्ते, मैं पुणे से हूँ',
  'சென்னை',
  'ক্ষ্‍ত্রিয়', // a zero-width joiner inside Bengali: a format character, not a control
  'Frontend 🚀 intern 👩🏽‍💻',
  'R&D — “quotes”, ½, ₹25,000',
  '\u00a0non-breaking space',
];

const hex = (text: string) => [...text].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('the control character rule', () => {
  it('refuses NUL, the other C0 controls, DEL, C1 controls and lone surrogates anywhere in a single line', () => {
    for (const c of alwaysRefused) {
      for (const text of [c, `a${c}`, `${c}a`, `ab${c}cd`]) {
        expect(hasControlCharacters(text), hex(text)).toBe(true);
        expect(singleLineText().safeParse(text).error?.issues[0]?.message, hex(text)).toBe(CONTROL_CHARACTER_MESSAGE);
      }
    }
  });

  it('refuses the same in multi-line text', () => {
    for (const c of alwaysRefused) {
      const text = `line one\n${c}line two`;
      expect(hasControlCharacters(text, { multiLine: true }), hex(text)).toBe(true);
      expect(multiLineText().safeParse(text).error?.issues[0]?.message, hex(text)).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('allows tab and line breaks only in multi-line text', () => {
    for (const c of lineBreaks) {
      const text = `first${c}second`;
      expect(singleLineText().safeParse(text).success, hex(c)).toBe(false);
      expect(multiLineText().parse(text)).toBe(text);
    }
  });

  it('accepts ordinary text in any script, emoji (surrogate pairs) and format characters', () => {
    for (const text of ordinary) {
      expect(singleLineText().parse(text)).toBe(text);
      expect(multiLineText().parse(`${text}\n${text}`)).toBe(`${text}\n${text}`);
    }
  });
});

describe('the request schemas use it', () => {
  const register = { email: 'asha@example.in', password: 'Chai-Masala-42', firstName: 'Asha', lastName: 'Verma' };

  it('names the field, with the rule as its first message', () => {
    const result = registerRequestSchema.safeParse({ ...register, lastName: 'Ver\u0000ma' });
    expect(messagesOf(result)[0]).toEqual({ path: 'lastName', message: CONTROL_CHARACTER_MESSAGE });
    expect(messagesOf(emailSchema.safeParse('asha\u0000@example.in'))[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(registerRequestSchema.parse({ ...register, firstName: 'आशा' }).firstName).toBe('आशा');
  });

  it('refuses passwords and tokens with control characters', () => {
    expect(registerRequestSchema.safeParse({ ...register, password: 'Chai-Masala\u0000-42' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...register, password: 'Chai-Masala\t-42' }).success).toBe(false);
    const reset = resetPasswordRequestSchema.safeParse({ token: 'abc\u0000', newPassword: 'Chai-Masala-42' });
    expect(messagesOf(reset)[0]).toEqual({ path: 'token', message: CONTROL_CHARACTER_MESSAGE });
    const payment = verifyPaymentRequestSchema.safeParse({
      razorpay_order_id: 'order_1\u0000',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'a'.repeat(64),
    });
    expect(messagesOf(payment)[0]).toEqual({ path: 'razorpay_order_id', message: CONTROL_CHARACTER_MESSAGE });
  });

  it('keeps line breaks in the contact message and refuses them in its subject', () => {
    const contact = { name: 'Asha', email: 'asha@example.in', subject: 'Hello', message: 'Line one\r\n\tLine two' };
    expect(contactRequestSchema.parse(contact).message).toBe('Line one\r\n\tLine two');
    expect(messagesOf(contactRequestSchema.safeParse({ ...contact, subject: 'Hello\nthere' }))[0]).toEqual({
      path: 'subject',
      message: CONTROL_CHARACTER_MESSAGE,
    });
    expect(contactRequestSchema.safeParse({ ...contact, message: 'Hi\u0000' }).success).toBe(false);
  });

  it('checks every text of the profile: names, lists, nested experiences and projects', () => {
    const profile = {
      firstName: 'Asha',
      lastName: 'Verma',
      location: 'Pune',
      bio: 'Student.\nLikes maps.',
      skills: ['TypeScript'],
      experiences: [{ company: 'Zoho', role: 'Intern', duration: '3 months', description: 'Built\n\tthings' }],
      projects: [{ projectName: 'Maps', description: 'A map\nof Pune' }],
    };
    const parsed = setupProfileRequestSchema.parse(profile);
    expect(parsed.bio).toBe('Student.\nLikes maps.');
    expect(parsed.experiences[0]?.description).toBe('Built\n\tthings');
    const cases: [object, string][] = [
      [{ location: 'Pu\u0000ne' }, 'location'],
      [{ location: 'Pune\nMumbai' }, 'location'],
      [{ bio: 'Hi\u0000' }, 'bio'],
      [{ skills: ['Type\u0000Script'] }, 'skills.0'],
      [{ prefferedJobLocations: ['Pune', 'Mum\u0007bai'] }, 'prefferedJobLocations.1'],
      [{ experiences: [{ ...profile.experiences[0], role: 'In\u0000tern' }] }, 'experiences.0.role'],
      [{ experiences: [{ ...profile.experiences[0], description: 'x\u0000' }] }, 'experiences.0.description'],
      [{ projects: [{ projectName: 'Maps', link: 'https://example.in/\u0000' }] }, 'projects.0.link'],
      [{ phone: '98765\u000043210' }, 'phone'],
      [{ dob: '2000-01-01\u0000' }, 'dob'],
      [{ cgpa: '8.5\u0000' }, 'cgpa'],
    ];
    for (const [change, path] of cases) {
      expect(messagesOf(setupProfileRequestSchema.safeParse({ ...profile, ...change }))[0], path).toEqual({
        path,
        message: CONTROL_CHARACTER_MESSAGE,
      });
    }
    expect(messagesOf(updateProfileRequestSchema.safeParse({ collegeName: 'IIT\u0000' }))[0]?.path).toBe('collegeName');
  });

  it('checks search queries and every value of a filter list', () => {
    expect(messagesOf(jobListQuerySchema.safeParse({ query: 'react\u0000' }))[0]).toEqual({ path: 'query', message: CONTROL_CHARACTER_MESSAGE });
    expect(messagesOf(jobListQuerySchema.safeParse({ location: 'Pune,Mum\u0000bai' }))[0]).toEqual({
      path: 'location',
      message: CONTROL_CHARACTER_MESSAGE,
    });
    expect(messagesOf(jobListQuerySchema.safeParse({ company: ['Zoho', 'TCS\u0000'] }))[0]).toEqual({
      path: 'company.1',
      message: CONTROL_CHARACTER_MESSAGE,
    });
    expect(jobListQuerySchema.parse({ query: 'डेटा विश्लेषक', domain: 'Web Development,डिज़ाइन' }).domain).toEqual([
      'Web Development',
      'डिज़ाइन',
    ]);
    expect(savedJobsQuerySchema.safeParse({ query: 'a\u0000' }).success).toBe(false);
  });

  it('checks imported jobs: a multi-line description, single-line everything else', () => {
    const row = {
      externalId: 'x-1',
      title: 'Data Analyst',
      company: 'Zoho',
      type: 'Internship',
      location: 'Chennai',
      workMode: 'remote',
      salaryMin: 0,
      salaryMax: 1000,
      experienceMin: 0,
      experienceMax: 1,
      domains: ['Data Science'],
      skills: ['SQL'],
      description: 'What you will do:\n\t- analyse data',
      applyLink: 'https://example.in/apply',
      postedDate: '2026-01-01',
      expiryDate: '2026-12-31',
    };
    expect(jobImportRowSchema.parse(row).description).toBe(row.description);
    expect(jobImportRowSchema.safeParse({ ...row, description: 'x\u0000' }).success).toBe(false);
    expect(jobImportRowSchema.safeParse({ ...row, title: 'Data\nAnalyst' }).success).toBe(false);
    expect(jobImportRowSchema.safeParse({ ...row, skills: ['SQL\u0000'] }).success).toBe(false);
  });
});
