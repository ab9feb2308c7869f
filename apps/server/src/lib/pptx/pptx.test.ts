import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  buildBadChecksum,
  buildDeck,
  buildDeckWithParts,
  buildDoctypeDeck,
  buildDuplicateEntries,
  buildEncrypted,
  buildManyEntries,
  buildNotAZip,
  buildOversizedXmlPart,
  buildRenamedZip,
  buildSilentWav,
  buildSmartArtDeck,
  buildTooManySlides,
  buildTraversal,
  buildTruncated,
  buildZipBomb,
  editDeckXml,
  writeTempFile,
} from '../../../test/pptx-fixtures.ts';
import { checkPptx, PPTX_LIMITS, type PptxProblem } from './check-pptx.ts';
import { type DeckSlide, inspectPptx, readDeckParts } from './inspect-pptx.ts';

const MiB = 1024 * 1024;
const tempFiles: string[] = [];

afterAll(async () => {
  await Promise.all(
    tempFiles.map((file) => fs.rm(path.dirname(file), { recursive: true, force: true })),
  );
});

async function checkBuffer(data: Buffer, limits = PPTX_LIMITS) {
  const file = await writeTempFile(data);
  tempFiles.push(file);
  return checkPptx(file, limits);
}

const MAIN_PART =
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml';
const WORD_PART =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const SLIDESHOW_PART =
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml';

describe('checkPptx', () => {
  it('accepts a deck and counts its slides', async () => {
    expect(await checkBuffer(await buildDeck())).toMatchObject({ ok: true, slideCount: 3 });
    const one = await buildDeck({ slides: [{ title: 'Only', audio: true, background: 'FFCC00' }] });
    expect(await checkBuffer(one)).toMatchObject({ ok: true, slideCount: 1 });
  });

  it('accepts a deck whose only .bin part is overridden, whatever the .bin Default says', async () => {
    const deck = await buildDeckWithParts([
      {
        name: 'ppt/printerSettings/printerSettings1.bin',
        data: 'printer',
        contentType: {
          type: 'application/vnd.openxmlformats-officedocument.presentationml.printerSettings',
        },
      },
    ]);
    const withStaleDefault = await editDeckXml(deck, {
      '[Content_Types].xml': (xml) =>
        xml.replace(
          '</Types>',
          '<Default Extension="bin" ContentType="application/vnd.openxmlformats-officedocument.oleObject"/></Types>',
        ),
    });
    expect(await checkBuffer(withStaleDefault)).toMatchObject({ ok: true, slideCount: 3 });
  });

  it('accepts a slideshow (.ppsx) package', async () => {
    const slideshow = await editDeckXml(await buildDeck(), {
      '[Content_Types].xml': (xml) => xml.replace(MAIN_PART, SLIDESHOW_PART),
    });
    expect(await checkBuffer(slideshow)).toMatchObject({ ok: true, slideCount: 3 });
  });

  const badFiles: [string, () => Promise<Buffer>, PptxProblem][] = [
    ['plain text', buildNotAZip, 'NOT_PPTX'],
    [
      'a Word document',
      async () =>
        editDeckXml(await buildDeck(), {
          '[Content_Types].xml': (xml) => xml.replace(MAIN_PART, WORD_PART),
        }),
      'NOT_PPTX',
    ],
    ['a zip with no presentation', buildRenamedZip, 'NO_PRESENTATION'],
    ['a deck cut in half', buildTruncated, 'CORRUPTED'],
    ['an entry whose bytes do not match its CRC', buildBadChecksum, 'CORRUPTED'],
    ['50,000 entries', () => buildManyEntries(), 'TOO_MANY_ENTRIES'],
    ['an entry named ../evil.xml', () => buildTraversal(), 'UNSAFE_PATH'],
    ['an entry with a nested ../', () => buildTraversal('ppt/../../evil.xml'), 'UNSAFE_PATH'],
    ['an absolute entry name', () => buildTraversal('/etc/evil.xml'), 'UNSAFE_PATH'],
    ['a drive-letter entry name', () => buildTraversal('C:/evil.xml'), 'UNSAFE_PATH'],
    ['a backslash in an entry name', () => buildTraversal('ppt\\evil.xml'), 'UNSAFE_PATH'],
    ['a zip-encrypted entry, which PowerPoint never writes', buildEncrypted, 'CORRUPTED'],
    ['the same entry twice', () => buildDuplicateEntries(), 'DUPLICATE_ENTRY'],
    [
      'one part in two cases',
      () => buildDuplicateEntries('PPT/Slides/Slide1.xml'),
      'DUPLICATE_ENTRY',
    ],
    ['a DTD in a slide', () => buildDoctypeDeck(), 'DOCTYPE'],
    // 16 KiB is the inflate chunk size, so the declaration is split between two chunks.
    [
      'a lower-case DTD across two chunks',
      () => buildDoctypeDeck({ at: 16 * 1024 - 4, spelling: '!doctype' }),
      'DOCTYPE',
    ],
    ['an 11 MiB slide XML', buildOversizedXmlPart, 'XML_PART_TOO_LARGE'],
    ['a zip bomb whose header claims 1 KiB', buildZipBomb, 'SUSPICIOUS_COMPRESSION'],
    ['201 slides', () => buildTooManySlides(), 'TOO_MANY_SLIDES'],
    ['a deck with no slides', () => buildDeck({ slides: [] }), 'NO_PRESENTATION'],
    [
      'a deck whose main part is not declared',
      async () =>
        editDeckXml(await buildDeck(), {
          '[Content_Types].xml': (xml) => xml.replace(MAIN_PART, 'application/xml'),
        }),
      'NO_PRESENTATION',
    ],
  ];

  it.each(badFiles)('rejects %s', async (_, build, problem) => {
    expect(await checkBuffer(await build())).toEqual({ ok: false, problem });
  });

  it('counts what the bomb really inflates, not what its header says', async () => {
    const noRatioLimit = { ...PPTX_LIMITS, maxRatio: Number.POSITIVE_INFINITY };
    expect(await checkBuffer(await buildZipBomb(), noRatioLimit)).toEqual({
      ok: false,
      problem: 'UNPACKED_TOO_LARGE',
    });
  });

  it('refuses a file over the size limit before looking inside', async () => {
    // Plain text would be NOT_PPTX: the size alone decides, before the type is read.
    const text = await buildNotAZip();
    const limits = { ...PPTX_LIMITS, maxFileBytes: text.length - 1 };
    expect(await checkBuffer(text, limits)).toEqual({ ok: false, problem: 'FILE_TOO_LARGE' });
  });

  it.runIf(existsSync('/proc/self/fd'))('closes the archive on every early exit', async () => {
    const files = await Promise.all(
      [buildZipBomb(), buildOversizedXmlPart(), buildDoctypeDeck(), buildBadChecksum()].map(
        async (build) => writeTempFile(await build),
      ),
    );
    tempFiles.push(...files);
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    for (const file of files) expect((await checkPptx(file)).ok).toBe(false);
    // Descriptors close as the streams wind down, a moment after each check returns.
    await vi.waitFor(() => expect(openFiles()).toBe(before), { timeout: 10_000, interval: 20 });
  });

  it('checks a 20 MB deck without holding it in memory', async () => {
    const file = await writeTempFile(await buildDeck({ paddingBytes: 20 * MiB }));
    tempFiles.push(file);
    expect((await fs.stat(file)).size).toBeGreaterThan(20 * MiB);

    collectGarbage();
    const start = process.memoryUsage();
    let peak = 0;
    let samples = 0;
    const sample = () => {
      samples += 1;
      const now = process.memoryUsage();
      const growth = now.heapUsed + now.arrayBuffers - (start.heapUsed + start.arrayBuffers);
      peak = Math.max(peak, growth, now.rss - start.rss);
    };
    const sampler = setInterval(sample, 1);
    const result = await checkPptx(file);
    clearInterval(sampler);
    sample();

    expect(result).toMatchObject({ ok: true, slideCount: 3 });
    expect(samples).toBeGreaterThan(10);
    expect(peak).toBeLessThanOrEqual(64 * MiB);
  });
});

