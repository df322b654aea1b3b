import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_DECODES_AT_ONCE, decodeSlot, toAvatarWebp } from './avatar-image.ts';

describe('toAvatarWebp', () => {
  it(`decodes at most ${AVATAR_DECODES_AT_ONCE} images at once; the others wait their turn and still succeed`, async () => {
    const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3b82f6' } }).jpeg().toBuffer();
    let mostAtOnce = 0;
    let mostWaiting = 0;
    const watch = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, decodeSlot.activeCount);
      mostWaiting = Math.max(mostWaiting, decodeSlot.pendingCount);
    }, 1);
    try {
      const avatars = await Promise.all(Array.from({ length: 6 }, () => toAvatarWebp(photo)));
      for (const avatar of avatars) expect(await sharp(avatar).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    } finally {
      clearInterval(watch);
    }
    expect(mostAtOnce).toBe(AVATAR_DECODES_AT_ONCE);
    expect(mostWaiting).toBeGreaterThan(0);
  });
});
