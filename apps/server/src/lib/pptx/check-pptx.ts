import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { fileTypeFromFile } from 'file-type';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { exceedsPixelLimit, IMAGE_HEAD_BYTES } from '../image-size.ts';
import {
  activeContentOfName,
  activeContentOfRelationships,
  activeContentOfType,
  isActiveSvg,
} from './active-content.ts';
import { classifyCompoundFile } from './compound-file.ts';
import { createDepthScanner } from './xml-depth.ts';

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
  | 'NO_PRESENTATION'
  | 'LEGACY_PPT'
  | 'MACROS'
  | 'TEMPLATE'
  | 'ACTIVE_CONTENT'
  | 'UNSAFE_MEDIA'
  | 'TOO_DEEP'
  | 'IMAGE_TOO_LARGE';

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

/**
 * `zipBytes` is where the archive ends: bytes after its end record (which PowerPoint and unzip
 * ignore) are not part of the deck and are dropped before it is stored.
 */
export type PptxCheck =
  | { ok: true; slideCount: number; zipBytes: number }
  | { ok: false; problem: PptxProblem };

// A slideshow (.ppsx) is the same package with another main part.
const ACCEPTED_FILE_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow',
  'application/zip',
]);

/** Other Office packages, refused by what they are so the uploader knows how to save a .pptx. */
const REFUSED_FILE_TYPES: Record<string, PptxProblem> = {
  'application/vnd.ms-powerpoint.presentation.macroenabled.12': 'MACROS',
  'application/vnd.ms-powerpoint.slideshow.macroenabled.12': 'MACROS',
  'application/vnd.ms-powerpoint.template.macroenabled.12': 'MACROS',
  'application/vnd.openxmlformats-officedocument.presentationml.template': 'TEMPLATE',
};

export const MAIN_PART_CONTENT_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml',
]);

