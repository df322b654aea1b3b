import type { PlatformStats } from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Database } from '../../db/client.ts';
import { selectPlatformStats } from './stats.repository.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/** Platform stats are cached for at most 60 s (they count users too, which no catalogue version covers). */
export const PLATFORM_STATS_TTL_MS = 60_000;

interface CachedStats {
  value: PlatformStats;
  computedAt: number;
}
const cached = new WeakMap<Database, CachedStats>();
const pending = new WeakMap<Database, Promise<PlatformStats>>();

/** Active jobs, companies with an active job, verified users, active jobs posted in the last 7 days. */
export async function platformStats(deps: Deps): Promise<PlatformStats> {
  const db = deps.database.db;
  const now = deps.now();
  const entry = cached.get(db);
  const age = entry ? now.getTime() - entry.computedAt : Number.POSITIVE_INFINITY;
  if (entry && age >= 0 && age < PLATFORM_STATS_TTL_MS) return entry.value;

  // Concurrent requests at expiry share one computation.
  let inFlight = pending.get(db);
  if (!inFlight) {
    inFlight = selectPlatformStats(db, now)
      .then((value) => {
        cached.set(db, { value, computedAt: now.getTime() });
        return value;
      })
      .finally(() => pending.delete(db));
    pending.set(db, inFlight);
  }
  return inFlight;
}
