import {
  accountMessages,
  profileCompletion,
  type ActivityItem,
  type SetupProfileRequest,
  type SetupProfileResponse,
  type UpdateProfileRequest,
  type User,
  type UserStats,
} from '@pathway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { User as UserRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { activityTitles, listRecentActivity, recordActivity } from '../activity/activity.service.ts';
import { applicationCount, applicationsByStage, trackedThisMonth } from '../applications/applications.service.ts';
import { closingSoon } from '../deadlines/deadlines.service.ts';
import { savedJobsCount, savedThisMonth } from '../saved-jobs/saved-jobs.service.ts';
import { toUser } from '../auth/user.mapper.ts';
import { toAvatarWebp } from './avatar-image.ts';
import { findProfileRow, lockAvatar, setAvatar, updateProfileColumns, type ProfileColumns } from './profile.repository.ts';

type Deps = Pick<AppDeps, 'config' | 'database' | 'now' | 'rateLimiter' | 'storage'>;

const sessionEnded = () => new AppError('UNAUTHORIZED', accountMessages.sessionEnded);

function required<T>(row: T | undefined): T {
  if (!row) throw sessionEnded();
  return row;
}

/**
 * `POST /users/setup-profile`: the wizard's whole object replaces every wizard field (it may be
 * run again from /profile), marks the setup done and writes a `profileUpdate` activity.
 */
export async function setupProfile(deps: Deps, userId: string, input: SetupProfileRequest): Promise<SetupProfileResponse> {
  const now = deps.now();
  const columns: ProfileColumns = {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    location: input.location,
    dob: input.dob,
    bio: input.bio,
    skills: input.skills,
    educationLevel: input.educationLevel,
    collegeName: input.collegeName,
    courseName: input.courseName,
    graduationYear: input.graduationYear,
    cgpa: input.cgpa,
    experiences: input.experiences,
    projects: input.projects,
    preferredJobTypes: input.prefferedJobTypes,
    preferredJobLocations: input.prefferedJobLocations,
    preferredDomains: input.prefferedDomains,
    linkedinProfile: input.linkedInProfile,
    githubProfile: input.githubProfile,
    website: input.website,
    resume: input.resume,
    profileSetupAt: now,
  };
  const row = await deps.database.db.transaction(async (tx) => {
    const updated = required(await updateProfileColumns(tx, userId, columns));
    await recordActivity(tx, { userId, type: 'profileUpdate', title: activityTitles.profileSetup, at: now });
    return updated;
  });
  const user = toUser(row);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    location: user.location,
    bio: user.bio,
    skills: user.skills,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
  };
}

/** The body's keys that are present, as columns: absent is left alone, null clears. */
function updateColumns(input: UpdateProfileRequest): ProfileColumns {
  const columns: ProfileColumns = {};
  const set = <K extends keyof ProfileColumns>(key: K, value: ProfileColumns[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  set('firstName', input.firstName);
  set('lastName', input.lastName);
  set('phone', input.phone);
  set('location', input.location);
  set('dob', input.dob);
  set('bio', input.bio);
  set('educationLevel', input.educationLevel);
  set('collegeName', input.collegeName);
  set('courseName', input.courseName);
  set('graduationYear', input.graduationYear);
  set('cgpa', input.cgpa);
  return columns;
}

/**
 * `PUT /users/profile`: changes the fields present in the body and answers the whole user; writes
 * a `profileUpdate` activity when anything was sent.
 */
export async function updateProfile(deps: Deps, userId: string, input: UpdateProfileRequest): Promise<User> {
  const columns = updateColumns(input);
  const { db } = deps.database;
  if (Object.keys(columns).length === 0) return toUser(required(await findProfileRow(db, userId)));
  const now = deps.now();
  const row = await db.transaction(async (tx) => {
    const updated = required(await updateProfileColumns(tx, userId, columns));
    await recordActivity(tx, { userId, type: 'profileUpdate', title: activityTitles.profileUpdated, at: now });
    return updated;
  });
  return toUser(row);
}

/** Before an upload is read: its rate limits (each upload costs a decode and an encode). */
export async function checkAvatarUploadAllowed(deps: Deps, userId: string, ip: string): Promise<void> {
  const { rateLimiter, config } = deps;
  await rateLimiter.consume('avatar-upload-ip', ip, config.rateLimits.avatarUploadsPerIp);
  await rateLimiter.consume('avatar-upload-account', userId, config.rateLimits.avatarUploadsPerAccount);
}

/**
 * `POST /users/avatar`: re-encodes the image (avatar-image.ts), stores it under a new name, points
 * the user at it and writes a `profileUpdate` activity; the previous file is removed once the new
 * one is in place. Answers the new URL.
 */
export async function replaceAvatar(deps: Deps, log: FastifyBaseLogger, userId: string, upload: Buffer): Promise<string> {
  const webp = await toAvatarWebp(upload);
  const url = await deps.storage.put('avatars', webp, 'webp');
  const now = deps.now();
  let previous: string | null;
  try {
    previous = await deps.database.db.transaction(async (tx) => {
      const current = required(await lockAvatar(tx, userId));
      await setAvatar(tx, userId, url);
      await recordActivity(tx, { userId, type: 'profileUpdate', title: activityTitles.avatarUpdated, at: now });
      return current.avatar;
    });
  } catch (error) {
    await deps.storage.remove(url).catch((err: unknown) => log.warn({ err, url }, 'could not remove an unused avatar'));
    throw error;
  }
  if (previous && previous !== url) {
    await deps.storage.remove(previous).catch((err: unknown) => log.warn({ err, url: previous }, 'could not remove the previous avatar'));
  }
  return url;
}

/**
 * `GET /users/stats`: the dashboard's counts, the one completion number, the tracker's pipeline,
 * this month against last (India calendar months) and what closes in the next 7 days.
 */
export async function userStats(deps: Deps, userId: string): Promise<UserStats> {
  const [row, saved, applied, byStage, savedMonths, trackedMonths, closing] = await Promise.all([
    findProfileRow(deps.database.db, userId),
    savedJobsCount(deps, userId),
    applicationCount(deps, userId),
    applicationsByStage(deps, userId),
    savedThisMonth(deps, userId),
    trackedThisMonth(deps, userId),
    closingSoon(deps, userId),
  ]);
  return {
    savedJobsCount: saved,
    profileCompletion: profileCompletion(required<UserRow>(row)),
    applicationCount: applied,
    applicationsByStage: byStage,
    thisMonth: { savedJobs: savedMonths, applications: trackedMonths },
    closingSoon: closing,
  };
}

/** `GET /users/activity`: the latest 20, newest first. */
export function recentActivity(deps: Deps, userId: string): Promise<ActivityItem[]> {
  return listRecentActivity(deps.database.db, userId);
}
