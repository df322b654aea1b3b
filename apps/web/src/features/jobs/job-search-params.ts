import type { WorkMode } from '@pathway/contracts';
import {
  DEFAULT_PAGE_SIZE,
  type ExperienceBucket,
  experienceBuckets,
  jobTypes,
  joinFilterValues,
  matchFilterValue,
  type SalaryBucket,
  salaryBuckets,
  splitFilterValues,
  workModes,
} from '@pathway/contracts/constants';
import { formatWorkMode } from '@/lib/job-format';

/**
 * The job list's filters as the address holds them (docs/product/catalogue.md#the-job-list): q,
 * type, location, domain, companies and workMode (comma-joined, a value holding a comma in double
 * quotes: joinFilterValues) and page (only above 1); experience and salary (comma-joined) for
 * premium users. The address is the one source of truth: these functions read it
 * and write it, nothing else keeps a copy.
 */
export interface JobSearch {
  q: string;
  /** One of the contract's job types, or null for 'all'. */
  type: string | null;
  /** null for 'all'. */
  location: string | null;
  /** null for 'all'. */
  domain: string | null;
  companies: string[];
  /** Always in the order of workModeOptions. */
  workMode: WorkMode[];
  experience: ExperienceBucket[];
  salary: SalaryBucket[];
  /** Only jobs the signed-in student is eligible for (`eligible=me`; docs/product/matches.md). */
  eligible: boolean;
  /** 'match': best match first (`sort=match`, signed in); null: the default order. */
  sort: 'match' | null;
  page: number;
}

export type JobFilterChange = Partial<Omit<JobSearch, 'page'>>;

export const JOBS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** Typed search text applies 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;
export const ALL = 'all';

export const experienceOptions = Object.keys(experienceBuckets) as ExperienceBucket[];
export const salaryOptions = Object.keys(salaryBuckets) as SalaryBucket[];
/** The work modes in the order the filter lists them, the address and the request write them. */
export const workModeOptions = ['remote', 'hybrid', 'onsite'] as const satisfies readonly WorkMode[];

/** 'Remote', 'Hybrid', 'On-site'. */
export const workModeLabel = (mode: WorkMode): string => formatWorkMode(mode);

/** The chosen work modes in workModeOptions' order. */
export function inWorkModeOrder(modes: readonly WorkMode[]): WorkMode[] {
  return workModeOptions.filter((mode) => modes.includes(mode));
}

const single = (value: string | null): string | null => {
  const trimmed = value?.trim();
  return trimmed && trimmed.toLowerCase() !== ALL ? trimmed : null;
};

/** The values the contract allows, in its spelling; the others are dropped rather than failing. */
function oneOf<T extends string>(values: string[], allowed: readonly T[]): T[] {
  return values.flatMap((value) => matchFilterValue(value, allowed) ?? []);
}

/** The job type as the contract spells it; an unknown type counts as 'all' rather than failing. */
function jobType(value: string | null): string | null {
  const type = single(value);
  return type ? (matchFilterValue(type, jobTypes) ?? null) : null;
}

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function parseJobSearch(params: URLSearchParams): JobSearch {
  return {
    q: params.get('q')?.trim() ?? '',
    type: jobType(params.get('type')),
    location: single(params.get('location')),
    domain: single(params.get('domain')),
    companies: splitFilterValues(params.get('companies')),
    workMode: inWorkModeOrder(oneOf(splitFilterValues(params.get('workMode')), workModes)),
    experience: oneOf(splitFilterValues(params.get('experience')), experienceOptions),
    salary: oneOf(splitFilterValues(params.get('salary')), salaryOptions),
    eligible: params.get('eligible') === 'me',
    sort: params.get('sort') === 'match' ? 'match' : null,
    page: pageNumber(params.get('page')),
  };
}

/** The address for a search, in a fixed order, leaving out whatever is at its default. */
export function toSearchParams(search: JobSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.type) params.set('type', search.type);
  if (search.location) params.set('location', search.location);
  if (search.domain) params.set('domain', search.domain);
  if (search.companies.length > 0) params.set('companies', joinFilterValues(search.companies));
  if (search.workMode.length > 0) params.set('workMode', joinFilterValues(search.workMode));
  if (search.experience.length > 0) params.set('experience', joinFilterValues(search.experience));
  if (search.salary.length > 0) params.set('salary', joinFilterValues(search.salary));
  if (search.eligible) params.set('eligible', 'me');
  if (search.sort) params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** A filter change starts again from page 1. */
