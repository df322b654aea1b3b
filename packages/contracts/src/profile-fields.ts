import { z } from 'zod';
import {
  CGPA_MAX,
  CGPA_MIN,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  NAME_MAX_LENGTH,
  PROFILE_LIST_LIMITS,
  PROFILE_TEXT_LIMITS,
} from './constants.ts';
import { httpUrlSchema, multiLineText, requiredText, singleLineText } from './fields.ts';
import { educationLevels, preferredDomains, preferredJobTypes } from './users.ts';

/**
 * The fields of a profile (docs/product/profile.md#validation), each rule written once: the
 * wizard's steps, the profile update and the forms on the web are built from these.
 *
 * Form-friendly inputs: optional text accepts '' (or null) and answers null; numbers accept a
 * number or the text of one; lists are trimmed, emptied of blanks and de-duplicated.
 */

// ---------------------------------------------------------------------------------------------
// Messages (docs/product/profile.md#messages where the words are fixed; ours where they are not)
// ---------------------------------------------------------------------------------------------

export const profileMessages = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
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
 * An Indian mobile number (docs/product/profile.md#validation): 10 digits starting 6-9, with an
 * optional +91 (or 91, or a leading 0); spaces, dashes, dots and brackets are ignored. Answers
 * +91XXXXXXXXXX.
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
 * The date of birth travels as a date or null. Takes 'YYYY-MM-DD' (a date input) or an
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

/** 1950 to 2030. */
export const graduationYearSchema = optionalNumber(profileMessages.graduationYear).pipe(
  z
    .number()
    .int(profileMessages.graduationYear)
    .min(GRADUATION_YEAR_MIN, profileMessages.graduationYear)
    .max(GRADUATION_YEAR_MAX, profileMessages.graduationYear)
    .nullable(),
);

/** 0 to 10 in steps of 0.01. */
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

/** One of the six levels, or none (blank). */
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
 * (the first spelling stays). Pure, so the chip inputs use it too.
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

/** The skills step needs at least one skill. */
export const requiredSkillsSchema = skillsSchema.pipe(z.array(z.string()).min(1, profileMessages.skillRequired));

export const preferredJobLocationsSchema = textList(
  'Location',
  PROFILE_TEXT_LIMITS.preferredLocation,
  PROFILE_LIST_LIMITS.preferredJobLocations,
  profileMessages.tooManyLocations,
);

/**
 * The 15 domains plus custom entries. A custom entry that is one of the 15 in another case
 * takes the list's spelling.
 */
export const preferredDomainsSchema = textList(
  'Domain',
  PROFILE_TEXT_LIMITS.preferredDomain,
  PROFILE_LIST_LIMITS.preferredDomains,
  profileMessages.tooManyDomains,
).transform((values) => values.map((value) => preferredDomains.find((d) => listKey(d) === listKey(value)) ?? value));

/** Chosen from Full-time, Part-time, Internship, Freelance; Full-time by default. */
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

/** An experience needs company, role and duration. */
export const experienceSchema = z.object({
  company: requiredText('Company', PROFILE_TEXT_LIMITS.company),
  role: requiredText('Role', PROFILE_TEXT_LIMITS.role),
  duration: requiredText('Duration', PROFILE_TEXT_LIMITS.duration),
  description: optionalItemText('Description', PROFILE_TEXT_LIMITS.experienceDescription, { multiLine: true }),
});
export type Experience = z.output<typeof experienceSchema>;
export type ExperienceInput = z.input<typeof experienceSchema>;

/** A project needs a name; its link must be http or https. */
export const projectSchema = z.object({
  projectName: requiredText('Project name', PROFILE_TEXT_LIMITS.projectName),
  description: optionalItemText('Description', PROFILE_TEXT_LIMITS.projectDescription, { multiLine: true }),
  link: optionalHttpUrlSchema.transform((value) => value ?? undefined),
});
export type Project = z.output<typeof projectSchema>;
export type ProjectInput = z.input<typeof projectSchema>;