describe('inspectPptx', () => {
  it('reads titles, text and notes in slide order', async () => {
    const deck = await buildDeck({
      slides: [
        { title: 'Sounds', text: 'Say "sh"\nSay "s"', notes: 'Start slowly' },
        { title: 'Animals', text: 'Cat & dog <3', notes: 'Ask about pets\nThen praise' },
        { text: 'No title on this one\nsecond line' },
      ],
    });
    const expected: Partial<DeckSlide>[] = [
      {
        index: 1,
        title: 'Sounds',
        text: 'Sounds\nSay "sh"\nSay "s"',
        // The notes page's slide-number placeholder ("1") is not part of the notes.
        notes: 'Start slowly',
      },
      {
        index: 2,
        title: 'Animals',
        text: 'Animals\nCat & dog <3',
        notes: 'Ask about pets\nThen praise',
      },
      { index: 3, title: 'No title on this one', text: 'No title on this one\nsecond line' },
    ];
    expect((await inspectPptx(deck)).slides).toMatchObject(expected);
  });

  it('reads the text of a SmartArt diagram where the diagram stands on the slide', async () => {
    const deck = await buildSmartArtDeck(['Cat', 'Dog', 'Rabbit'], 'Animals');
    const [slide] = (await inspectPptx(deck)).slides;
    expect(slide).toMatchObject({ title: 'Animals', text: 'Animals\nCat\nDog\nRabbit' });
    // A slide that is only a diagram is titled by it, so the untitled-slide rule does not fire.
    const [untitled] = (await inspectPptx(await buildSmartArtDeck(['Cat', 'Dog']))).slides;
    expect(untitled).toMatchObject({ title: 'Cat', text: 'Cat\nDog' });
  });

  it('maps audio to its slide once, with its content type, and extracts it', async () => {
    const deck = await buildDeck({
      slides: [{ title: 'Quiet' }, { title: 'Listen', audio: true, background: 'FFCC00' }],
    });
    const [quiet, listen] = (await inspectPptx(deck)).slides;
    expect(quiet).toMatchObject({ audio: [], images: [], hasOwnBackground: false });
    // pptxgenjs links the sound twice (audio and media relationships) and adds a cover picture.
    expect(listen?.audio).toEqual([{ part: 'ppt/media/media-2-1.wav', contentType: 'audio/wav' }]);
    expect(listen?.images).toEqual(['ppt/media/image-2-3.png']);
    expect(listen?.hasOwnBackground).toBe(true);

    const parts = await readDeckParts(deck, [
      'ppt/media/media-2-1.wav',
      '/PPT/media/media-2-1.wav',
      'ppt/media/missing.mp3',
    ]);
    expect(parts.get('ppt/media/media-2-1.wav')).toEqual(buildSilentWav());
    expect(parts.get('/PPT/media/media-2-1.wav')).toEqual(buildSilentWav());
    expect(parts.has('ppt/media/missing.mp3')).toBe(false);
  });

  it('follows the slide list, reads groups and tables, skips generated text', async () => {
    const deck = await editDeckXml(await buildDeck(), {
      // The list, not the part names, decides the order.
      'ppt/presentation.xml': (xml) =>
        xml.replace(
          /<p:sldIdLst>[\s\S]*<\/p:sldIdLst>/,
          '<p:sldIdLst><p:sldId id="258" r:id="rId4"/><p:sldId id="256" r:id="rId2"/>' +
            '<p:sldId id="257" r:id="rId3"/></p:sldIdLst>',
        ),
      'ppt/slides/slide1.xml': (xml) =>
        xml.replace(/<p:spTree>[\s\S]*<\/p:spTree>/, `<p:spTree>${CRAFTED_SHAPES}</p:spTree>`),
    });
    const { slides } = await inspectPptx(deck);
    expect(slides.map((slide) => slide.title)).toEqual(['Slide 3', 'Word game', 'Slide 2']);
    expect(slides[1]).toMatchObject({
      index: 2,
      title: 'Word game',
      text: 'Intro\nWord game\nIn a group\nDeep inside\nCell A\nCell B\nLine one\nline two\nOnce',
      notes: 'Notes for slide 1',
    });
  });

  it('inspects a 50-slide deck within a few milliseconds per slide', async () => {
    const deck = await buildDeck({
      slides: Array.from({ length: 50 }, (_, i) => ({
        title: `Slide ${i + 1}`,
        text: 'Some words to read\nand a second paragraph',
        notes: 'What the teacher says',
      })),
    });
    await inspectPptx(deck);
    const started = performance.now();
    const { slides } = await inspectPptx(deck);
    const perSlide = (performance.now() - started) / slides.length;
    expect(slides).toHaveLength(50);
    // About 1 ms here; the bound only catches an accidental quadratic walk on a slow machine.
    expect(perSlide).toBeLessThan(20);
  });
});

