import { RUPEES_PER_LAKH } from '@pathway/contracts/constants';

/** docs/product/catalogue.md#money-and-numbers: rupees / 100000 with one decimal; the range as '4.5 - 8.0 LPA'. */
export function formatSalaryRange(min: number, max: number): string {
  const lpa = (rupees: number) => (rupees / RUPEES_PER_LAKH).toFixed(1);
  return `${lpa(min)} - ${lpa(max)} LPA`;
}

/** The salary range is hidden when its minimum is 0 (unpaid, or paid as a stipend). */
export function hasSalary(salary: { min: number; max: number }): boolean {
  return salary.min > 0;
}

/** Applicants shown as 'N+ applicants'. */
export function formatApplicants(count: number): string {
  return `${count}+ applicants`;
}

/** Experience in years: '0–1 years', '2 years', 'No experience needed'. */
export function formatExperience(min: number, max: number): string {
  if (max <= 0) return 'No experience needed';
  if (min === max) return `${min} ${min === 1 ? 'year' : 'years'}`;
  return `${min}–${max} years`;
}

const workModeLabels: Record<string, string> = { onsite: 'On-site', remote: 'Remote', hybrid: 'Hybrid' };

export function formatWorkMode(mode: string): string {
  return workModeLabels[mode] ?? mode;
}

/** docs/product/catalogue.md#job-card: the first `shown` items and how many more there are ('+N more'). */
export function firstAndRest<T>(items: readonly T[], shown: number): { first: T[]; more: number } {
  return { first: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

export const CARD_DOMAINS_SHOWN = 3;
export const CARD_SKILLS_SHOWN = 4;
