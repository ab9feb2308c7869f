// `node scripts/precompress.mjs <dir>`: writes a brotli (.br) and a gzip (.gz) copy next to every
// text file of the built web app, so the server sends compressed bytes without compressing on
// each request (see docs/decisions/026-compressed-delivery.md). Run by the web build.
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text formats: images, fonts and archives are compressed already and gain nothing. */
const TEXT_EXTENSIONS = new Set([
  '.css',
  '.html',
  '.js',
  '.json',
  '.map',
  '.mjs',
  '.svg',
  '.txt',
  '.webmanifest',
  '.xml',
]);
/** Below this a response fits in one network packet either way. */
const MIN_BYTES = 1024;
/** A copy must save at least this share of the original, or the server sends the original. */
const MIN_SAVING = 0.1;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ENCODINGS = [
  {
    extension: '.br',
    compress: (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    extension: '.gz',
    compress: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  },
];

/** Writes beside the target and renames, so a server reading the folder never sees half a file. */
async function writeAtomically(file, data) {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

async function precompressFile(file) {
  const original = await readFile(file);
  const sizes = { raw: original.length, '.br': original.length, '.gz': original.length };
  for (const { extension, compress } of ENCODINGS) {
    const target = file + extension;
    const compressed = original.length >= MIN_BYTES ? await compress(original) : null;
    if (compressed && compressed.length <= original.length * (1 - MIN_SAVING)) {
      await writeAtomically(target, compressed);
      sizes[extension] = compressed.length;
    } else {
      // A copy left by an earlier run would be served in place of the new original.
      await rm(target, { force: true });
    }
  }
  return sizes;
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/precompress.mjs <dir>');
  process.exit(2);
}
const entries = await readdir(dir, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(path.extname(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name));
// zlib runs these on libuv's thread pool, a few at a time.
const results = await Promise.all(files.map(precompressFile));
const total = (key) => results.reduce((sum, sizes) => sum + sizes[key], 0);
console.log(
  `precompressed ${files.length} files in ${dir}: ${total('raw')} bytes, ` +
    `brotli ${total('.br')}, gzip ${total('.gz')}`,
);
