import { AVATAR_MAX_BYTES, avatarMessages } from '@pathway/contracts';

/**
 * The browser's check before an upload (docs/product/profile.md#avatar): an image of at most 5 MB.
 * Answers the toast to show, or null when the file may go. The server checks the bytes again.
 */
export function checkAvatarFile(file: { type: string; size: number }): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) return avatarMessages.invalidFile;
  if (file.size > AVATAR_MAX_BYTES) return avatarMessages.tooLarge;
  return null;
}
