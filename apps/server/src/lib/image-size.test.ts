import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildPngClaiming } from '../../test/pptx-fixtures.ts';
import { exceedsPixelLimit, readImageSize } from './image-size.ts';

const base = () => sharp({ create: { width: 123, height: 45, channels: 3, background: '#369' } });

describe('readImageSize', () => {
  it('reads the dimensions of every raster format a deck or upload may carry', async () => {
    const images: [string, Buffer][] = [
      ['png', await base().png().toBuffer()],
      ['jpeg', await base().jpeg().toBuffer()],
      ['jpeg with metadata', await base().withMetadata({ orientation: 6 }).jpeg().toBuffer()],
      ['progressive jpeg', await base().jpeg({ progressive: true }).toBuffer()],
      ['gif', await base().gif().toBuffer()],
      ['lossy webp', await base().webp().toBuffer()],
      ['lossless webp', await base().webp({ lossless: true }).toBuffer()],
      ['tiff', await base().tiff().toBuffer()],
    ];
    for (const [name, data] of images) {
      expect(readImageSize(data), name).toEqual({ kind: 'raster', width: 123, height: 45 });
    }
  });

  it('tells a picture over the pixel limit, or one cut before its dimensions, from the rest', async () => {
    expect(exceedsPixelLimit(await buildPngClaiming(50_000, 50_000))).toBe(true);
    expect(exceedsPixelLimit(await buildPngClaiming(4_000, 3_000))).toBe(false);
    const jpeg = await base().jpeg().toBuffer();
    expect(exceedsPixelLimit(jpeg.subarray(0, 20))).toBe(true);
    expect(exceedsPixelLimit(Buffer.from('ID3 not a picture'))).toBe(false);
  });
});
