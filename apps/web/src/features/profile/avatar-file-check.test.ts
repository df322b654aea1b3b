import { avatarMessages } from '@pathway/contracts';
import { describe, expect, it } from 'vitest';
import { checkAvatarFile } from './avatar-file-check';

describe('avatar check', () => {
  it('wants an image of at most 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkAvatarFile({ type: 'text/plain', size: 10 })).toBe(avatarMessages.invalidFile);
    expect(checkAvatarFile({ type: '', size: 10 })).toBe(avatarMessages.invalidFile);
    expect(checkAvatarFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(avatarMessages.tooLarge);
    expect(avatarMessages.tooLarge.description).toBe('Please select an image smaller than 5MB.');
  });
});