/**
 * A text box before the title, a title placeholder, a group holding a nested group, a table, a
 * line break, both branches of markup-compatibility content, and a slide-number placeholder.
 */
const CRAFTED_SHAPES = [
  '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>',
  shape('<p:nvPr/>', ['Intro', '   ']),
  shape('<p:nvPr><p:ph type="ctrTitle"/></p:nvPr>', ['Word game']),
  '<p:grpSp><p:nvGrpSpPr><p:cNvPr id="10" name="Group"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>',
  shape('<p:nvPr/>', ['In a group']),
  `<p:grpSp>${shape('<p:nvPr/>', ['Deep inside'])}</p:grpSp>`,
  '</p:grpSp>',
  '<p:graphicFrame><a:graphic><a:graphicData><a:tbl><a:tr>',
  '<a:tc><a:txBody><a:p><a:r><a:t>Cell A</a:t></a:r></a:p></a:txBody></a:tc>',
  '<a:tc><a:txBody><a:p><a:r><a:t>Cell B</a:t></a:r></a:p></a:txBody></a:tc>',
  '</a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>',
  '<p:sp><p:nvSpPr><p:cNvPr id="20" name="Lines"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:txBody>',
  '<a:p><a:r><a:t>Line one</a:t></a:r><a:br/><a:r><a:t>line two</a:t></a:r></a:p></p:txBody></p:sp>',
  '<mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006">',
  `<mc:Choice Requires="p14">${shape('<p:nvPr/>', ['Once'])}</mc:Choice>`,
  `<mc:Fallback>${shape('<p:nvPr/>', ['Once'])}</mc:Fallback></mc:AlternateContent>`,
  shape('<p:nvPr><p:ph type="sldNum" idx="12"/></p:nvPr>', ['7']),
].join('');

function shape(nvPr: string, paragraphs: string[]): string {
  const body = paragraphs.map((text) => `<a:p><a:r><a:t>${text}</a:t></a:r></a:p>`).join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Shape"/><p:cNvSpPr/>${nvPr}</p:nvSpPr><p:txBody><a:bodyPr/>${body}</p:txBody></p:sp>`;
}

/** A clean baseline for the memory test: garbage left by earlier tests must not count. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}
