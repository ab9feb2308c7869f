import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import sharp from 'sharp';

type DeckSlideSpec = {
  title?: string;
  text?: string;
  notes?: string;
  audio?: boolean;
  /** Hex colour, e.g. `FFCC00`. */
  background?: string;
  /** A picture background of this hex colour (e.g. `#336699`): the slide's own art. */
  backgroundPicture?: string;
  /** PowerPoint's Hide Slide (`show="0"`). */
  hidden?: boolean;
};

export type DeckOptions = {
  slides?: DeckSlideSpec[];
  /** Adds an incompressible, unreferenced media part of this size (for size and memory tests). */
  paddingBytes?: number;
};

/** One zip entry as it will be written: the headers say `size` and `crc`, whether true or not. */
type ZipEntry = {
  name: string;
  method: 0 | 8;
  body: Buffer;
  size: number;
  crc: number;
  flags?: number;
};

const TITLED_MASTER = 'TITLED';
const UTF8_NAMES = 0x800;
const MiB = 1024 * 1024;

const DEFAULT_SLIDES: DeckSlideSpec[] = [1, 2, 3].map((n) => ({
  title: `Slide ${n}`,
  text: `Text of slide ${n}`,
  notes: `Notes for slide ${n}`,
}));

/** A real deck written by pptxgenjs, with titles in title placeholders as PowerPoint makes them. */
export async function buildDeck(options: DeckOptions = {}): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.defineSlideMaster({
    title: TITLED_MASTER,
    objects: [
      {
        placeholder: {
          options: { name: 'title', type: 'title', x: 0.5, y: 0.2, w: 9, h: 1 },
          text: '',
        },
      },
    ],
  });
  for (const spec of options.slides ?? DEFAULT_SLIDES) {
    const slide = pptx.addSlide({ masterName: TITLED_MASTER });
    if (spec.title) slide.addText(spec.title, { placeholder: 'title' });
    if (spec.text) slide.addText(spec.text, { x: 0.5, y: 1.4, w: 9, h: 3 });
    if (spec.notes) slide.addNotes(spec.notes);
    if (spec.background) slide.background = { color: spec.background };
    if (spec.backgroundPicture) {
      const picture = await sharp({
        create: { width: 160, height: 90, channels: 3, background: spec.backgroundPicture },
      })
        .png()
        .toBuffer();
      slide.background = { data: `image/png;base64,${picture.toString('base64')}` };
    }
    if (spec.audio) {
      slide.addMedia({
        type: 'audio',
        data: `data:audio/wav;base64,${buildSilentWav().toString('base64')}`,
        extn: 'wav',
        x: 8.5,
        y: 4.5,
        w: 0.5,
        h: 0.5,
      });
    }
  }
  const zip = await JSZip.loadAsync((await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
  await dropMissingOverrides(zip);
  for (const [i, spec] of (options.slides ?? DEFAULT_SLIDES).entries()) {
    const part = `ppt/slides/slide${i + 1}.xml`;
    const xml = await zip.file(part)?.async('string');
    if (spec.hidden && xml) zip.file(part, xml.replace('<p:sld ', '<p:sld show="0" '));
  }
  if (options.paddingBytes) {
    zip.file('ppt/media/padding.bin', randomBytes(options.paddingBytes), { compression: 'STORE' });
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * pptxgenjs declares slideMaster2..N in [Content_Types].xml without writing them, and some
 * renderers then find no slides at all.
 */
async function dropMissingOverrides(zip: JSZip): Promise<void> {
  const file = zip.file('[Content_Types].xml');
  if (!file) return;
  const xml = await file.async('string');
  const fixed = xml.replace(/<Override\b[^>]*\bPartName="\/([^"]+)"[^>]*\/>/g, (override, part) =>
    zip.file(part) ? override : '',
  );
  zip.file('[Content_Types].xml', fixed);
}

/** 0.1 s of 8 kHz 8-bit mono silence: the smallest audio every player accepts. */
export function buildSilentWav(): Buffer {
  const samples = 800;
  const wav = Buffer.alloc(44 + samples, 0x80);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(8000, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples, 40);
  return wav;
}

function encodeZipEntry(name: string, data: Buffer, options: { store?: boolean } = {}) {
  const entry: ZipEntry = {
    name,
    method: options.store ? 0 : 8,
    body: options.store ? data : deflateRawSync(data),
    size: data.length,
    crc: crc32(data),
  };
  return entry;
}

/**
 * A minimal zip writer: unlike zip libraries it writes whatever it is given (lying sizes,
 * `../` names, duplicates, encryption flags), which is the point for the malicious fixtures.
 */
function writeZip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const flags = UTF8_NAMES | (entry.flags ?? 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.body.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(0x00210000, 12);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.body.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);

    parts.push(local, name, entry.body);
    directory.push(central, name);
    offset += local.length + name.length + entry.body.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}

