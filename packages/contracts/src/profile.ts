import { z } from 'zod';
import {
  ACTIVITY_LIMIT,
  AVATAR_MAX_BYTES,
  avatarMimeTypes,
  CGPA_MAX,
  CGPA_MIN,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  MAX_QUERY_LENGTH,
  NAME_MAX_LENGTH,
  PROFILE_LIST_LIMITS,
  PROFILE_TEXT_LIMITS,
  profileSetupSteps,
} from './constants.ts';
import { type User, userSchema } from './auth.ts';
import { httpUrlSchema, multiLineText, requiredText, singleLineText } from './fields.ts';
import { jobSchema } from './jobs.ts';
import { pagedSchema, pageQuerySchema } from './pagination.ts';
import { activityTypeSchema, educationLevels, preferredDomains, preferredJobTypes } from './users.ts';

export {
  ACTIVITY_LIMIT,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_SIZE,
  avatarMimeTypes,
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
 * The signed-in user's own data (SPEC §2 /profile-setup /profile /dashboard /saved-jobs, §3, §5, §7
 * "Users"; PRODUCT.md "Profile, saved jobs, activity"). The wizard, the profile form and the server
 * validate with these same schemas, so each rule of SPEC §5 is written here once.
 *
 * Form-friendly inputs: optional text accepts '' (or null) and answers null; numbers accept a
 * number or the text of one; lists are trimmed, emptied of blanks and de-duplicated.
 */

// ---------------------------------------------------------------------------------------------
// Messages (SPEC §5, §8 where SPEC has the words; ours where it does not)
// ---------------------------------------------------------------------------------------------

export const profileMessages = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  fullNameRequired: 'Please enter your first and last name.',
  skillRequired: 'Please add at least one skill',
  phoneInvalid: 'Please enter a valid 10-digit Indian mobile number.',
  dobInvalid: 'Please enter a valid date of birth.',
  dobInFuture: 'Date of birth cannot be in the future.',
  graduationYear: `Graduation year must be between ${GRADUATION_YEAR_MIN} and ${GRADUATION_YEAR_MAX}.`,
  cgpaRange: `CGPA must be between ${CGPA_MIN} and ${CGPA_MAX}.`,
  cgpaStep: 'CGPA can have at most 2 decimal places.',
  educationLevel: `Education level must be one of ${educationLevels.join(', ')}.`,
  jobType: `Job type must be one of ${preferredJobTypes.join(', ')}.`,
  tooManySkills: `You can add at most ${PROFILE_LIST_LIMITS.skills} skills.`,
  tooManyExperiences: `You can add at most ${PROFILE_LIST_LIMITS.experiences} experiences.`,
  tooManyProjects: `You can add at most ${PROFILE_LIST_LIMITS.projects} projects.`,
  tooManyLocations: `You can add at most ${PROFILE_LIST_LIMITS.preferredJobLocations} locations.`,
  tooManyDomains: `You can add at most ${PROFILE_LIST_LIMITS.preferredDomains} domains.`,
} as const;

/** SPEC §5 and §8: the avatar's client checks and their toasts. */
export const avatarMessages = {
  invalidFile: { title: 'Invalid File', description: 'Please select an image file.' },
  tooLarge: { title: 'File Too Large', description: 'Please select an image smaller than 5MB.' },
} as const;

