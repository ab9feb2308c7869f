import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { fileTypeFromFile } from 'file-type';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export type PptxProblem =
  | 'NOT_PPTX'
  | 'CORRUPTED'
  | 'FILE_TOO_LARGE'
  | 'TOO_MANY_ENTRIES'
  | 'UNPACKED_TOO_LARGE'
  | 'XML_PART_TOO_LARGE'
  | 'SUSPICIOUS_COMPRESSION'
  | 'UNSAFE_PATH'
  | 'ENCRYPTED'
  | 'DUPLICATE_ENTRY'
  | 'DOCTYPE'
  | 'TOO_MANY_SLIDES'
  | 'NO_PRESENTATION';

export const PPTX_LIMITS = {
  maxFileBytes: 100 * 1024 * 1024,
  maxEntries: 2000,
  maxUnpackedBytes: 300 * 1024 * 1024,
  maxXmlPartBytes: 10 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  maxSlides: 200,
};

type PptxLimits = typeof PPTX_LIMITS;

export type PptxCheck = { ok: true; slideCount: number } | { ok: false; problem: PptxProblem };

// A slideshow (.ppsx) is the same package with another main part; templates and macro decks are not.
const ACCEPTED_FILE_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow',
  'application/zip',
]);

export const MAIN_PART_CONTENT_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml',
]);

const CONTENT_TYPES_PART = '[content_types].xml';
const SLIDE_PART = /^ppt\/slides\/slide\d+\.xml$/i;
const XML_PART = /\.(xml|rels)$/i;
// Traditional (bit 0) and strong (bit 6) encryption.
const ENCRYPTED_FLAGS = 0x1 | 0x40;

class PptxRejection extends Error {
  constructor(readonly problem: PptxProblem) {
    super(problem);
  }
}

function reject(problem: PptxProblem): never {
  throw new PptxRejection(problem);
}

/**
 * Decides whether an uploaded file is a .pptx we are willing to open, without trusting anything
 * the archive says about itself: sizes are counted while inflating, so a zip bomb is stopped
 * after a few megabytes however small its headers claim it is. Only one entry is inflated at a
 * time and only [Content_Types].xml is kept, so memory stays flat whatever the file holds.
 */
export async function checkPptx(filePath: string, limits = PPTX_LIMITS): Promise<PptxCheck> {
  const stat = await fs.stat(filePath);
  if (stat.size > limits.maxFileBytes) return { ok: false, problem: 'FILE_TOO_LARGE' };
  if (!stat.isFile()) return { ok: false, problem: 'NOT_PPTX' };

  const fileType = await fileTypeFromFile(filePath).catch(() => undefined);
  if (!fileType || !ACCEPTED_FILE_TYPES.has(fileType.mime)) {
    return { ok: false, problem: 'NOT_PPTX' };
  }

  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, {
      autoClose: false,
      lazyEntries: true,
      // Names are checked here, where a bad one can be told apart from a broken archive.
      decodeStrings: false,
      validateEntrySizes: false,
    });
  } catch {
    return { ok: false, problem: 'CORRUPTED' };
  }
  try {
    return { ok: true, slideCount: await scanArchive(zip, limits) };
  } catch (error) {
    if (error instanceof PptxRejection) return { ok: false, problem: error.problem };
    if (error instanceof Error && /strong encryption/i.test(error.message)) {
      return { ok: false, problem: 'ENCRYPTED' };
    }
    return { ok: false, problem: 'CORRUPTED' };
  } finally {
    zip.close();
  }
}

type ScanState = { unpackedBytes: number };

async function scanArchive(zip: ZipFile, limits: PptxLimits): Promise<number> {
  // The count comes from the end record, so a huge archive is refused before its directory is read.
  if (zip.entryCount > limits.maxEntries) reject('TOO_MANY_ENTRIES');

  const state: ScanState = { unpackedBytes: 0 };
  const names = new Set<string>();
  let slideCount = 0;
  let contentTypes: Buffer | null = null;

  zip.on('error', ignoreLateError);
  for (let entry = await readNextEntry(zip); entry; entry = await readNextEntry(zip)) {
    const name = readEntryName(entry);
    if (!name) reject('UNSAFE_PATH');
    // Part names are case-insensitive in OPC, so two spellings of one name are the same part.
    const key = name.toLowerCase();
    if (names.has(key)) reject('DUPLICATE_ENTRY');
    names.add(key);
    if (entry.generalPurposeBitFlag & ENCRYPTED_FLAGS) reject('ENCRYPTED');
    if (SLIDE_PART.test(name) && ++slideCount > limits.maxSlides) reject('TOO_MANY_SLIDES');

    const kept = await inflateEntry(zip, entry, name, key === CONTENT_TYPES_PART, state, limits);
    if (kept) contentTypes = kept;
  }

  if (!contentTypes || slideCount === 0 || !declaresPresentation(contentTypes, names)) {
    reject('NO_PRESENTATION');
  }
  return slideCount;
}

/** A reader error after the scan (closing the file) has nobody to report to; it must not crash. */
function ignoreLateError() {}

function readNextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, fail) => {
    const settle = () => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
    };
    const onEntry = (entry: Entry) => {
      settle();
      resolve(entry);
    };
    const onEnd = () => {
      settle();
      resolve(null);
    };
    const onError = (error: Error) => {
      settle();
      fail(error);
    };
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

