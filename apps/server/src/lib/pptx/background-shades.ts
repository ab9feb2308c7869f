import sharp from 'sharp';
import type { BackgroundShades } from './contrast.ts';
import { readLuminance } from './contrast.ts';

/** About 0.3 inch per cell on a 10-inch slide: a few letters of body text. */
const COLUMNS = 32;
const ROWS = 18;

/**
 * Measures a theme background for the contrast check: the picture stretched to a 32 x 18 grid
 * (as the slide stretches it), each cell its average colour over white (a transparent picture
 * shows the white page behind it), as relative luminance.
 */
export async function measureBackgroundShades(picture: Uint8Array): Promise<BackgroundShades> {
  const { data, info } = await sharp(picture)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .resize(COLUMNS, ROWS, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luminance: number[] = [];
  for (let at = 0; at < COLUMNS * ROWS * info.channels; at += info.channels) {
    luminance.push(readLuminance([data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]));
  }
  return { columns: COLUMNS, rows: ROWS, luminance };
}
