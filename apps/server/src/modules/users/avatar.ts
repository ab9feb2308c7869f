import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX, IMAGE_MAX_PIXELS } from '@slovo/contracts';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Checks an uploaded image and turns it into a square WebP avatar. */
export async function toAvatar(data: Buffer): Promise<Buffer> {
  if (data.length > AVATAR_MAX_BYTES) {
    throw new AppError('IMAGE_TOO_LARGE');
  }
  const image = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });
  const metadata = await image.metadata().catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new AppError('INVALID_IMAGE');
  }
  try {
    return await image
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('INVALID_IMAGE');
  }
}
