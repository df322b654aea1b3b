import { AVATAR_MAX_PIXELS, AVATAR_SIZE, avatarMimeTypes } from '@pathway/contracts';
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { AppError } from '../../platform/errors.ts';

const notAnImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a JPEG, PNG, WebP or GIF image. Please select an image file.');
const tooManyPixels = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The image is too large: at most ${AVATAR_MAX_PIXELS / 1_000_000} megapixels. Please select a smaller image.`,
  );

const allowed: ReadonlySet<string> = new Set(avatarMimeTypes);

/**
 * Decoding an image of up to AVATAR_MAX_PIXELS takes up to ~160 MB: at most this many at once per
 * process, the rest wait their turn, so a burst of uploads cannot exhaust a small machine's memory.
 */
export const AVATAR_DECODES_AT_ONCE = 2;
export const decodeSlot = pLimit(AVATAR_DECODES_AT_ONCE);

/**
 * An uploaded avatar, re-encoded (docs/product/profile.md#avatar): the type is read from
 * the bytes, never from the name or the part's content type; at most AVATAR_MAX_PIXELS pixels (so
 * a small file that declares a huge image is refused before it is decoded); turned upright, cut to
 * a centred square of AVATAR_SIZE pixels and written as WebP without any metadata (sharp keeps none
 * unless asked), so no uploaded byte is ever served.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !allowed.has(type.mime)) throw notAnImage();

  const options = { limitInputPixels: AVATAR_MAX_PIXELS, animated: false, failOn: 'error' } as const;
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reads the header only; the size is checked here to answer 413 rather than a decoding error.
    ({ width, height } = await sharp(bytes, { ...options, limitInputPixels: false }).metadata());
  } catch {
    throw notAnImage();
  }
  if (!width || !height) throw notAnImage();
  if (width * height > AVATAR_MAX_PIXELS) throw tooManyPixels();

  try {
    return await decodeSlot(() =>
      sharp(bytes, options)
        .autoOrient()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw notAnImage();
  }
}
