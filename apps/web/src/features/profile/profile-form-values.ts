import type { User } from '@pathway/contracts';

/** The profile edit form as the inputs hold it: text everywhere, '' for blank. */
export interface ProfileFormValues {
  fullName: string;
  phone: string;
  location: string;
  dob: string;
  bio: string;
  educationLevel: string;
  collegeName: string;
  courseName: string;
  graduationYear: string;
  cgpa: string;
}

export function toProfileFormValues(user: User): ProfileFormValues {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    phone: text(user.phone),
    location: text(user.location),
    dob: text(user.dob).slice(0, 10),
    bio: text(user.bio),
    educationLevel: text(user.educationLevel),
    collegeName: text(user.collegeName),
    courseName: text(user.courseName),
    graduationYear: text(user.graduationYear),
    cgpa: text(user.cgpa),
  };
}

/** A server field error's place on this form: both names live in the full-name field. */
export function formFieldOf(field: string): keyof ProfileFormValues | null {
  if (field === 'firstName' || field === 'lastName') return 'fullName';
  const fields: (keyof ProfileFormValues)[] = [
    'phone',
    'location',
    'dob',
    'bio',
    'educationLevel',
    'collegeName',
    'courseName',
    'graduationYear',
    'cgpa',
  ];
  return fields.find((name) => name === field) ?? null;
}