// ---------------------------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------------------------

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/** Optional text: trimmed; '' and null become null; `multiLine` for long text that may hold line breaks. */
export const optionalText = (label: string, max: number, options: { multiLine?: boolean } = {}) =>
  (options.multiLine ? multiLineText : singleLineText)({ error: `${label} must be text.` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value || null);

/** A required name (first or last), trimmed, at most NAME_MAX_LENGTH characters. */
const personName = (label: string, required: string) =>
  singleLineText({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, tooLong(label, NAME_MAX_LENGTH));

export const firstNameSchema = personName('First name', profileMessages.firstNameRequired);
export const lastNameSchema = personName('Last name', profileMessages.lastNameRequired);

const PHONE_PATTERN = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/**
 * An Indian mobile number (PRODUCT.md "Accounts"): 10 digits starting 6-9, with an optional +91
 * (or 91, or a leading 0); spaces, dashes, dots and brackets are ignored. Answers +91XXXXXXXXXX.
 */
export const indianMobileSchema = singleLineText({ error: profileMessages.phoneInvalid })
  .transform((value, ctx) => {
    const match = PHONE_PATTERN.exec(value.replace(/[\s\-().]/g, ''));
    if (!match) {
      ctx.addIssue({ code: 'custom', message: profileMessages.phoneInvalid });
      return z.NEVER;
    }
    return `+91${match[1]}`;
  });

/** A stored mobile (+91XXXXXXXXXX) as people read it: '+91 98765 43210'; anything else as it is. */
export function formatIndianMobile(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}

/** The phone field of the forms: blank is null, anything else must be an Indian mobile. */
export const optionalPhoneSchema = singleLineText({ error: profileMessages.phoneInvalid })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .pipe(indianMobileSchema.nullable());

/** Today's date in India, 'YYYY-MM-DD'. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/**
 * SPEC §7: the date of birth travels "as a date or null". Takes 'YYYY-MM-DD' (a date input) or an
 * ISO date-time (a serialised Date, read as a day in India); answers 'YYYY-MM-DD' or null. From
 * 1900-01-01 to today.
 */
export const dobSchema = singleLineText({ error: profileMessages.dobInvalid })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    let day: string | null = null;
    if (z.iso.date().safeParse(value).success) day = value;
    else if (z.iso.datetime({ offset: true }).safeParse(value).success) day = todayInIndia(new Date(value));
    if (!day || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || day < '1900-01-01') {
      ctx.addIssue({ code: 'custom', message: profileMessages.dobInvalid });
      return z.NEVER;
    }
    if (day > todayInIndia()) {
      ctx.addIssue({ code: 'custom', message: profileMessages.dobInFuture });
      return z.NEVER;
    }
    return day;
  });

/** A number field of a form: a number, the text of one, or blank (null). */
const optionalNumber = (invalid: string) =>
  z
    .union([z.number({ error: invalid }), singleLineText({ error: invalid })], { error: invalid })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return null;
      if (typeof value === 'number') return value;
      const text = value.trim();
      if (!text) return null;
      const number = Number(text);
      if (!Number.isFinite(number)) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return number;
    });

/** SPEC §5: 1950 to 2030. */
export const graduationYearSchema = optionalNumber(profileMessages.graduationYear).pipe(
  z
    .number()
    .int(profileMessages.graduationYear)
    .min(GRADUATION_YEAR_MIN, profileMessages.graduationYear)
    .max(GRADUATION_YEAR_MAX, profileMessages.graduationYear)
    .nullable(),
);

/** SPEC §5: 0 to 10 in steps of 0.01. */
export const cgpaSchema = optionalNumber(profileMessages.cgpaRange).pipe(
  z
    .number()
    .min(CGPA_MIN, profileMessages.cgpaRange)
    .max(CGPA_MAX, profileMessages.cgpaRange)
    // Hundredths, allowing for binary fractions (8.29 * 100 is 828.9999999999999).
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, profileMessages.cgpaStep)
    .transform((value) => Math.round(value * 100) / 100)
    .nullable(),
);

/** SPEC §5: one of the six levels, or none (blank). */
export const educationLevelSchema = singleLineText({ error: profileMessages.educationLevel })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .pipe(z.enum(educationLevels, { error: profileMessages.educationLevel }).nullable());

/** An http or https link, or blank (null). */
export const optionalHttpUrlSchema = singleLineText({ error: 'Please enter a valid http or https link.' })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .pipe(httpUrlSchema.nullable());

