import { describe, expect, it } from 'vitest';
import { appliesToFreeMail, asksForMoney, importFlagsOf, isShortenedLink, openingKey } from './listing-safety.ts';

describe('asksForMoney', () => {
  it('finds fees and deposits asked of the applicant', () => {
    for (const text of [
      'Selected candidates must pay a registration fee of ₹1,499.',
      'A refundable security deposit of Rs 5000 is required.',
      'Kindly pay ₹499 to confirm your interview slot.',
      'Candidates need to pay Rs. 2,000 for the training kit.',
      'Pay INR 999 and start today',
      'Training fees: ₹3,500 (one time)',
      'There is a processing charge for the offer letter.',
    ]) {
      expect([text, asksForMoney(text)]).toEqual([text, true]);
    }
  });

  it('leaves pay the employer gives alone', () => {
    for (const text of [
      'We pay ₹25,000 a month to every intern.',
      'Stipend: ₹15,000/month. We will pay ₹2,000 extra for travel.',
      'The company pays Rs 40,000 per month.',
      'Competitive pay, health insurance and a learning budget.',
      'No fee is charged at any stage.',
    ]) {
      expect([text, asksForMoney(text)]).toEqual([text, false]);
    }
  });
});

describe('links', () => {
  it('knows link shorteners', () => {
    expect(isShortenedLink('https://bit.ly/3abcDEF')).toBe(true);
    expect(isShortenedLink('https://www.tinyurl.com/xyz')).toBe(true);
    expect(isShortenedLink('https://forms.gle/abc')).toBe(true);
    expect(isShortenedLink('https://careers.infosys.com/jobs/1')).toBe(false);
    expect(isShortenedLink('https://notbit.ly.example.com/')).toBe(false);
  });

  it('knows free mail addresses in the apply link or where the description says to write', () => {
    expect(appliesToFreeMail('https://mail.google.com/mail/?view=cm&to=hr.jobs%40gmail.com', '')).toBe(true);
    expect(appliesToFreeMail('https://careers.acme.example/apply', 'Send your CV to hiring.acme@yahoo.co.in today.')).toBe(true);
    expect(appliesToFreeMail('https://careers.acme.example/apply', 'Questions? Write to careers@acme.example.')).toBe(false);
  });

  it('flags a row in a fixed order', () => {
    expect(
      importFlagsOf({ title: 'Data Entry', stipend: '', description: 'Pay ₹500 registration fee. Mail resume to quickjobs@gmail.com', applyLink: 'https://bit.ly/x' }),
    ).toEqual(['asks_for_money', 'shortened_link', 'free_mail_apply']);
    expect(importFlagsOf({ title: 'Backend Developer', stipend: '', description: 'Build APIs.', applyLink: 'https://careers.example.in/1' })).toEqual([]);
  });
});

describe('openingKey', () => {
  it('ignores case, accents, punctuation and the usual other names of a city', () => {
    expect(openingKey({ company: 'Zentrix Labs', title: 'Sr. Software-Engineer ', location: 'Bangalore' })).toBe(
      openingKey({ company: 'ZENTRIX LABS', title: 'sr software engineer', location: 'Bengaluru' }),
    );
    expect(openingKey({ company: 'Zentrix Labs', title: 'Software Engineer', location: 'Pune' })).not.toBe(
      openingKey({ company: 'Zentrix Labs', title: 'Software Engineer', location: 'Bengaluru' }),
    );
  });
});