/** Rewrites a deck with writeZip, after `edit` turned its entries into the ones to write. */
async function repackDeck(
  deck: Buffer,
  edit: (entries: ZipEntry[]) => ZipEntry[],
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(deck);
  const entries: ZipEntry[] = [];
  for (const file of Object.values(zip.files)) {
    if (!file.dir) entries.push(encodeZipEntry(file.name, await file.async('nodebuffer')));
  }
  return writeZip(edit(entries));
}

/** Replaces the entry `name` by `change` of its text; returns the index of the new entry. */
function replaceEntry(
  entries: ZipEntry[],
  name: string,
  change: (xml: string) => string,
  options: { store?: boolean } = {},
): number {
  const index = entries.findIndex((entry) => entry.name === name);
  const entry = entries[index];
  if (!entry) throw new Error(`no ${name} in the deck`);
  const text = (entry.method === 0 ? entry.body : inflateRawSync(entry.body)).toString('utf8');
  entries[index] = encodeZipEntry(name, Buffer.from(change(text), 'utf8'), options);
  return index;
}

/** Rewrites XML parts of a deck, each by its own function of the part's text. */
export async function editDeckXml(
  deck: Buffer,
  edits: Record<string, (xml: string) => string>,
): Promise<Buffer> {
  return repackDeck(deck, (entries) => {
    for (const [name, change] of Object.entries(edits)) replaceEntry(entries, name, change);
    return entries;
  });
}

/** A zip holding a text file: passes as a zip, has no presentation. */
export async function buildRenamedZip(): Promise<Buffer> {
  return writeZip([encodeZipEntry('readme.txt', Buffer.from('Not a presentation.\n'))]);
}

export async function buildNotAZip(): Promise<Buffer> {
  return Buffer.from('Plain text with a .pptx name.\n'.repeat(40));
}

let zipBomb: Promise<Buffer> | undefined;

/**
 * A deck carrying 310 MiB of zeros in a ~300 KiB entry whose headers claim 1 KiB. Built from one
 * flushed deflate block repeated, so it costs milliseconds; cached for the whole test process.
 */
export function buildZipBomb(): Promise<Buffer> {
  zipBomb ??= (async () => {
    const zeros = Buffer.alloc(MiB);
    // A full flush ends the block byte-aligned with no back-references into it, so copies chain.
    const block = deflateRawSync(zeros, { finishFlush: constants.Z_FULL_FLUSH });
    const blocks = 310;
    let crc = 0;
    for (let i = 0; i < blocks; i++) crc = crc32(zeros, crc);
    const body = Buffer.concat([
      ...Array.from({ length: blocks }, () => block),
      deflateRawSync(Buffer.alloc(0)),
    ]);
    return repackDeck(await buildDeck(), (entries) => [
      ...entries,
      { name: 'ppt/media/media1.bin', method: 8, body, size: 1024, crc },
    ]);
  })();
  return zipBomb;
}

export async function buildManyEntries(n = 50_000): Promise<Buffer> {
  const empty = Buffer.alloc(0);
  return writeZip(
    Array.from({ length: n }, (_, i) =>
      encodeZipEntry(`ppt/media/${i}.bin`, empty, { store: true }),
    ),
  );
}

/** A valid deck plus one entry whose name escapes the folder (`../`, absolute, backslashes). */
export async function buildTraversal(name = '../evil.xml'): Promise<Buffer> {
  return repackDeck(await buildDeck(), (entries) => [
    ...entries,
    encodeZipEntry(name, Buffer.from('<evil/>')),
  ]);
}

