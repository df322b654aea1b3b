/**
 * The contracts' plain values, without zod: what code on a page that must load fast (the landing
 * route, the app shell) may import as `@pathway/contracts/constants` without pulling every schema
 * into its bundle. The schema modules import these, and `@pathway/contracts` re-exports them, so
 * each value is still written once.
 */

// Site (docs/product/site.md)
export const APP_VERSION = '1.0.0';
export const COPYRIGHT_YEAR = 2024;
export const SUPPORT_EMAIL = 'support@pathway.in';
export const SUPPORT_HOURS = 'Monday to Friday, 9:00 to 18:00 IST';
export const GRIEVANCE_EMAIL = 'grievance@pathway.in';
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;

// Paging (docs/product/site.md#api-conventions)
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

// Jobs (docs/product/catalogue.md)
export const jobTypes = ['Internship', 'Full-time', 'Part-time', 'Freelance', 'Contract'] as const;
export const workModes = ['onsite', 'remote', 'hybrid'] as const;

/** Experience buckets in years; a job matches when its range overlaps the bucket. */
export const experienceBuckets = {
  '0-1': { min: 0, max: 1 },
  '1-3': { min: 1, max: 3 },
  '3-5': { min: 3, max: 5 },
  '5+': { min: 5, max: null },
} as const;
export type ExperienceBucket = keyof typeof experienceBuckets;

/** Salary buckets in LPA (lakh rupees a year); a job matches when its range overlaps the bucket. */
export const salaryBuckets = {
  '0-3': { min: 0, max: 3 },
  '3-6': { min: 3, max: 6 },
  '6-10': { min: 6, max: 10 },
  '10+': { min: 10, max: null },
} as const;
export type SalaryBucket = keyof typeof salaryBuckets;

export const RUPEES_PER_LAKH = 100_000;
export const FEATURED_JOBS_DEFAULT = 3;
export const MAX_SKILLS_PER_JOB = 30;
export const MAX_DOMAINS_PER_JOB = 10;

// Catalogue queries
export const MAX_FILTER_VALUES = 20;
export const MAX_QUERY_LENGTH = 200;
/**
 * A job list counts its matches exactly up to this many; past it the answer's total is this number
 * with `totalIsEstimate` (docs/product/catalogue.md#totals), so a broad list never counts every job.
 */
export const COUNT_BOUND = 10_000;
/** Words of a search beyond this many (not counting words such as "job" or "ke") are not searched for, and the answer says so. */
export const MAX_SEARCH_WORDS = 16;

/**
 * A multi-valued filter's values, comma-joined or repeated: trimmed, empties and case-insensitive
 * duplicates dropped, the first spelling kept. A value holding a comma is written in double quotes,
 * a quote in it doubled, as in CSV (`"Acme, Inc.",Zentrix Labs`; joinFilterValues writes that).
 * Free of zod, so the web reads the address with it on pages that load no zod; the catalogue's
 * query schema uses it too.
 */
export function splitFilterValues(value: string | readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of (typeof value === 'string' ? [value] : (value ?? [])).flatMap(splitQuoted)) {
    const item = part.trim();
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      out.push(item);
    }
  }
  return out;
}

