/**
 * The contracts' plain values, without zod: what code on a page that must load fast (the landing
 * route, the app shell) may import as `@pathway/contracts/constants` without pulling every schema
 * into its bundle. The schema modules import these, and `@pathway/contracts` re-exports them, so
 * each value is still written once.
 */

// Site (SPEC §1, §9)
export const APP_VERSION = '1.0.0';
export const COPYRIGHT_YEAR = 2024;
export const SUPPORT_EMAIL = 'support@pathway.in';
export const SUPPORT_HOURS = 'Monday to Friday, 9:00 to 18:00 IST';
export const GRIEVANCE_EMAIL = 'grievance@pathway.in';
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;

// Paging (SPEC §9)
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

// Jobs (SPEC §3, PRODUCT.md "Jobs catalogue")
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
export const jobSortFields = ['postedDate', 'salary', 'title', 'applicationsCount', 'expiryDate', 'relevance'] as const;
export type JobSortField = (typeof jobSortFields)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];
/** A job in a list carries its description cut to this many characters. */
export const JOB_SUMMARY_LENGTH = 280;

// Accounts
export const subscriptionTiers = ['free', 'premium'] as const;
export const subscriptionStatuses = ['active', 'cancelled', 'inactive'] as const;

// Errors (PRODUCT.md "The API as a whole")
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

/** Codes the web client adds for failures that never reached the server (SPEC §8). */
export const clientErrorCodes = ['NETWORK_ERROR', 'UNKNOWN_ERROR'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];