/** The key a list compares its entries by: trimmed, spaces collapsed, case ignored. */
export const listKey = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Entries trimmed (inner spaces collapsed), blanks dropped, duplicates ignored case-insensitively
 * (the first spelling stays, SPEC §5). Pure, so the chip inputs use it too.
 */
export function uniqueEntries(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim().replace(/\s+/g, ' ');
    const key = value.toLowerCase();
    if (value && !seen.has(key)) {
      seen.add(key);
      out.push(value);
    }
  }
  return out;
}

/** A list of free-text entries: de-duplicated, each bounded, at most `max`; absent is []. */
const textList = (label: string, itemMax: number, max: number, tooMany: string) =>
  z
    .array(singleLineText({ error: `${label} must be text.` }), { error: `${label} must be a list.` })
    .default([])
    .transform(uniqueEntries)
    .pipe(z.array(z.string().max(itemMax, `Each ${label.toLowerCase()} must be at most ${itemMax} characters.`)).max(max, tooMany));

export const skillsSchema = textList('Skill', PROFILE_TEXT_LIMITS.skill, PROFILE_LIST_LIMITS.skills, profileMessages.tooManySkills);

/** SPEC §5: the skills step needs at least one skill. */
export const requiredSkillsSchema = skillsSchema.pipe(z.array(z.string()).min(1, profileMessages.skillRequired));

export const preferredJobLocationsSchema = textList(
  'Location',
  PROFILE_TEXT_LIMITS.preferredLocation,
  PROFILE_LIST_LIMITS.preferredJobLocations,
  profileMessages.tooManyLocations,
);

/**
 * SPEC §5: the 15 domains plus custom entries. A custom entry that is one of the 15 in another case
 * takes the list's spelling.
 */
export const preferredDomainsSchema = textList(
  'Domain',
  PROFILE_TEXT_LIMITS.preferredDomain,
  PROFILE_LIST_LIMITS.preferredDomains,
  profileMessages.tooManyDomains,
).transform((values) => values.map((value) => preferredDomains.find((d) => listKey(d) === listKey(value)) ?? value));

/** SPEC §5: chosen from Full-time, Part-time, Internship, Freelance; Full-time by default. */
export const preferredJobTypesSchema = z
  .array(singleLineText({ error: profileMessages.jobType }), { error: profileMessages.jobType })
  .default(['Full-time'])
  .transform(uniqueEntries)
  .pipe(
    z.array(
      z.string().transform((value, ctx) => {
        const match = preferredJobTypes.find((type) => listKey(type) === listKey(value));
        if (!match) {
          ctx.addIssue({ code: 'custom', message: profileMessages.jobType });
          return z.NEVER;
        }
        return match;
      }),
    ),
  );

/** Optional text that answers undefined when blank (list items leave the key out). */
const optionalItemText = (label: string, max: number, options: { multiLine?: boolean } = {}) =>
  optionalText(label, max, options).transform((value) => value ?? undefined);

/** SPEC §5: an experience needs company, role and duration. */
export const experienceSchema = z.object({
  company: requiredText('Company', PROFILE_TEXT_LIMITS.company),
  role: requiredText('Role', PROFILE_TEXT_LIMITS.role),
  duration: requiredText('Duration', PROFILE_TEXT_LIMITS.duration),
  description: optionalItemText('Description', PROFILE_TEXT_LIMITS.experienceDescription, { multiLine: true }),
});
export type Experience = z.output<typeof experienceSchema>;
export type ExperienceInput = z.input<typeof experienceSchema>;

/** SPEC §5: a project needs a name; its link must be http or https. */
export const projectSchema = z.object({
  projectName: requiredText('Project name', PROFILE_TEXT_LIMITS.projectName),
  description: optionalItemText('Description', PROFILE_TEXT_LIMITS.projectDescription, { multiLine: true }),
  link: optionalHttpUrlSchema.transform((value) => value ?? undefined),
});
export type Project = z.output<typeof projectSchema>;
export type ProjectInput = z.input<typeof projectSchema>;

