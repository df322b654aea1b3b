import { profileCompletion, type User } from '@pathway/contracts';
import type { User as UserRow } from '../../db/schema.ts';

/** The user as the API shows them to themselves: never the password hash (userSchema has no such field). */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    location: row.location,
    dob: row.dob,
    bio: row.bio,
    skills: row.skills,
    educationLevel: row.educationLevel,
    collegeName: row.collegeName,
    courseName: row.courseName,
    graduationYear: row.graduationYear,
    cgpa: row.cgpa,
    experiences: row.experiences,
    projects: row.projects,
    prefferedJobTypes: row.preferredJobTypes,
    prefferedJobLocations: row.preferredJobLocations,
    prefferedDomains: row.preferredDomains,
    linkedInProfile: row.linkedinProfile,
    githubProfile: row.githubProfile,
    website: row.website,
    resume: row.resume,
    avatar: row.avatar,
    profileCompletion: profileCompletion(row),
    profileSetupComplete: row.profileSetupAt !== null,
    subscriptionTier: row.subscriptionTier,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionExpiresAt: row.subscriptionExpiresAt?.toISOString() ?? null,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}
