import { IMAGE_MAX_PIXELS } from '@slovo/contracts';

/** How much of a file its dimensions are looked for in: JPEG metadata may come before them. */
export const IMAGE_HEAD_BYTES = 1024 * 1024;

type ImageSize =
  /** A raster picture and its dimensions as its header states them. */
  | { kind: 'raster'; width: number; height: number }
  /** Starts like a raster picture, but no dimensions were found in its head. */
  | { kind: 'unreadable' }
  /** Not a raster format we know (vector pictures, sound, anything else). */
  | { kind: 'other' };

/**
 * The dimensions a picture declares, read from the first bytes of the file (`IMAGE_HEAD_BYTES`
 * are enough) without decoding it: PNG, JPEG, GIF, BMP, WebP and TIFF.
 */
export function readImageSize(head: Buffer): ImageSize {
  for (const reader of READERS) {
    if (!reader.matches(head)) continue;
    try {
      const size = reader.read(head);
      return size ? { kind: 'raster', ...size } : { kind: 'unreadable' };
    } catch {
      // A header cut short reads past the buffer's end.
      return { kind: 'unreadable' };
    }
  }
  return { kind: 'other' };
}

/** True when a picture with this header is bigger than the app decodes, or cannot be measured. */
export function exceedsPixelLimit(head: Buffer, limit = IMAGE_MAX_PIXELS): boolean {
  const size = readImageSize(head);
  if (size.kind === 'other') return false;
  return size.kind === 'unreadable' || size.width * size.height > limit;
}

type Dimensions = { width: number; height: number } | null;
type Reader = { matches: (data: Buffer) => boolean; read: (data: Buffer) => Dimensions };

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  bytes.every((byte, i) => data[at + i] === byte);

const READERS: Reader[] = [
  {
    // PNG: IHDR is always the first chunk.
    matches: (data) => startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    read: (data) => ({ width: data.readUInt32BE(16), height: data.readUInt32BE(20) }),
  },
  {
    matches: (data) => startsWith(data, [0x47, 0x49, 0x46, 0x38]),
    read: (data) => ({ width: data.readUInt16LE(6), height: data.readUInt16LE(8) }),
  },
  {
    // BMP: a negative height means top-down rows.
    matches: (data) => startsWith(data, [0x42, 0x4d]) && data.length >= 26,
    read: (data) => ({
      width: Math.abs(data.readInt32LE(18)),
      height: Math.abs(data.readInt32LE(22)),
    }),
  },
  {
    matches: (data) =>
      startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8),
    read: readWebp,
  },
  { matches: (data) => startsWith(data, [0xff, 0xd8, 0xff]), read: readJpeg },
  {
    matches: (data) =>
      startsWith(data, [0x49, 0x49, 0x2a, 0x00]) || startsWith(data, [0x4d, 0x4d, 0x00, 0x2a]),
    read: readTiff,
  },
];

function readWebp(data: Buffer): Dimensions {
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  return null;
}

/** Walks the JPEG segments to the first start-of-frame marker, which holds the dimensions. */
function readJpeg(data: Buffer): Dimensions {
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: data.readUInt16BE(at + 7), height: data.readUInt16BE(at + 5) };
    }
    at += 2 + data.readUInt16BE(at + 2);
  }
  return null;
}

/** The first image directory's ImageWidth (256) and ImageLength (257) tags. */
function readTiff(data: Buffer): Dimensions {
  const little = data[0] === 0x49;
  const u16 = (at: number) => (little ? data.readUInt16LE(at) : data.readUInt16BE(at));
  const u32 = (at: number) => (little ? data.readUInt32LE(at) : data.readUInt32BE(at));
  const directory = u32(4);
  const count = u16(directory);
  let width = 0;
  let height = 0;
  for (let i = 0; i < count; i++) {
    const entry = directory + 2 + i * 12;
    const tag = u16(entry);
    if (tag !== 256 && tag !== 257) continue;
    // SHORT (3) or LONG (4), held in the entry itself.
    const value = u16(entry + 2) === 3 ? u16(entry + 8) : u32(entry + 8);
    if (tag === 256) width = value;
    else height = value;
  }
  return width && height ? { width, height } : null;
}