const CONTENT_TYPES_PART = '[content_types].xml';
const SLIDE_PART = /^ppt\/slides\/slide\d+\.xml$/i;
// Every part some reader parses as XML: ours (.xml, .rels) and LibreOffice's (.vml, .svg).
const XML_PART = /\.(xml|rels|vml|svg)$/i;
const RELS_PART = /\.rels$/i;
const SVG_PART = /\.svg$/i;
// Traditional (bit 0) and strong (bit 6) encryption: never set by PowerPoint, so a sign of damage.
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
  if (fileType?.mime === 'application/x-cfb') {
    return { ok: false, problem: await classifyCompoundFile(filePath) };
  }
  const refused = fileType && REFUSED_FILE_TYPES[fileType.mime];
  if (refused) return { ok: false, problem: refused };
  if (!fileType || !ACCEPTED_FILE_TYPES.has(fileType.mime)) {
    return { ok: false, problem: 'NOT_PPTX' };
  }

  const file = await fs.open(filePath);
  try {
    const zipBytes = await findArchiveEnd(file, stat.size);
    if (zipBytes === null) return { ok: false, problem: 'CORRUPTED' };
    let zip: ZipFile;
    try {
      zip = await yauzl.fromRandomAccessReaderPromise(new FileReader(file), zipBytes, {
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
      return { ok: true, slideCount: await scanArchive(zip, limits), zipBytes };
    } catch (error) {
      if (error instanceof PptxRejection) return { ok: false, problem: error.problem };
      // Whatever else the reader trips on (strong-encryption flags included) is a broken zip:
      // PowerPoint never encrypts zip entries, a password-protected deck is not a zip at all.
      return { ok: false, problem: 'CORRUPTED' };
    } finally {
      zip.close();
    }
  } finally {
    await file.close();
  }
}

const READ_CHUNK_BYTES = 64 * 1024;
const END_RECORD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;

/**
 * The length of the archive up to the end of its end-of-central-directory record and comment.
 * Like PowerPoint and unzip, bytes after it are ignored; yauzl alone would call them damage.
 */
async function findArchiveEnd(file: fs.FileHandle, size: number): Promise<number | null> {
  const tailStart = Math.max(0, size - END_RECORD_BYTES - MAX_COMMENT_BYTES - 1024);
  const tail = Buffer.alloc(size - tailStart);
  await file.read(tail, 0, tail.length, tailStart);
  for (
    let at = tail.lastIndexOf(END_RECORD);
    at !== -1;
    at = tail.lastIndexOf(END_RECORD, at - 1)
  ) {
    if (at + END_RECORD_BYTES > tail.length) continue;
    const end = at + END_RECORD_BYTES + tail.readUInt16LE(at + 20);
    if (end <= tail.length) return tailStart + end;
    if (at === 0) break;
  }
  return null;
}

/** Reads ranges of an open file for yauzl, which is told the archive's own length. */
class FileReader extends yauzl.RandomAccessReader {
  constructor(private readonly file: fs.FileHandle) {
    super();
  }

  // Positioned reads, since a FileHandle's own streams close the handle when the first one ends.
  override _readStreamForRange(start: number, end: number): Readable {
    const file = this.file;
    let position = start;
    return new Readable({
      async read() {
        try {
          const length = Math.min(READ_CHUNK_BYTES, end - position);
          const { bytesRead, buffer } =
            length > 0
              ? await file.read(Buffer.alloc(length), 0, length, position)
              : { bytesRead: 0, buffer: Buffer.alloc(0) };
          position += bytesRead;
          this.push(bytesRead > 0 ? buffer.subarray(0, bytesRead) : null);
        } catch (error) {
          this.destroy(error as Error);
        }
      },
    });
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
    if (entry.generalPurposeBitFlag & ENCRYPTED_FLAGS) reject('CORRUPTED');
    if (SLIDE_PART.test(name) && ++slideCount > limits.maxSlides) reject('TOO_MANY_SLIDES');
    const active = activeContentOfName(key);
    if (active) reject(active);

    const kind = partKind(key);
    const body = await inflateEntry(zip, entry, kind, state, limits);
    if (kind === 'contentTypes') contentTypes = body;
    if (kind === 'relationships') {
      const problem = activeContentOfRelationships(body.toString('utf8'));
      if (problem) reject(problem);
    }
    if (kind === 'svg' && isActiveSvg(body)) reject('UNSAFE_MEDIA');
    if (kind === 'binary' && exceedsPixelLimit(body)) reject('IMAGE_TOO_LARGE');
  }

  if (!contentTypes) reject('NO_PRESENTATION');
  const declared = readContentTypes(contentTypes);
  checkDeclaredTypes(declared, names);
  if (slideCount === 0 || !declaresPresentation(declared, names)) reject('NO_PRESENTATION');
  return slideCount;
}

/**
 * How a part is read while it is inflated: XML is scanned for a DTD and its depth; the content
 * types, relationships and SVG pictures are kept whole (each at most an XML part's size) to be
 * read; of anything else only the head is kept, where a picture states its dimensions.
 */
type PartKind = 'contentTypes' | 'relationships' | 'svg' | 'xml' | 'binary';

function partKind(key: string): PartKind {
  if (key === CONTENT_TYPES_PART) return 'contentTypes';
  if (RELS_PART.test(key)) return 'relationships';
  if (SVG_PART.test(key)) return 'svg';
  return XML_PART.test(key) ? 'xml' : 'binary';
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
  kind: PartKind,
  state: ScanState,
  limits: PptxLimits,
): Promise<Buffer> {
  const isXml = kind !== 'binary';
  const scanDoctype = isXml ? createDoctypeScanner() : null;
  const scanDepth = isXml ? createDepthScanner() : null;
  const kept: Buffer[] = [];
  let keptBytes = 0;
  const keepLimit = isXml ? (kind === 'xml' ? 0 : limits.maxXmlPartBytes) : IMAGE_HEAD_BYTES;
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
    if (scanDepth?.(chunk)) reject('TOO_DEEP');
    checksum = crc32(chunk, checksum);
    if (keptBytes < keepLimit) {
      kept.push(chunk.subarray(0, keepLimit - keptBytes));
      keptBytes += Math.min(chunk.length, keepLimit - keptBytes);
    }
  }
  // Whatever opens the deck later trusts these headers, so they must match what is really inside.
  if (checksum !== entry.crc32 || size !== entry.uncompressedSize) reject('CORRUPTED');
  return Buffer.concat(kept);
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

type ContentTypeRule = { PartName?: unknown; Extension?: unknown; ContentType?: unknown };
type DeclaredTypes = { defaults: ContentTypeRule[]; overrides: ContentTypeRule[] };

function readContentTypes(contentTypes: Buffer): DeclaredTypes {
  try {
    const parsed: { Types?: { Default?: unknown; Override?: unknown } } =
      contentTypesParser.parse(contentTypes);
    return {
      defaults: [parsed.Types?.Default ?? []].flat() as ContentTypeRule[],
      overrides: [parsed.Types?.Override ?? []].flat() as ContentTypeRule[],
    };
  } catch {
    return { defaults: [], overrides: [] };
  }
}

/** Refuses active content that a content type gives away, for parts the deck really has. */
function checkDeclaredTypes(declared: DeclaredTypes, names: Set<string>): void {
  // A Default applies only to parts without an Override of their own (printer settings are .bin
  // parts too, typically overridden while an OLE object's .bin takes the Default).
  const overridden = new Set(
    declared.overrides.flatMap((rule) =>
      typeof rule.PartName === 'string' ? [toPartKey(rule.PartName)] : [],
    ),
  );
  const extensions = new Set(
    [...names]
      .filter((name) => !overridden.has(name))
      .map((name) => path.posix.extname(name).slice(1)),
  );
  for (const rule of declared.defaults) {
    if (typeof rule.Extension !== 'string' || typeof rule.ContentType !== 'string') continue;
    const problem = activeContentOfType(rule.ContentType);
    if (problem && extensions.has(rule.Extension.toLowerCase())) reject(problem);
  }
  for (const rule of declared.overrides) {
    if (typeof rule.PartName !== 'string' || typeof rule.ContentType !== 'string') continue;
    const problem = activeContentOfType(rule.ContentType);
    if (problem && names.has(toPartKey(rule.PartName))) reject(problem);
  }
}

function declaresPresentation(declared: DeclaredTypes, names: Set<string>): boolean {
  return declared.overrides.some(
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
