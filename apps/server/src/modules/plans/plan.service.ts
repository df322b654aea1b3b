import { accountMessages } from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { effectivePlan, PREMIUM_ACCESS_MS, type EffectivePlan, type StoredPlan } from './plan.ts';
import { lockPlan, replacePlan, selectPlan } from './plans.repository.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

const SUBSCRIBED_TITLE = 'Upgraded to Premium';

const sessionEnded = () => new AppError('UNAUTHORIZED', accountMessages.sessionEnded);

/**
 * The plan in force for stored plan columns (`effectivePlan`), and the lazy write-back: a premium
 * past its expiry is written as free/inactive the first time anything reads it (compare and set, so
 * a payment landing meanwhile is never undone). Expiry therefore needs no timer.
 */
export async function settlePlan(db: Database, userId: string, stored: StoredPlan, now: Date): Promise<EffectivePlan> {
  const plan = effectivePlan(stored, now);
  if (plan.stale) {
    await replacePlan(db, userId, stored, {
      subscriptionTier: 'free',
      subscriptionStatus: 'inactive',
      subscriptionExpiresAt: stored.subscriptionExpiresAt,
    });
  }
  return plan;
}

/** The caller's plan now, read from the database (not from the token); 401 if the account is gone. */
export async function currentPlan(deps: Deps, userId: string, now: Date = deps.now()): Promise<EffectivePlan> {
  const stored = await selectPlan(deps.database.db, userId);
  if (!stored) throw sessionEnded();
  return settlePlan(deps.database.db, userId, stored, now);
}

/** As `currentPlan` inside a transaction, with the user row locked until it ends (quota counts, plan changes). */
export async function lockCurrentPlan(tx: Database, userId: string, now: Date): Promise<EffectivePlan> {
  const stored = await lockPlan(tx, userId);
  if (!stored) throw sessionEnded();
  return settlePlan(tx, userId, stored, now);
}

/**
 * One paid month (the upgrade of a verified payment; call it in the transaction that marks the
 * order paid): premium, active, expiry = max(now, current expiry) + 30 days, and a `subscribed`
 * activity. Answers the new expiry.
 */
export async function extendPremium(tx: Database, userId: string, now: Date, grant: PremiumGrant = PAID_MONTH): Promise<Date | null> {
  const stored = await lockPlan(tx, userId);
  if (!stored) throw new Error(`extendPremium: no user ${userId}`);
  const plan = effectivePlan(stored, now);
  // A premium without an end (granted by hand) stays without one.
  const unlimited = plan.tier === 'premium' && plan.expiresAt === null;
  const from = Math.max(now.getTime(), stored.subscriptionExpiresAt?.getTime() ?? 0);
  const expiresAt = unlimited ? null : new Date(from + grant.ms);
  await replacePlan(tx, userId, stored, { subscriptionTier: 'premium', subscriptionStatus: 'active', subscriptionExpiresAt: expiresAt });
  await recordActivity(tx, { userId, type: 'subscribed', title: grant.title, at: now });
  return expiresAt;
}

/** How long an extension lasts and what the user's activity says about it. */
export interface PremiumGrant {
  ms: number;
  title: string;
}

const PAID_MONTH: PremiumGrant = { ms: PREMIUM_ACCESS_MS, title: SUBSCRIBED_TITLE };

/** Premium granted or extended from the console (docs/product/console.md#users): the same rule, for `days`. */
export const consoleGrant = (days: number): PremiumGrant => ({ ms: days * 24 * 60 * 60 * 1000, title: `Premium extended by ${days} days by Pathway` });

/**
 * Marks the user's premium cancelled, in `tx` with the row locked (POST /subscription/cancel): it
 * stays until its expiry, then lapses to free. Answers the plan it cancelled, or null when it was
 * cancelled already (nothing changes); CONFLICT without premium.
 */
export async function markPremiumCancelled(tx: Database, userId: string, now: Date): Promise<EffectivePlan | null> {
  const stored = await lockPlan(tx, userId);
  if (!stored) throw sessionEnded();
  const plan = await settlePlan(tx, userId, stored, now);
  if (plan.tier !== 'premium') throw new AppError('CONFLICT', 'You do not have an active Premium plan.');
  if (plan.status === 'cancelled') return null;
  await replacePlan(tx, userId, stored, { ...stored, subscriptionStatus: 'cancelled' });
  return plan;
}