/**
 * A valid deck whose first slide declares a DTD. `at` puts the declaration at that byte of the
 * slide XML (padded with a comment), e.g. across a 16 KiB inflate chunk boundary.
 */
export async function buildDoctypeDeck(
  options: { at?: number; spelling?: string } = {},
): Promise<Buffer> {
  const doctype = `<${options.spelling ?? '!DOCTYPE'} foo [<!ENTITY x "y">]>`;
  return editDeckXml(await buildDeck(), {
    'ppt/slides/slide1.xml': (xml) => {
      const prologEnd = xml.indexOf('?>') + 2;
      const padding = options.at ? Math.max(0, options.at - prologEnd - '<!---->'.length) : 0;
      const comment = padding ? `<!--${' '.repeat(padding)}-->` : '';
      return `${xml.slice(0, prologEnd)}${comment}${doctype}${xml.slice(prologEnd)}`;
    },
  });
}

/** An .xml part over the 10 MiB limit, stored uncompressed so only its size gives it away. */
export async function buildOversizedXmlPart(): Promise<Buffer> {
  return repackDeck(await buildDeck(), (entries) => {
    const pad = (xml: string) => `${xml}<!--${' '.repeat(11 * MiB)}-->`;
    replaceEntry(entries, 'ppt/slides/slide1.xml', pad, { store: true });
    return entries;
  });
}

export async function buildTruncated(): Promise<Buffer> {
  const deck = await buildDeck();
  return deck.subarray(0, Math.floor(deck.length / 2));
}

/** A valid deck with a second entry named `name` (the same part, whatever its case). */
export async function buildDuplicateEntries(name = 'ppt/slides/slide1.xml'): Promise<Buffer> {
  return repackDeck(await buildDeck(), (entries) => [
    ...entries,
    encodeZipEntry(name, Buffer.from('<p:sld/>')),
  ]);
}

/**
 * A valid deck whose presentation part has the zip "encrypted" bit set in both its headers: what
 * damage looks like, since PowerPoint protects a deck with a password in another container.
 */
export async function buildEncrypted(): Promise<Buffer> {
  return repackDeck(await buildDeck(), (entries) =>
    entries.map((entry) =>
      entry.name === 'ppt/presentation.xml' ? { ...entry, flags: 0x1 } : entry,
    ),
  );
}

/** A valid deck with one stored entry whose bytes no longer match its CRC. */
export async function buildBadChecksum(): Promise<Buffer> {
  return repackDeck(await buildDeck(), (entries) => {
    const index = replaceEntry(entries, 'ppt/slides/slide1.xml', (xml) => xml, { store: true });
    const entry = entries[index]!;
    const body = Buffer.from(entry.body);
    const at = body.length - 3;
    body[at] = (body[at] ?? 0) ^ 0x01;
    entries[index] = { ...entry, body };
    return entries;
  });
}

export async function buildTooManySlides(n = 201): Promise<Buffer> {
  return buildDeck({ slides: Array.from({ length: n }, (_, i) => ({ title: `Slide ${i + 1}` })) });
}

/** Writes `data` into a fresh temporary folder; the caller removes the folder when done. */
export async function writeTempFile(data: Buffer, ext = 'pptx'): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-pptx-'));
  const file = path.join(dir, `upload.${ext}`);
  await fs.writeFile(file, data);
  return file;
}

/** A valid deck whose first slide nests `levels` empty elements inside one another. */
export async function buildDeepXmlDeck(levels = 90_000): Promise<Buffer> {
  return editDeckXml(await buildDeck(), {
    'ppt/slides/slide1.xml': (xml) =>
      xml.replace('</p:sld>', `${'<a:x>'.repeat(levels)}${'</a:x>'.repeat(levels)}</p:sld>`),
  });
}

type ExtraPart = {
  name: string;
  data: Buffer | string;
  /** A Default (by extension) or Override (by part) entry for [Content_Types].xml. */
  contentType?: { extension: string; type: string } | { type: string };
  /** The relationship type from slide 1 to this part, e.g. `.../relationships/oleObject`. */
  relationship?: string;
};

