import type { AppDeps } from '../../platform/deps.ts';
import { selectMatchingProfile } from './matching-profile.repository.ts';

export type MatchingProfile = NonNullable<Awaited<ReturnType<typeof selectMatchingProfile>>>;

/**
 * What the catalogue compares jobs with (docs/product/matches.md): skills, graduation year, course,
 * education level, CGPA and the preferred job types and locations; undefined for no such user.
 */
export function matchingProfile(deps: Pick<AppDeps, 'database'>, userId: string): Promise<MatchingProfile | undefined> {
  return selectMatchingProfile(deps.database.db, userId);
}