/** The entry's name, or null when extracting it could write outside the target folder. */
function readEntryName(entry: Entry): string | null {
  const raw = entry.fileNameRaw;
  // The Info-ZIP Unicode Path field may carry a different name than the header; both must be safe.
  const plain = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, [], true);
  const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, true);
  return isSafeName(plain) && isSafeName(name) ? name : null;
}

function isSafeName(name: string): boolean {
  if (name === '' || name.includes('\\') || name.includes('\0')) return false;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return !name.split('/').includes('..');
}

async function inflateEntry(
  zip: ZipFile,
  entry: Entry,
  name: string,
  keep: boolean,
  state: ScanState,
  limits: PptxLimits,
): Promise<Buffer | null> {
  const isXml = XML_PART.test(name);
  const scanDoctype = isXml ? createDoctypeScanner() : null;
  const kept: Buffer[] = [];
  let size = 0;
  let checksum = 0;

  const stream: Readable = await zip.openReadStreamPromise(entry);
  // Leaving the loop early (a limit crossed) destroys the stream, which stops reading the file.
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    state.unpackedBytes += chunk.length;
    if (state.unpackedBytes > limits.maxUnpackedBytes) reject('UNPACKED_TOO_LARGE');
    if (isXml && size > limits.maxXmlPartBytes) reject('XML_PART_TOO_LARGE');
    if (size > limits.ratioFloorBytes && size > entry.compressedSize * limits.maxRatio) {
      reject('SUSPICIOUS_COMPRESSION');
    }
    if (scanDoctype?.(chunk)) reject('DOCTYPE');
    checksum = crc32(chunk, checksum);
    if (keep) kept.push(chunk);
  }
  // Whatever opens the deck later trusts these headers, so they must match what is really inside.
  if (checksum !== entry.crc32 || size !== entry.uncompressedSize) reject('CORRUPTED');
  return keep ? Buffer.concat(kept) : null;
}

const DOCTYPE_TAIL = 'doctype';
// `<!doctype` in UTF-16 is the longest form; a match across two chunks fits in this overlap.
const DOCTYPE_OVERLAP = (2 + DOCTYPE_TAIL.length) * 2 - 1;
const MARKUP_STARTS = [
  { prefix: Buffer.from('<!', 'latin1'), width: 1, offset: 0 },
  { prefix: Buffer.from([0x3c, 0, 0x21, 0]), width: 2, offset: 0 },
  { prefix: Buffer.from([0, 0x3c, 0, 0x21]), width: 2, offset: 1 },
];

/**
 * Feeds an XML part chunk by chunk; true once `<!DOCTYPE` (any case, UTF-8 or UTF-16) shows up,
 * since a DTD is the only way to declare the entities of an expansion attack.
 */
function createDoctypeScanner(): (chunk: Buffer) => boolean {
  let tail = Buffer.alloc(0);
  return (chunk) => {
    const seam = Buffer.concat([tail, chunk.subarray(0, DOCTYPE_OVERLAP)]);
    const found = hasDoctype(seam) || hasDoctype(chunk);
    tail =
      chunk.length >= DOCTYPE_OVERLAP
        ? Buffer.from(chunk.subarray(chunk.length - DOCTYPE_OVERLAP))
        : seam.subarray(Math.max(0, seam.length - DOCTYPE_OVERLAP));
    return found;
  };
}

function hasDoctype(data: Buffer): boolean {
  for (const { prefix, width, offset } of MARKUP_STARTS) {
    for (let at = data.indexOf(prefix); at !== -1; at = data.indexOf(prefix, at + 1)) {
      if (matchesDoctypeTail(data, at + prefix.length, width, offset)) return true;
    }
  }
  return false;
}

function matchesDoctypeTail(data: Buffer, start: number, width: number, offset: number): boolean {
  if (start + DOCTYPE_TAIL.length * width > data.length) return false;
  for (let i = 0; i < DOCTYPE_TAIL.length; i++) {
    const unit = start + i * width;
    for (let b = 0; b < width; b++) {
      const byte = data[unit + b] ?? -1;
      if (b === offset) {
        if ((byte | 0x20) !== DOCTYPE_TAIL.charCodeAt(i)) return false;
      } else if (byte !== 0) {
        return false;
      }
    }
  }
  return true;
}

const contentTypesParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

type ContentTypeOverride = { PartName?: unknown; ContentType?: unknown };

function declaresPresentation(contentTypes: Buffer, names: Set<string>): boolean {
  let parsed: { Types?: { Override?: ContentTypeOverride | ContentTypeOverride[] } };
  try {
    parsed = contentTypesParser.parse(contentTypes);
  } catch {
    return false;
  }
  const overrides = [parsed.Types?.Override ?? []].flat();
  return overrides.some(
    (override) =>
      typeof override.ContentType === 'string' &&
      MAIN_PART_CONTENT_TYPES.has(override.ContentType.toLowerCase()) &&
      typeof override.PartName === 'string' &&
      names.has(toPartKey(override.PartName)),
  );
}

/** `/ppt/presentation.xml` (a percent-encoded URI) as a lower-case zip entry name. */
export function toPartKey(partName: string): string {
  let decoded = partName;
  try {
    decoded = decodeURIComponent(partName);
  } catch {
    // An invalid escape is kept as written; it then simply names no entry.
  }
  return decoded.replace(/^\/+/, '').toLowerCase();
}
