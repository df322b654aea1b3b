import { z } from 'zod';
import { type User, userSchema } from './auth.ts';
import { PROFILE_LIST_LIMITS, PROFILE_TEXT_LIMITS } from './constants.ts';
import {
  cgpaSchema,
  dobSchema,
  educationLevelSchema,
  experienceSchema,
  firstNameSchema,
  graduationYearSchema,
  lastNameSchema,
  optionalHttpUrlSchema,
  optionalPhoneSchema,
  optionalText,
  preferredDomainsSchema,
  preferredJobLocationsSchema,
  preferredJobTypesSchema,
  profileMessages,
  projectSchema,
  requiredSkillsSchema,
} from './profile-fields.ts';

export {
  CGPA_MAX,
  CGPA_MIN,
  CGPA_STEP,
  FREE_PLAN_LIMITS,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  PROFILE_LIST_LIMITS,
  PROFILE_TEXT_LIMITS,
  type ProfileSetupStep,
  profileSetupSteps,
  QUOTA_TIME_ZONE,
} from './constants.ts';

/**
 * The signed-in user's profile (docs/product/profile.md): the wizard's steps and its request, the
 * profile update and the completion score. The wizard, the profile form and the server validate
 * with these same schemas.
 */

// ---------------------------------------------------------------------------------------------
// The wizard (docs/product/profile.md#setup-wizard) and POST /users/setup-profile
// ---------------------------------------------------------------------------------------------

export const personalStepSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phone: optionalPhoneSchema,
  location: optionalText('Location', PROFILE_TEXT_LIMITS.location),
  dob: dobSchema,
});

export const educationStepSchema = z.object({
  educationLevel: educationLevelSchema,
  collegeName: optionalText('College name', PROFILE_TEXT_LIMITS.collegeName),
  courseName: optionalText('Course name', PROFILE_TEXT_LIMITS.courseName),
  graduationYear: graduationYearSchema,
  cgpa: cgpaSchema,
});

export const skillsBioStepSchema = z.object({
  skills: requiredSkillsSchema,
  bio: optionalText('Bio', PROFILE_TEXT_LIMITS.bio, { multiLine: true }),
});

export const experienceStepSchema = z.object({
  experiences: z
    .array(experienceSchema, { error: 'Experiences must be a list.' })
    .max(PROFILE_LIST_LIMITS.experiences, profileMessages.tooManyExperiences)
    .default([]),
});

export const projectsStepSchema = z.object({
  projects: z
    .array(projectSchema, { error: 'Projects must be a list.' })
    .max(PROFILE_LIST_LIMITS.projects, profileMessages.tooManyProjects)
    .default([]),
});

/** The API spells these "preffered…" (docs/product/profile.md#profile-fields); the contract keeps that spelling. */
export const preferencesStepSchema = z.object({
  prefferedJobTypes: preferredJobTypesSchema,
  prefferedJobLocations: preferredJobLocationsSchema,
  prefferedDomains: preferredDomainsSchema,
});

export const socialLinksStepSchema = z.object({
  linkedInProfile: optionalHttpUrlSchema,
  githubProfile: optionalHttpUrlSchema,
  website: optionalHttpUrlSchema,
  resume: optionalHttpUrlSchema,
});

/** `POST /users/setup-profile`: the whole wizard object (dob a date or null). */
export const setupProfileRequestSchema = z.object({
  ...personalStepSchema.shape,
  ...educationStepSchema.shape,
  ...skillsBioStepSchema.shape,
  ...experienceStepSchema.shape,
  ...projectsStepSchema.shape,
  ...preferencesStepSchema.shape,
  ...socialLinksStepSchema.shape,
});
export type SetupProfileRequest = z.output<typeof setupProfileRequestSchema>;
export type SetupProfileInput = z.input<typeof setupProfileRequestSchema>;

/** The setup answer's data. */
export const setupProfileResponseSchema = userSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  location: true,
  bio: true,
  skills: true,
  subscriptionTier: true,
  subscriptionStatus: true,
});
export type SetupProfileResponse = z.infer<typeof setupProfileResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The profile page (docs/product/profile.md#profile-page) and PUT /users/profile
// ---------------------------------------------------------------------------------------------

/**
 * `PUT /users/profile` (firstName, lastName, phone, location, dob, bio, education). A key
 * left out is left unchanged; null or '' clears it (names cannot be cleared).
 */
export const updateProfileRequestSchema = z.object({
  firstName: firstNameSchema.optional(),
  lastName: lastNameSchema.optional(),
  phone: optionalPhoneSchema.optional(),
  location: personalStepSchema.shape.location.optional(),
  dob: dobSchema.optional(),
  bio: skillsBioStepSchema.shape.bio.optional(),
  educationLevel: educationLevelSchema.optional(),
  collegeName: educationStepSchema.shape.collegeName.optional(),
  courseName: educationStepSchema.shape.courseName.optional(),
  graduationYear: graduationYearSchema.optional(),
  cgpa: cgpaSchema.optional(),
});
export type UpdateProfileRequest = z.output<typeof updateProfileRequestSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileRequestSchema>;

/** The answer to PUT /users/profile: the whole updated user. */
export const updateProfileResponseSchema = userSchema;

/** What completion counts, in the order docs/product/profile.md#completion lists them. */
export type ProfileCompletionInput = Partial<
  Pick<User, 'firstName' | 'lastName' | 'email' | 'phone' | 'location' | 'bio' | 'educationLevel'>
> & { skills?: readonly string[] | null };

/**
 * The share of 8 items filled (first name, last name, email, phone, location, bio, at least
 * one skill, education level), rounded to a whole percent. The one number every screen shows.
 */
export function profileCompletion(user: ProfileCompletionInput): number {
  const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
  const items = [
    filled(user.firstName),
    filled(user.lastName),
    filled(user.email),
    filled(user.phone),
    filled(user.location),
    filled(user.bio),
    (user.skills ?? []).some((skill) => skill.trim() !== ''),
    filled(user.educationLevel),
  ];
  return Math.round((items.filter(Boolean).length / items.length) * 100);
}
