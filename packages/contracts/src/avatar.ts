import { z } from 'zod';
import { avatarMimeTypes } from './constants.ts';

export { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, AVATAR_SIZE, avatarMimeTypes } from './constants.ts';

/** The avatar upload (docs/product/profile.md#avatar). */

/** The avatar's client checks and their toasts. */
export const avatarMessages = {
  invalidFile: { title: 'Invalid File', description: 'Please select an image file.' },
  tooLarge: { title: 'File Too Large', description: 'Please select an image smaller than 5MB.' },
} as const;

/** The multipart field `POST /users/avatar` reads. */
export const AVATAR_FIELD_NAME = 'avatar';
export const avatarAcceptAttribute = avatarMimeTypes.join(',');

export const avatarUploadResponseSchema = z.object({ avatarUrl: z.string() });
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;
