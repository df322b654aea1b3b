import { updateProfileRequestSchema } from '@pathway/contracts';
import { describe, expect, it } from 'vitest';
import { fullNameRequired, fullNameSchema, profileEditFormSchema, splitFullName, toUpdateProfileRequest } from './profile-edit-form';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('the profile edit form', () => {
  it('splits the full name at the first space', () => {
    expect(splitFullName('  Asha   Rani Verma ')).toEqual({ firstName: 'Asha', lastName: 'Rani Verma' });
    expect(splitFullName('Asha')).toEqual({ firstName: 'Asha', lastName: '' });
    expect(messagesOf(fullNameSchema.safeParse('Asha'))).toEqual([fullNameRequired]);
    expect(messagesOf(fullNameSchema.safeParse(' '))).toEqual([fullNameRequired]);
    const result = fullNameSchema.safeParse('Asha');
    expect(result.error!.issues[0]!.path).toEqual([]);
    expect(fullNameSchema.safeParse(`Asha ${'x'.repeat(51)}`).success).toBe(false);
  });

  it('turns the edit form into the PUT body', () => {
    const form = profileEditFormSchema.parse({
      fullName: 'Asha Rani Verma',
      phone: '9876543210',
      location: 'Pune',
      dob: '',
      bio: 'Final-year student.',
      educationLevel: 'Graduate',
      collegeName: '',
      courseName: '',
      graduationYear: '',
      cgpa: '9',
    });
    expect(toUpdateProfileRequest(form)).toEqual({
      firstName: 'Asha',
      lastName: 'Rani Verma',
      phone: '+919876543210',
      location: 'Pune',
      dob: null,
      bio: 'Final-year student.',
      educationLevel: 'Graduate',
      collegeName: null,
      courseName: null,
      graduationYear: null,
      cgpa: 9,
    });
    expect(updateProfileRequestSchema.parse(toUpdateProfileRequest(form))).toEqual(toUpdateProfileRequest(form));
  });
});