export function withFilters(search: JobSearch, change: JobFilterChange): JobSearch {
  return { ...search, ...change, page: 1 };
}

export const emptySearch: JobSearch = {
  q: '',
  type: null,
  location: null,
  domain: null,
  companies: [],
  workMode: [],
  experience: [],
  salary: [],
  eligible: false,
  sort: null,
  page: 1,
};

export function hasFilters(search: JobSearch, premium: boolean): boolean {
  return activeFilters(search, premium).length > 0;
}

export interface ActiveFilter {
  key: string;
  /** What the chip says and its remove button names. */
  label: string;
  /** The search without this filter. */
  without: JobFilterChange;
  /** The search text rather than a filter value (shown with a search icon). */
  isSearch?: boolean;
}

/** One chip per active filter; the advanced ones only count for premium users. */
export function activeFilters(search: JobSearch, premium: boolean): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (search.q) chips.push({ key: 'q', label: search.q, without: { q: '' }, isSearch: true });
  if (search.type) chips.push({ key: 'type', label: search.type, without: { type: null } });
  if (search.location) chips.push({ key: 'location', label: search.location, without: { location: null } });
  if (search.domain) chips.push({ key: 'domain', label: search.domain, without: { domain: null } });
  for (const company of search.companies) {
    chips.push({
      key: `company:${company}`,
      label: company,
      without: { companies: search.companies.filter((c) => c !== company) },
    });
  }
  for (const mode of search.workMode) {
    chips.push({
      key: `workMode:${mode}`,
      label: workModeLabel(mode),
      without: { workMode: search.workMode.filter((m) => m !== mode) },
    });
  }
  if (search.eligible) chips.push({ key: 'eligible', label: 'Eligible for me', without: { eligible: false } });
  if (premium) {
    for (const bucket of search.experience) {
      chips.push({
        key: `experience:${bucket}`,
        label: experienceLabel(bucket),
        without: { experience: search.experience.filter((b) => b !== bucket) },
      });
    }
    for (const bucket of search.salary) {
      chips.push({
        key: `salary:${bucket}`,
        label: salaryLabel(bucket),
        without: { salary: search.salary.filter((b) => b !== bucket) },
      });
    }
  }
  return chips;
}

export function experienceLabel(bucket: ExperienceBucket): string {
  return `${bucket.replace('-', '–')} years`;
}

export function salaryLabel(bucket: SalaryBucket): string {
  return `${bucket.replace('-', '–')} LPA`;
}

/** `GET /jobs` parameters: multi values comma-joined (joinFilterValues), newest first unless searching. */
export type JobListParams = Record<string, string | number>;

/** What the signed-in student's profile allows asking for: guests never ask (the server answers 401). */
export interface Personal {
  signedIn: boolean;
  hasSkills: boolean;
}

export function toJobListParams(search: JobSearch, premium: boolean, personal: Personal = { signedIn: false, hasSkills: false }): JobListParams {
  const params: JobListParams = { page: search.page, limit: JOBS_PAGE_SIZE };
  if (search.q) params.query = search.q;
  if (search.type) params.type = search.type;
  if (search.location) params.location = search.location;
  if (search.domain) params.domain = search.domain;
  if (search.companies.length > 0) params.company = joinFilterValues(search.companies);
  if (search.workMode.length > 0) params.workMode = joinFilterValues(search.workMode);
  // The server refuses advanced filters to free accounts (PREMIUM_REQUIRED); never ask for them.
  if (premium && search.experience.length > 0) params.experience = joinFilterValues(search.experience);
  if (premium && search.salary.length > 0) params.salary = joinFilterValues(search.salary);
  // With a search text the server ranks by relevance; otherwise the list is newest first.
  if (personal.signedIn && search.eligible) params.eligible = 'me';
  if (personal.signedIn && personal.hasSkills && search.sort === 'match') {
    params.sortBy = 'match';
  } else if (!search.q) {
    params.sortBy = 'postedDate';
    params.sortOrder = 'desc';
  }
  return params;
}