/** Splits on commas outside double quotes; a quoted part loses its quotes and `""` becomes `"`. */
function splitQuoted(text: string): string[] {
  if (!text.includes('"')) return text.split(',');
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"' && current.trim() === '') {
      current = '';
      quoted = true;
    } else if (ch === ',') {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/** The values as one parameter that splitFilterValues reads back as they are (commas and quotes kept). */
export function joinFilterValues(values: readonly string[]): string {
  return values.map((v) => (/[",]/.test(v) || v !== v.trim() ? `"${v.replaceAll('"', '""')}"` : v)).join(',');
}

/** The allowed value `value` names, case ignored; undefined when it names none. */
export function matchFilterValue<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a.toLowerCase() === value.toLowerCase());
}
/** `match`: best match for the signed-in profile first (docs/product/matches.md#best-match). */
export const jobSortFields = ['postedDate', 'salary', 'title', 'applicationsCount', 'expiryDate', 'relevance', 'match'] as const;
export type JobSortField = (typeof jobSortFields)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];
/** A job in a list carries its description cut to this many characters. */
export const JOB_SUMMARY_LENGTH = 280;

// Accounts
export const subscriptionTiers = ['free', 'premium'] as const;
export const subscriptionStatuses = ['active', 'cancelled', 'inactive'] as const;

// Errors (docs/product/site.md#api-conventions)
/** The closed list of error codes the API answers with, and the HTTP status of each. */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  INVALID_OTP: 400,
  OTP_EXPIRED: 400,
  RESET_TOKEN_REQUIRED: 400,
  PAYMENT_VERIFICATION_FAILED: 400,
  UNAUTHORIZED: 401,
  EMAIL_NOT_VERIFIED: 403,
  PREMIUM_REQUIRED: 403,
  QUOTA_EXCEEDED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

/** Whether `value` is one of the API's error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

/** Codes the web client adds for failures that never reached the server (docs/product/site.md#errors-and-toasts). */
export const clientErrorCodes = ['NETWORK_ERROR', 'UNKNOWN_ERROR'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

// Accounts: passwords, codes and sessions (docs/product/accounts.md)
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;
export const OTP_LENGTH = 6;
/** Seconds before another code may be sent for the same email and purpose. */
export const OTP_RESEND_SECONDS = 30;
export const OTP_TTL_MINUTES = 10;
/** Wrong tries that burn a code. */
export const OTP_MAX_ATTEMPTS = 5;
/** Codes per email and purpose per day. */
export const OTP_DAILY_LIMIT = 10;
export const RESET_LINK_TTL_MINUTES = 30;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = { rememberMe: 30, session: 1 } as const;

// Profile, saved jobs, activity (docs/product/profile.md)
export const PROFILE_LIST_LIMITS = {
  skills: 50,
  experiences: 20,
  projects: 20,
  preferredJobLocations: 20,
  preferredDomains: 30,
} as const;
export const PROFILE_TEXT_LIMITS = {
  location: 100,
  bio: 2000,
  collegeName: 150,
  courseName: 150,
  skill: 50,
  company: 100,
  role: 100,
  duration: 50,
  experienceDescription: 1000,
  projectName: 100,
  projectDescription: 1000,
  preferredLocation: 100,
  preferredDomain: 60,
} as const;
export const GRADUATION_YEAR_MIN = 1950;
export const GRADUATION_YEAR_MAX = 2030;
export const CGPA_MIN = 0;
export const CGPA_MAX = 10;
export const CGPA_STEP = 0.01;
/** Avatars are images of at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** What an avatar may really be, by its bytes. */
export const avatarMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** `/users/activity` returns the latest 20 items. */
export const ACTIVITY_LIMIT = 20;
/** What a free (or lapsed premium) account may do per calendar month. */
export const FREE_PLAN_LIMITS = { jobViewsPerMonth: 5, applicationsPerMonth: 5 } as const;
/** Monthly quotas follow the calendar in India (docs/product/plans-and-payments.md#monthly-quotas). */
export const QUOTA_TIME_ZONE = 'Asia/Kolkata';
/** Avatars above this many pixels (width × height) are refused before decoding. */
export const AVATAR_MAX_PIXELS = 40_000_000;
/** The stored avatar is a square WebP of this many pixels a side. */
export const AVATAR_SIZE = 512;
/** The profile wizard's 8 steps, in order. */
export const profileSetupSteps = [
  'Personal',
  'Education',
  'Skills & Bio',
  'Experience',
  'Projects',
  'Preferences',
  'Social Links',
  'Review',
] as const;
export type ProfileSetupStep = (typeof profileSetupSteps)[number];

// Plans and payments (docs/product/plans-and-payments.md)
export const planNames = ['Free', 'Premium'] as const;
export const billingCycles = ['monthly'] as const;
/** Premium costs 199 rupees a month. */
export const PREMIUM_PRICE_RUPEES = 199;
/** Each paid month adds this many days: expiry = max(now, expiry) + 30 days. */
export const PREMIUM_ACCESS_DAYS = 30;
/** The sandbox's key id when no Razorpay keys are set (docs/product/plans-and-payments.md#sandbox). */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/** The id of the `<script type="application/json">` that carries a job's summary in its page's HTML. */
export const JOB_SUMMARY_ELEMENT_ID = 'job-summary';