// ---------------------------------------------------------------------------------------------
// The wizard (SPEC §2 /profile-setup) and POST /users/setup-profile
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

/** SPEC §3 spells these "preffered…"; the contract keeps that spelling. */
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

/** `POST /users/setup-profile`: the whole wizard object (SPEC §7; dob a date or null). */
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

/**
 * The 8 steps in order, each with the schema its Continue checks; the Review step checks the whole
 * object again before it is sent.
 */
export const profileSetupStepSchemas = [
  { title: profileSetupSteps[0], schema: personalStepSchema },
  { title: profileSetupSteps[1], schema: educationStepSchema },
  { title: profileSetupSteps[2], schema: skillsBioStepSchema },
  { title: profileSetupSteps[3], schema: experienceStepSchema },
  { title: profileSetupSteps[4], schema: projectsStepSchema },
  { title: profileSetupSteps[5], schema: preferencesStepSchema },
  { title: profileSetupSteps[6], schema: socialLinksStepSchema },
  { title: profileSetupSteps[7], schema: setupProfileRequestSchema },
] as const;

/** SPEC §7: the setup answer's data. */
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
// The profile page (SPEC §2 /profile) and PUT /users/profile
// ---------------------------------------------------------------------------------------------

/**
 * `PUT /users/profile` (SPEC §7: firstName, lastName, phone, location, dob, bio, education). A key
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

/** SPEC §5: the full name is split at the first space into first and last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  return space === -1
    ? { firstName: name, lastName: '' }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/** The profile form's name field: split at the first space; both halves needed and bounded. */
export const fullNameSchema = singleLineText({ error: profileMessages.fullNameRequired }).transform((value, ctx) => {
  const name = splitFullName(value);
  if (!name.firstName || !name.lastName) {
    ctx.addIssue({ code: 'custom', message: profileMessages.fullNameRequired });
    return z.NEVER;
  }
  if (name.firstName.length > NAME_MAX_LENGTH || name.lastName.length > NAME_MAX_LENGTH) {
    ctx.addIssue({ code: 'custom', message: `First and last name must each be at most ${NAME_MAX_LENGTH} characters.` });
    return z.NEVER;
  }
  return name;
});

/** The profile page's edit form (SPEC §2): the update's fields with the name as one full name. */
export const profileEditFormSchema = z.object({
  fullName: fullNameSchema,
  phone: optionalPhoneSchema,
  location: personalStepSchema.shape.location,
  dob: dobSchema,
  bio: skillsBioStepSchema.shape.bio,
  educationLevel: educationLevelSchema,
  collegeName: educationStepSchema.shape.collegeName,
  courseName: educationStepSchema.shape.courseName,
  graduationYear: graduationYearSchema,
  cgpa: cgpaSchema,
});
export type ProfileEditForm = z.input<typeof profileEditFormSchema>;

/** The edit form's valid values as the PUT body. */
export function toUpdateProfileRequest(form: z.output<typeof profileEditFormSchema>): UpdateProfileRequest {
  const { fullName, ...rest } = form;
  return { ...fullName, ...rest };
}

/** What SPEC §5's completion counts, in the order it lists them. */
export type ProfileCompletionInput = Partial<
  Pick<User, 'firstName' | 'lastName' | 'email' | 'phone' | 'location' | 'bio' | 'educationLevel'>
> & { skills?: readonly string[] | null };

/**
 * SPEC §5: the share of 8 items filled (first name, last name, email, phone, location, bio, at least
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

// ---------------------------------------------------------------------------------------------
// Avatar (SPEC §5, §7; PRODUCT.md)
// ---------------------------------------------------------------------------------------------

/**
 * The browser's check before an upload (SPEC §5): an image of at most 5 MB. Answers the toast to
 * show, or null when the file may go. The server checks the bytes again.
 */
export function checkAvatarFile(file: { type: string; size: number }): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) return avatarMessages.invalidFile;
  if (file.size > AVATAR_MAX_BYTES) return avatarMessages.tooLarge;
  return null;
}