const OFFICE_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A valid deck plus parts, each declared in the content types and linked from slide 1 as told. */
export async function buildDeckWithParts(parts: ExtraPart[]): Promise<Buffer> {
  return repackDeck(await buildDeck(), (entries) => {
    replaceEntry(entries, '[Content_Types].xml', (xml) => {
      const rules = parts.flatMap(({ name, contentType }) => {
        if (!contentType) return [];
        return 'extension' in contentType
          ? [`<Default Extension="${contentType.extension}" ContentType="${contentType.type}"/>`]
          : [`<Override PartName="/${name}" ContentType="${contentType.type}"/>`];
      });
      return xml.replace('</Types>', `${rules.join('')}</Types>`);
    });
    replaceEntry(entries, 'ppt/slides/_rels/slide1.xml.rels', (xml) => {
      const links = parts.flatMap(({ name, relationship }, i) =>
        relationship
          ? [
              `<Relationship Id="rIdExtra${i}" Type="${relationship}" Target="../${name.replace(/^ppt\//, '')}"/>`,
            ]
          : [],
      );
      return xml.replace('</Relationships>', `${links.join('')}</Relationships>`);
    });
    return [
      ...entries,
      ...parts.map(({ name, data }) =>
        encodeZipEntry(name, typeof data === 'string' ? Buffer.from(data) : data),
      ),
    ];
  });
}

/** A valid deck whose main part says it is another kind of package (macro-enabled, template). */
export async function buildDeckOfType(mainContentType: string): Promise<Buffer> {
  return editDeckXml(await buildDeck(), {
    '[Content_Types].xml': (xml) =>
      xml.replace(
        'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
        mainContentType,
      ),
  });
}

export const OLE_RELATIONSHIP = `${OFFICE_RELATIONSHIP}/oleObject`;
export const CONTROL_RELATIONSHIP = `${OFFICE_RELATIONSHIP}/control`;
export const IMAGE_RELATIONSHIP = `${OFFICE_RELATIONSHIP}/image`;
export const AUDIO_RELATIONSHIP = `${OFFICE_RELATIONSHIP}/audio`;
export const VBA_RELATIONSHIP = 'http://schemas.microsoft.com/office/2006/relationships/vbaProject';

/**
 * A real PNG (8x8) whose header is then made to claim `width` x `height`, as a decompression
 * bomb does: what the header says is all a check that never decodes can see.
 */
export async function buildPngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/**
 * A minimal OLE compound file (the container of .ppt files and of password-protected .pptx) with
 * a root and the named streams, each empty: enough for anything that reads its directory.
 */
export function buildCompoundFile(streams: string[]): Buffer {
  const SECTOR = 512;
  const END_OF_CHAIN = 0xfffffffe;
  const FREE = 0xffffffff;
  const header = Buffer.alloc(SECTOR, 0);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // the directory starts at sector 1
  header.writeUInt32LE(0x1000, 56); // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  header.writeUInt32LE(0, 76); // the FAT is sector 0
  for (let at = 80; at < SECTOR; at += 4) header.writeUInt32LE(FREE, at);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 holds the FAT
  fat.writeUInt32LE(END_OF_CHAIN, 4); // sector 1, the directory, is one sector long

  const directory = Buffer.alloc(SECTOR, 0);
  const names = ['Root Entry', ...streams].slice(0, 4);
  names.forEach((name, i) => {
    const entry = directory.subarray(i * 128, (i + 1) * 128);
    entry.write(name, 0, 'utf16le');
    entry.writeUInt16LE((name.length + 1) * 2, 64);
    entry.writeUInt8(i === 0 ? 5 : 2, 66); // root storage or stream
    entry.writeUInt8(1, 67); // black
    entry.writeUInt32LE(FREE, 68); // left sibling
    // The streams hang off the root as a chain of right siblings.
    entry.writeUInt32LE(i > 0 && i < names.length - 1 ? i + 1 : FREE, 72);
    entry.writeUInt32LE(i === 0 && names.length > 1 ? 1 : FREE, 76); // child
    entry.writeUInt32LE(i === 0 ? END_OF_CHAIN : 0, 116); // start sector
  });
  return Buffer.concat([header, fat, directory]);
}

