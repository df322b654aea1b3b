import type { JobImportRow } from '@pathway/contracts';
import type { ImportFlag } from '../../db/schema.ts';

/**
 * Safety on import (docs/product/listing-health.md#safety-on-import): the cautions a listing earns
 * from its own text and apply link, and the key that tells the same opening from two sources apart.
 */

/** Fees and deposits asked of the applicant, by name. */
const FEE_WORDS =
  /\b(registration|application|processing|training|joining|onboarding|enrol?ment|admission|kit|certificate|certification|interview|verification|placement|refundable|security)[\s-]+(fees?|charges?|deposit|amount)\b/iu;
const DEPOSIT = /\bsecurity\s+deposit\b|\brefundable\s+deposit\b|\bcaution\s+money\b/iu;
/**
 * "pay ₹499", "pay Rs. 500", "pay INR 1000": money asked of the reader. Not when the employer is the
 * one paying ("we pay ₹20,000 a month", "will pay ₹…", "company pays").
 */
const PAY_AMOUNT = /(?<!\b(?:we|will|we'll|company|employer|they)\s+)\bpay\s+(?:a\s+|an\s+|the\s+)?(?:sum\s+of\s+|amount\s+of\s+|fee\s+of\s+)?(?:₹|rs\.?|inr|rupees)\s*\d/iu;

/** Link shorteners hide where a link leads; genuine career pages rarely need one. */
const SHORTENERS = new Set([
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'forms.gle',
  'ow.ly',
  'is.gd',
  'v.gd',
  'buff.ly',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'tiny.cc',
  'rb.gy',
  't.ly',
  's.id',
  'lnkd.in',
  'shorte.st',
  'adf.ly',
  'bl.ink',
  'short.io',
  'soo.gd',
  'clck.ru',
  'tiny.one',
  'qr.ae',
]);

/** Free mail providers: an employer that takes applications at one of these is not identifiable. */
const FREE_MAIL = /@(gmail|googlemail|yahoo|ymail|rocketmail|outlook|hotmail|live|msn|rediffmail|aol|icloud|me|mail|gmx|proton|protonmail|zohomail|yandex)\.[a-z.]{2,10}\b/iu;
const MAIL_ADDRESS = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/giu;

export function asksForMoney(text: string): boolean {
  return FEE_WORDS.test(text) || DEPOSIT.test(text) || PAY_AMOUNT.test(text);
}

export function isShortenedLink(link: string): boolean {
  try {
    const host = new URL(link).hostname.toLowerCase().replace(/^www\./, '');
    return SHORTENERS.has(host);
  } catch {
    return false;
  }
}

/** The apply link, or an address the description tells applicants to write to, at a free mail provider. */
export function appliesToFreeMail(link: string, description: string): boolean {
  let decoded = link;
  try {
    decoded = decodeURIComponent(link);
  } catch {
    // A malformed escape: the link as written is what we look at.
  }
  if (FREE_MAIL.test(decoded)) return true;
  return (description.match(MAIL_ADDRESS) ?? []).some((address) => FREE_MAIL.test(address));
}

/** The import's cautions for one row, in a fixed order. */
export function importFlagsOf(row: Pick<JobImportRow, 'title' | 'description' | 'stipend' | 'applyLink'>): ImportFlag[] {
  const flags: ImportFlag[] = [];
  if (asksForMoney(`${row.title}\n${row.stipend}\n${row.description}`)) flags.push('asks_for_money');
  if (isShortenedLink(row.applyLink)) flags.push('shortened_link');
  if (appliesToFreeMail(row.applyLink, row.description)) flags.push('free_mail_apply');
  return flags;
}

/** The usual other spellings of Indian cities, as one name. */
const CITY_ALIASES: Record<string, string> = {
  bangalore: 'bengaluru',
  gurgaon: 'gurugram',
  bombay: 'mumbai',
  madras: 'chennai',
  calcutta: 'kolkata',
  'new delhi': 'delhi',
  poona: 'pune',
  'navi mumbai': 'mumbai',
  wfh: 'remote',
  'work from home': 'remote',
};

/** Case, accents, punctuation and spacing ignored: "Sr. Software-Engineer " is "sr software engineer". */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function normaliseLocation(location: string): string {
  const text = normaliseText(location);
  return CITY_ALIASES[text] ?? text;
}

/** Two listings with the same key, posted within DUPLICATE_WINDOW_MS of each other, are one opening. */
export function openingKey(row: { company: string; title: string; location: string }): string {
  return `${normaliseText(row.company)}|${normaliseText(row.title)}|${normaliseLocation(row.location)}`;
}

export const DUPLICATE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