/** The multipart field `POST /users/avatar` reads. */
export const AVATAR_FIELD_NAME = 'avatar';
export const avatarAcceptAttribute = avatarMimeTypes.join(',');

export const avatarUploadResponseSchema = z.object({ avatarUrl: z.string() });
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard: stats and activity (SPEC §3, §7)
// ---------------------------------------------------------------------------------------------

export const userStatsSchema = z.object({
  savedJobsCount: z.number().int().nonnegative(),
  /** profileCompletion() of the user, 0-100. */
  profileCompletion: z.number().int().min(0).max(100),
  applicationCount: z.number().int().nonnegative(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const activityItemSchema = z.object({
  id: z.string(),
  type: activityTypeSchema,
  /** What happened, in words: 'Saved Frontend Developer Intern at Zoho'. */
  title: z.string(),
  /** When, ISO 8601 date-time. */
  time: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** `GET /users/activity`: the latest ACTIVITY_LIMIT items, newest first. */
export const activityListResponseSchema = z.array(activityItemSchema).max(ACTIVITY_LIMIT);
export type ActivityListResponse = z.infer<typeof activityListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Saved jobs and applying (SPEC §2 /saved-jobs, §7 "Jobs"; PRODUCT.md)
// ---------------------------------------------------------------------------------------------

/** `GET /users/saved-jobs`: page, limit and an optional search over the saved jobs. */
export const savedJobsQuerySchema = pageQuerySchema.extend({
  query: singleLineText({ error: 'query must be text.' })
    .trim()
    .max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters.`)
    .optional(),
});
export type SavedJobsQuery = z.output<typeof savedJobsQuerySchema>;

/** A saved job as the list shows it: still there after it expires, marked so. */
export const savedJobSchema = jobSchema.extend({ isExpired: z.boolean() });
export type SavedJob = z.infer<typeof savedJobSchema>;

export const savedJobItemSchema = z.object({
  /** The saved job's id: one save per user and job, so this is the job's id. */
  _id: z.string(),
  /** When it was saved, ISO 8601. */
  savedAt: z.string(),
  job: savedJobSchema,
});
export type SavedJobItem = z.infer<typeof savedJobItemSchema>;

/** Newest save first. */
export const savedJobsResponseSchema = pagedSchema(savedJobItemSchema);
export type SavedJobsResponse = z.infer<typeof savedJobsResponseSchema>;

/** `GET /users/saved-jobs/ids`: the id of every job the user saved, so each card shows it. */
export const savedJobIdsResponseSchema = z.array(z.string());
export type SavedJobIdsResponse = z.infer<typeof savedJobIdsResponseSchema>;

/**
 * The saved-jobs search (web and server match alike): every word of `query` appears, case
 * ignored, in the title, company, location, type, a skill or a domain.
 */
export function savedJobMatches(
  job: Pick<SavedJob, 'title' | 'company' | 'location' | 'type' | 'skills' | 'domain'>,
  query: string,
): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [job.title, job.company, job.location, job.type, ...job.skills, ...job.domain].join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** `POST /jobs/{id}/save` and `DELETE /jobs/{id}/unsave`: idempotent; the state after the call. */
export const saveJobResponseSchema = z.object({ saved: z.boolean() });
export type SaveJobResponse = z.infer<typeof saveJobResponseSchema>;

/**
 * `PUT /jobs/apply/{id}`: recorded once per user and job; again answers alreadyApplied.
 * `redirectUrl` (`/api/v1/jobs/redirect/{id}?ticket=…`, short-lived, for this user and job) is
 * where the new tab goes: it answers 302 to the company's apply page.
 */
export const applyJobResponseSchema = z.object({ applied: z.literal(true), alreadyApplied: z.boolean(), redirectUrl: z.string() });
export type ApplyJobResponse = z.infer<typeof applyJobResponseSchema>;