const DIAGRAM_MAIN = 'http://schemas.openxmlformats.org/drawingml/2006/diagram';
const DIAGRAM_PARTS = [
  { kind: 'data', root: 'dataModel', type: 'diagramData', contentType: 'diagramData' },
  { kind: 'layout', root: 'layoutDef', type: 'diagramLayout', contentType: 'diagramLayout' },
  { kind: 'quickStyle', root: 'styleDef', type: 'diagramQuickStyle', contentType: 'diagramStyle' },
  { kind: 'colors', root: 'colorsDef', type: 'diagramColors', contentType: 'diagramColors' },
] as const;

/**
 * A deck whose only slide holds a SmartArt list of `items` under `title` (none when not given),
 * written as PowerPoint does: a graphic frame naming the diagram's parts, with the text only in
 * its data part.
 */
export async function buildSmartArtDeck(items: string[], title?: string): Promise<Buffer> {
  const points = items
    .map(
      (item, i) =>
        `<dgm:pt modelId="{0000000${i + 1}-0000-0000-0000-000000000000}"><dgm:prSet/><dgm:spPr/>` +
        `<dgm:t><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>${item}</a:t></a:r></a:p></dgm:t></dgm:pt>`,
    )
    .join('');
  const data =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><dgm:dataModel xmlns:dgm="${DIAGRAM_MAIN}" ` +
    'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><dgm:ptLst>' +
    '<dgm:pt modelId="{00000000-0000-0000-0000-000000000000}" type="doc"><dgm:prSet/><dgm:spPr/>' +
    `<dgm:t><a:bodyPr/><a:lstStyle/><a:p><a:endParaRPr lang="en-US"/></a:p></dgm:t></dgm:pt>${points}` +
    '<dgm:pt modelId="{10000000-0000-0000-0000-000000000000}" type="parTrans"><dgm:prSet/><dgm:spPr/>' +
    '<dgm:t><a:bodyPr/><a:lstStyle/><a:p><a:endParaRPr lang="en-US"/></a:p></dgm:t></dgm:pt>' +
    '</dgm:ptLst><dgm:cxnLst/><dgm:bg/><dgm:whole/></dgm:dataModel>';
  const frame =
    '<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="90" name="Diagram 1"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>' +
    '<p:xfrm><a:off x="914400" y="2286000"/><a:ext cx="7315200" cy="2286000"/></p:xfrm>' +
    `<a:graphic><a:graphicData uri="${DIAGRAM_MAIN}"><dgm:relIds xmlns:dgm="${DIAGRAM_MAIN}" ` +
    'r:dm="rIdDgm0" r:lo="rIdDgm1" r:qs="rIdDgm2" r:cs="rIdDgm3"/></a:graphicData></a:graphic></p:graphicFrame>';
  const deck = await buildDeck({ slides: [title ? { title } : {}] });
  return repackDeck(deck, (entries) => {
    replaceEntry(entries, 'ppt/slides/slide1.xml', (xml) =>
      xml.replace('</p:spTree>', `${frame}</p:spTree>`),
    );
    replaceEntry(entries, 'ppt/slides/_rels/slide1.xml.rels', (xml) =>
      xml.replace(
        '</Relationships>',
        `${DIAGRAM_PARTS.map(
          ({ kind, type }, i) =>
            `<Relationship Id="rIdDgm${i}" Type="${OFFICE_RELATIONSHIP}/${type}" Target="../diagrams/${kind}1.xml"/>`,
        ).join('')}</Relationships>`,
      ),
    );
    replaceEntry(entries, '[Content_Types].xml', (xml) =>
      xml.replace(
        '</Types>',
        `${DIAGRAM_PARTS.map(
          ({ kind, contentType }) =>
            `<Override PartName="/ppt/diagrams/${kind}1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawingml.${contentType}+xml"/>`,
        ).join('')}</Types>`,
      ),
    );
    return [
      ...entries,
      ...DIAGRAM_PARTS.map(({ kind, root }) =>
        encodeZipEntry(
          `ppt/diagrams/${kind}1.xml`,
          Buffer.from(
            kind === 'data'
              ? data
              : `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><dgm:${root} xmlns:dgm="${DIAGRAM_MAIN}"/>`,
          ),
        ),
      ),
    ];
  });
}

/**
 * A deck whose slide master draws a full-slide picture of `colour` (hex, e.g. `#c81e1e`) over
 * its background, as many corporate templates do; the slides themselves add only their titles.
 */
export async function buildDeckWithMasterArt(colour: string): Promise<Buffer> {
  const deck = await buildDeck({ slides: [{ title: 'Framed' }, { title: 'Also framed' }] });
  const png = await sharp({ create: { width: 160, height: 90, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const picture =
    '<p:pic><p:nvPicPr><p:cNvPr id="99" name="Master art"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr>' +
    '<p:blipFill><a:blip r:embed="rIdMasterArt"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>' +
    '<p:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="9144000" cy="5143500"/></a:xfrm>' +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>';
  return repackDeck(deck, (entries) => {
    replaceEntry(entries, 'ppt/slideMasters/slideMaster1.xml', (xml) =>
      // First in the tree, so the master's placeholders still draw above it.
      xml.replace(/(<p:spTree>.*?<\/p:grpSpPr>)/s, `$1${picture}`),
    );
    replaceEntry(entries, 'ppt/slideMasters/_rels/slideMaster1.xml.rels', (xml) =>
      xml.replace(
        '</Relationships>',
        `<Relationship Id="rIdMasterArt" Type="${OFFICE_RELATIONSHIP}/image" Target="../media/master-art.png"/></Relationships>`,
      ),
    );
    return [...entries, encodeZipEntry('ppt/media/master-art.png', png)];
  });
}

/** A deck whose first slide shows a picture linked from `url` rather than embedded in the deck. */
export async function buildLinkedPictureDeck(url: string): Promise<Buffer> {
  const picture =
    '<p:pic><p:nvPicPr><p:cNvPr id="77" name="Linked picture"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr>' +
    '<p:blipFill><a:blip r:link="rIdLinked"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>' +
    '<p:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm>' +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>';
  return editDeckXml(await buildDeck(), {
    'ppt/slides/slide1.xml': (xml) => xml.replace('</p:spTree>', `${picture}</p:spTree>`),
    'ppt/slides/_rels/slide1.xml.rels': (xml) =>
      xml.replace(
        '</Relationships>',
        `<Relationship Id="rIdLinked" Type="${OFFICE_RELATIONSHIP}/image" Target="${url}" TargetMode="External"/></Relationships>`,
      ),
  });
}

/** Five slides of plain colours, the first, middle and last hidden: each slide's own colour. */
export const HIDDEN_SLIDE_COLOURS: [string, [number, number, number]][] = [
  ['FF0000', [255, 0, 0]],
  ['00FF00', [0, 255, 0]],
  ['0000FF', [0, 0, 255]],
  ['FFFF00', [255, 255, 0]],
  ['FF00FF', [255, 0, 255]],
];

/** Whether slide `index` (0-based) of the deck below is hidden. */
export const isHiddenSlide = (index: number) => [0, 2, 4].includes(index);

/** A deck of HIDDEN_SLIDE_COLOURS backgrounds, titled `${prefix} 1`…, hiding slides 1, 3 and 5. */
export function buildHiddenSlidesDeck(prefix: string): Promise<Buffer> {
  return buildDeck({
    slides: HIDDEN_SLIDE_COLOURS.map(([background], i) => ({
      title: `${prefix} ${i + 1}`,
      background,
      hidden: isHiddenSlide(i),
    })),
  });
}

/** The slides of `buildLayoutDeck`, in order. */
export const LAYOUT_SLIDES = ['title', 'two columns', 'pictures', 'audio'] as const;

/**
 * A deck of the layouts teachers use, written by pptxgenjs: a title slide (its title takes its
 * place from the layout), two columns of text, a picture-heavy slide (three pictures and a
 * caption in a group) and a slide with a table and a sound whose icon sits bottom right, where a
 * corner picture used to cover it. All text is `textColour` (hex, e.g. `1A1A1A`) on no
 * background of its own.
 */
export async function buildLayoutDeck(textColour = '1A1A1A'): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.defineSlideMaster({
    title: TITLED_MASTER,
    objects: [
      {
        placeholder: {
          options: { name: 'title', type: 'title', x: 0.5, y: 0.2, w: 9, h: 1 },
          text: '',
        },
      },
    ],
  });
  const text = { color: textColour, fontSize: 20 };
  const photo = async (colour: string) =>
    `image/png;base64,${(
      await sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
        .png()
        .toBuffer()
    ).toString('base64')}`;

  const title = pptx.addSlide({ masterName: TITLED_MASTER });
  title.addText('Sounds of the farm', { placeholder: 'title', color: textColour });
  title.addText('Lesson 3: the sound R', {
    ...text,
    x: 1.5,
    y: 1.5,
    w: 7,
    h: 0.8,
    align: 'center',
  });

  const columns = pptx.addSlide({ masterName: TITLED_MASTER });
  columns.addText('Say the words', { placeholder: 'title', color: textColour });
  columns.addText('rabbit\nrocket\nriver', { ...text, x: 0.5, y: 1.4, w: 4.2, h: 2.6 });
  columns.addText('tiger\nparrot\ncarrot', { ...text, x: 5.3, y: 1.4, w: 4.2, h: 2.6 });

  const pictures = pptx.addSlide({ masterName: TITLED_MASTER });
  pictures.addText('Who is it?', { placeholder: 'title', color: textColour });
  pictures.addImage({ data: await photo('#c0504d'), x: 0.5, y: 1.3, w: 2.8, h: 2.1 });
  pictures.addImage({ data: await photo('#4f81bd'), x: 3.6, y: 1.3, w: 2.8, h: 2.1 });
  pictures.addImage({ data: await photo('#9bbb59'), x: 0.5, y: 3.6, w: 2.8, h: 1.8 });
  pictures.addText('Name each animal', { ...text, x: 3.6, y: 3.6, w: 2.8, h: 0.6 });

  const audio = pptx.addSlide({ masterName: TITLED_MASTER });
  audio.addText('Listen and repeat', { placeholder: 'title', color: textColour });
  audio.addTable(
    [
      [
        { text: 'ra', options: { color: textColour } },
        { text: 'ro', options: { color: textColour } },
      ],
      [
        { text: 'ru', options: { color: textColour } },
        { text: 'ry', options: { color: textColour } },
      ],
    ],
    { x: 0.5, y: 1.4, w: 4, colW: [2, 2], rowH: 0.6 },
  );
  audio.addMedia({
    type: 'audio',
    data: `data:audio/wav;base64,${buildSilentWav().toString('base64')}`,
    extn: 'wav',
    x: 8.7,
    y: 4.8,
    w: 0.6,
    h: 0.6,
  });

  const zip = await JSZip.loadAsync((await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
  await dropMissingOverrides(zip);
  const deck = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  const groupCaption = (xml: string) => {
    // The caption goes into a group (scaled 1:2 inside it), so its box comes from the group.
    const caption = /<p:sp>(?:(?!<p:sp>).)*?Name each animal.*?<\/p:sp>/s.exec(xml)?.[0];
    if (!caption) throw new Error('no caption on the pictures slide');
    const group =
      '<p:grpSp><p:nvGrpSpPr><p:cNvPr id="40" name="Caption group"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>' +
      '<p:grpSpPr><a:xfrm><a:off x="3291840" y="3291840"/><a:ext cx="2560320" cy="548640"/>' +
      '<a:chOff x="0" y="0"/><a:chExt cx="5120640" cy="1097280"/></a:xfrm></p:grpSpPr>' +
      caption.replace(
        /<a:off x="\d+" y="\d+"\/><a:ext cx="\d+" cy="\d+"\/>/,
        '<a:off x="0" y="0"/><a:ext cx="5120640" cy="1097280"/>',
      ) +
      '</p:grpSp>';
    return xml.replace(caption, group);
  };
  // A title with no transform of its own sits where its layout puts it, as PowerPoint writes it.
  const inheritTitle = (xml: string) =>
    xml.replace(/(<p:ph[^>]*type="title"[^>]*>[\s\S]*?<p:spPr>)<a:xfrm>.*?<\/a:xfrm>/, '$1');
  return editDeckXml(deck, {
    'ppt/slides/slide1.xml': inheritTitle,
    'ppt/slides/slide3.xml': groupCaption,
  });
}
