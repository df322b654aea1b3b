import {
  cgpaSchema,
  dobSchema,
  educationLevelSchema,
  educationStepSchema,
  graduationYearSchema,
  NAME_MAX_LENGTH,
  optionalPhoneSchema,
  personalStepSchema,
  singleLineText,
  skillsBioStepSchema,
  type UpdateProfileRequest,
} from '@pathway/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

// The profile page's form: only the web needs it, so it lives with the page, not in the contracts.

export const fullNameRequired = 'Please enter your first and last name.';

/** The full name is split at the first space into first and last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  return space === -1
    ? { firstName: name, lastName: '' }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/** The profile form's name field: split at the first space; both halves needed and bounded. */
export const fullNameSchema = singleLineText({ error: fullNameRequired }).transform((value, ctx) => {
  const name = splitFullName(value);
  if (!name.firstName || !name.lastName) {
    ctx.addIssue({ code: 'custom', message: fullNameRequired });
    return z.NEVER;
  }
  if (name.firstName.length > NAME_MAX_LENGTH || name.lastName.length > NAME_MAX_LENGTH) {
    ctx.addIssue({ code: 'custom', message: `First and last name must each be at most ${NAME_MAX_LENGTH} characters.` });
    return z.NEVER;
  }
  return name;
});

/** The profile page's edit form (docs/product/profile.md#profile-page): the update's fields with the name as one full name. */
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

export type ProfileEditFormOutput = z.output<typeof profileEditFormSchema>;

/** The edit form as react-hook-form holds it, for the cards that render its fields. */
export type ProfileFormHandle = UseFormReturn<ProfileEditForm, unknown, ProfileEditFormOutput>;
