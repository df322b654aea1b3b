/**
 * How a job fits a student (docs/product/matches.md): eligibility, the explained match and the
 * "Best match" order. The one computation: lists, the job page and the dashboard's recommendations
 * explain each job with it, and jobs.repository.ts orders by the same rules in SQL (matchOrderBy),
 * which matches.test.ts holds to this file.
 */
import type { EligibilityCheck, EligibilityRule, Job, JobEligibility, JobMatch } from '@pathway/contracts';
import { expandLocations } from '../search/search.service.ts';
import { degreeKey, profileDegreeKeys, skillKey } from './match-keys.ts';

/** The profile fields a match reads (users.matchingProfile). */
export interface MatchingProfile {
  skills: string[];
  graduationYear: number | null;
  courseName: string | null;
  educationLevel: string | null;
  cgpa: number | null;
  preferredJobTypes: string[];
  preferredJobLocations: string[];
}

/** A profile as the catalogue compares it: null wherever the profile does not say. */
export interface Eligibility {
  graduationYear: number | null;
  degreeKeys: string[] | null;
  cgpa: number | null;
}

export interface MatchCriteria {
  /** Empty: the profile lists no skills (no job then shows a match). */
  skillKeys: string[];
  /** Lower-cased, place names expanded (Bangalore → bengaluru); null: no preferred location. */
  locations: string[] | null;
  /** Lower-cased; null: no preferred job type. */
  types: string[] | null;
  eligibility: Eligibility;
}

export function eligibilityOf(profile: MatchingProfile): Eligibility {
  const degreeKeys = profileDegreeKeys([profile.courseName, profile.educationLevel]);
  return {
    graduationYear: profile.graduationYear,
    degreeKeys: degreeKeys.length > 0 ? degreeKeys : null,
    cgpa: profile.cgpa,
  };
}

export function matchCriteriaOf(profile: MatchingProfile): MatchCriteria {
  const skillKeys = [...new Set(profile.skills.map(skillKey))].sort();
  const locations = expandLocations(profile.preferredJobLocations);
  const types = profile.preferredJobTypes.map((t) => t.toLowerCase());
  return {
    skillKeys,
    locations: locations ? [...new Set(locations)].sort() : null,
    types: types.length > 0 ? [...new Set(types)].sort() : null,
    eligibility: eligibilityOf(profile),
  };
}

/** Whether the job's rules admit the profile: every rule it sets is checked; none set is open to all. */
export function checkEligibility(rules: JobEligibility | undefined, profile: Eligibility): EligibilityCheck {
  const failed: EligibilityRule[] = [];
  const unknown: EligibilityRule[] = [];
  const check = (rule: EligibilityRule, applies: boolean, known: boolean, passes: () => boolean) => {
    if (!applies) return;
    if (!known) unknown.push(rule);
    else if (!passes()) failed.push(rule);
  };
  check('graduationYear', Boolean(rules?.graduationYears), profile.graduationYear !== null, () =>
    rules!.graduationYears!.includes(profile.graduationYear!),
  );
  check('degree', Boolean(rules?.degrees), profile.degreeKeys !== null, () => {
    const wanted = new Set(profile.degreeKeys);
    return rules!.degrees!.some((degree) => wanted.has(degreeKey(degree)));
  });
  check('cgpa', rules?.minCgpa !== undefined, profile.cgpa !== null, () => profile.cgpa! >= rules!.minCgpa!);
  return { eligible: failed.length > 0 ? false : unknown.length > 0 ? null : true, failed, unknown };
}

/** How the job fits; undefined when the profile lists no skills (the page then says to add them). */
export function matchJob(job: Pick<Job, 'skills' | 'location' | 'workMode' | 'type' | 'eligibility'>, criteria: MatchCriteria): JobMatch | undefined {
  if (criteria.skillKeys.length === 0) return undefined;
  const have = new Set(criteria.skillKeys);
  const matched: string[] = [];
  const missing: string[] = [];
  for (const skill of job.skills) (have.has(skillKey(skill)) ? matched : missing).push(skill);
  return {
    skills: { matched, missing },
    location: criteria.locations === null ? null : locationMatches(job, criteria.locations),
    type: criteria.types === null ? null : criteria.types.includes(job.type.toLowerCase()),
    eligible: checkEligibility(job.eligibility, criteria.eligibility).eligible,
  };
}

function locationMatches(job: Pick<Job, 'location' | 'workMode'>, locations: readonly string[]): boolean {
  return locations.includes(job.location.toLowerCase()) || (job.workMode === 'remote' && locations.includes('remote'));
}

/**
 * The "Best match" order's key, compared left to right, larger first: not reported closed by
 * students, the share of the job's skills the profile has, eligible (yes, unknown, no), the
 * preferred location, the preferred type. Ties go to the newest job (then the id), as in SQL.
 */
export function matchRank(match: JobMatch, reportedClosed = false): [number, number, number, number, number] {
  const total = match.skills.matched.length + match.skills.missing.length;
  return [
    reportedClosed ? 0 : 1,
    total === 0 ? 0 : match.skills.matched.length / total,
    match.eligible === true ? 2 : match.eligible === null ? 1 : 0,
    match.location === true ? 1 : 0,
    match.type === true ? 1 : 0,
  ];
}
