import type { User } from '@pathway/contracts';
import { profileSetupStepSchemas } from './wizard-steps';

export interface ExperienceValues {
  company: string;
  role: string;
  duration: string;
  description: string;
}

export interface ProjectValues {
  projectName: string;
  description: string;
  link: string;
}

/** The wizard as its inputs hold it: text everywhere ('' for blank) and lists. */
export interface WizardValues {
  firstName: string;
  lastName: string;
  phone: string;
  location: string;
  dob: string;
  educationLevel: string;
  collegeName: string;
  courseName: string;
  graduationYear: string;
  cgpa: string;
  skills: string[];
  bio: string;
  experiences: ExperienceValues[];
  projects: ProjectValues[];
  prefferedJobTypes: string[];
  prefferedJobLocations: string[];
  prefferedDomains: string[];
  linkedInProfile: string;
  githubProfile: string;
  website: string;
  resume: string;
}

export const STEP_COUNT = profileSetupStepSchemas.length;
export const LAST_STEP = STEP_COUNT - 1;

export const emptyExperience = (): ExperienceValues => ({ company: '', role: '', duration: '', description: '' });
export const emptyProject = (): ProjectValues => ({ projectName: '', description: '', link: '' });

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The wizard filled with what the profile already holds (names from registration, at least). */
export function wizardValuesFrom(user: User | undefined): WizardValues {
  const types = user?.prefferedJobTypes ?? [];
  return {
    firstName: text(user?.firstName),
    lastName: text(user?.lastName),
    phone: text(user?.phone),
    location: text(user?.location),
    dob: text(user?.dob).slice(0, 10),
    educationLevel: text(user?.educationLevel),
    collegeName: text(user?.collegeName),
    courseName: text(user?.courseName),
    graduationYear: text(user?.graduationYear),
    cgpa: text(user?.cgpa),
    skills: [...(user?.skills ?? [])],
    bio: text(user?.bio),
    experiences: (user?.experiences ?? []).map((e) => ({
      company: e.company,
      role: e.role,
      duration: e.duration,
      description: text(e.description),
    })),
    projects: (user?.projects ?? []).map((p) => ({
      projectName: p.projectName,
      description: text(p.description),
      link: text(p.link),
    })),
    // Full-time unless the user chose otherwise in an earlier setup.
    prefferedJobTypes: types.length > 0 || user?.profileSetupComplete ? [...types] : ['Full-time'],
    prefferedJobLocations: [...(user?.prefferedJobLocations ?? [])],
    prefferedDomains: [...(user?.prefferedDomains ?? [])],
    linkedInProfile: text(user?.linkedInProfile),
    githubProfile: text(user?.githubProfile),
    website: text(user?.website),
    resume: text(user?.resume),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
function records<T extends object>(value: unknown, shape: T): T[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(isRecord).map((item) => {
    const out = { ...shape };
    for (const key of Object.keys(shape) as (keyof T)[]) {
      if (typeof item[key as string] === 'string') out[key] = item[key as string] as T[keyof T];
    }
    return out;
  });
}

/** Values read back from storage, trusted only field by field; anything odd keeps `fallback`'s value. */
export function restoreWizardValues(raw: unknown, fallback: WizardValues): WizardValues {
  if (!isRecord(raw)) return fallback;
  const out: WizardValues = { ...fallback };
  for (const key of Object.keys(fallback) as (keyof WizardValues)[]) {
    const value = raw[key];
    if (key === 'experiences') out.experiences = records(value, emptyExperience()) ?? fallback.experiences;
    else if (key === 'projects') out.projects = records(value, emptyProject()) ?? fallback.projects;
    else if (Array.isArray(fallback[key])) (out[key] as string[]) = strings(value) ?? (fallback[key] as string[]);
    else if (typeof value === 'string') (out[key] as string) = value;
  }
  return out;
}

/** Which step each field belongs to, for sending the user back to a problem. */
export function stepOfField(field: string): number | null {
  const top = field.split('.')[0] ?? '';
  const index = profileSetupStepSchemas.findIndex((step, i) => i < LAST_STEP && top in step.schema.shape);
  return index === -1 ? null : index;
}
