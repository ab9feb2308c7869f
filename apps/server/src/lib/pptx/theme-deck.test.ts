import fs from 'node:fs/promises';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDeck,
  buildDeckWithMasterArt,
  buildLayoutDeck,
  buildSilentWav,
  editDeckXml,
  LAYOUT_SLIDES,
  writeTempFile,
} from '../../../test/pptx-fixtures.ts';
import { measureBackgroundShades } from './background-shades.ts';
import { checkPptx } from './check-pptx.ts';
import { inspectPptx } from './inspect-pptx.ts';
import { detectRenderer, renderDeck } from './render-deck.ts';
import { applyTheme, findHiddenBackgrounds, measureThemeFit, type ThemeArt } from './theme-deck.ts';
import { createThemeWorkerPool, createWorkerPool } from './theme-worker-pool.ts';

type Box = { x: number; y: number; cx: number; cy: number };
type ShapeBox = { name: string; placeholder: string | undefined; box: Box | null };

// pptxgenjs' default 16:9 slide, in EMU.
const SLIDE = { cx: 9_144_000, cy: 5_143_500 };
const RENDER_TIMEOUT_MS = 60_000;
const tempDirs: string[] = [];

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function buildPng(width: number, height: number, color: string): Promise<Uint8Array> {
  const png = await sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

/** A theme background as the generator gets it: the picture and its measured shades. */
async function buildBackground(width: number, height: number, color: string) {
  const data = await buildPng(width, height, color);
  return { data, shades: await measureBackgroundShades(data) };
}

function buildRect(id: number, box: Box): string {
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Block ${id}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="${box.x}" y="${box.y}"/><a:ext cx="${box.cx}" cy="${box.cy}"/></a:xfrm>` +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:sp>'
  );
}

function fillSlide(xml: string): string {
  const cells: string[] = [];
  const width = SLIDE.cx / 4;
  const height = SLIDE.cy / 4;
  for (let row = 0; row < 4; row++) {
    for (let column = 0; column < 4; column++) {
      cells.push(
        buildRect(10 + row * 4 + column, {
          x: column * width,
          y: row * height,
          cx: width,
          cy: height,
        }),
      );
    }
  }
  return xml.replace('</p:spTree>', `${cells.join('')}</p:spTree>`);
}

/**
 * A title placeholder that takes its place from the layout, a table and a group in the lower
 * third (the group's child in child coordinates that would cover the slide if read as slide
 * coordinates) and a connector line.
 */
function addMixedShapes(xml: string): string {
  const lowerThird = SLIDE.cy / 3;
  const table =
    '<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="30" name="Table"/><p:cNvGraphicFramePr><a:graphicFrameLocks noGrp="1"/></p:cNvGraphicFramePr><p:nvPr/></p:nvGraphicFramePr>' +
    `<p:xfrm><a:off x="0" y="${SLIDE.cy - lowerThird}"/><a:ext cx="${SLIDE.cx / 2}" cy="${lowerThird}"/></p:xfrm>` +
    '<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl><a:tblPr/><a:tblGrid><a:gridCol w="4572000"/></a:tblGrid>' +
    '<a:tr h="1714500"><a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:t>Cell</a:t></a:r></a:p></a:txBody><a:tcPr/></a:tc></a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>';
  const group =
    '<p:grpSp><p:nvGrpSpPr><p:cNvPr id="31" name="Group"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>' +
    `<p:grpSpPr><a:xfrm><a:off x="${SLIDE.cx / 2}" y="${SLIDE.cy - lowerThird}"/><a:ext cx="${SLIDE.cx / 2}" cy="${lowerThird}"/>` +
    `<a:chOff x="0" y="0"/><a:chExt cx="${SLIDE.cx}" cy="${SLIDE.cy}"/></a:xfrm></p:grpSpPr>` +
    `${buildRect(32, { x: 0, y: 0, ...SLIDE })}</p:grpSp>`;
  const line =
    '<p:cxnSp><p:nvCxnSpPr><p:cNvPr id="33" name="Line"/><p:cNvCxnSpPr/><p:nvPr/></p:nvCxnSpPr>' +
    '<p:spPr><a:xfrm><a:off x="4572000" y="1200000"/><a:ext cx="0" cy="2000000"/></a:xfrm><a:prstGeom prst="line"><a:avLst/></a:prstGeom></p:spPr></p:cxnSp>';
  return xml
    .replace(/(<p:ph[^>]*type="title"[^>]*>[\s\S]*?<p:spPr>)<a:xfrm>.*?<\/a:xfrm>/, '$1')
    .replace('</p:spTree>', `${table}${group}${line}</p:spTree>`);
}

/** Slides: room / title and text (no room) / own audio / full of shapes / mixed shapes. */
async function buildThemeFixture(): Promise<Buffer> {
  const deck = await buildDeck({
    slides: [
      { title: 'Welcome', notes: 'Say hello', background: 'FFCC00' },
      { title: 'Words', text: 'cat dog sun', notes: 'Read them aloud' },
      { title: 'Listen', text: '', audio: true },
      { title: 'Busy' },
      { title: 'Shapes', notes: 'Point at the table' },
    ],
  });
  return editDeckXml(deck, {
    'ppt/slides/slide4.xml': fillSlide,
    'ppt/slides/slide5.xml': addMixedShapes,
  });
}

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['p:sp', 'p:pic', 'p:graphicFrame', 'p:cxnSp', 'p:grpSp'].includes(name),
});

type XmlObject = Record<string, unknown> & { [key: string]: XmlObject | undefined };

/** The top-level shapes of a slide or layout with their boxes, read independently of the code. */
function readShapes(xml: string): ShapeBox[] {
  const root = xmlParser.parse(xml) as XmlObject;
  const tree = (root['p:sld'] ?? root['p:sldLayout'])?.['p:cSld']?.['p:spTree'];
  const shapes: ShapeBox[] = [];
  for (const tag of ['p:sp', 'p:pic', 'p:graphicFrame', 'p:cxnSp', 'p:grpSp']) {
    for (const node of (tree?.[tag] ?? []) as unknown as XmlObject[]) {
      const xfrm = node['p:spPr']?.['a:xfrm'] ?? node['p:grpSpPr']?.['a:xfrm'] ?? node['p:xfrm'];
      const properties =
        node['p:nvSpPr'] ??
        node['p:nvPicPr'] ??
        node['p:nvGraphicFramePr'] ??
        node['p:nvCxnSpPr'] ??
        node['p:nvGrpSpPr'];
      const placeholder = properties?.['p:nvPr']?.['p:ph'];
      shapes.push({
        name: String(properties?.['p:cNvPr']?.name ?? ''),
        placeholder: placeholder ? String(placeholder.type ?? 'obj') : undefined,
        box: xfrm
          ? {
              x: Number(xfrm['a:off']?.x),
              y: Number(xfrm['a:off']?.y),
              cx: Number(xfrm['a:ext']?.cx),
              cy: Number(xfrm['a:ext']?.cy),
            }
          : null,
      });
    }
  }
  return shapes;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.cx && b.x < a.x + a.cx && a.y < b.y + b.cy && b.y < a.y + a.cy;
}

type Unzipped = Record<string, Uint8Array>;

function readText(files: Unzipped, name: string): string {
  const data = files[name];
  if (!data) throw new Error(`no ${name}`);
  return strFromU8(data);
}

function readRelationships(files: Unzipped, part: string) {
  const name = path.posix.join(
    path.posix.dirname(part),
    '_rels',
    `${path.posix.basename(part)}.rels`,
  );
  const xml = files[name] ? strFromU8(files[name]) : '';
  return [...xml.matchAll(/<Relationship\b[^>]*>/g)].map(([tag]) => ({
    id: /\sId="([^"]*)"/.exec(tag)?.[1] ?? '',
    type: /\sType="([^"]*)"/.exec(tag)?.[1] ?? '',
    target: path.posix.normalize(
      path.posix.join(path.posix.dirname(part), /\sTarget="([^"]*)"/.exec(tag)?.[1] ?? ''),
    ),
  }));
}

/** Slide parts in presentation order. */
function listSlides(files: Unzipped): string[] {
  const presentation = readText(files, 'ppt/presentation.xml');
  const relationships = readRelationships(files, 'ppt/presentation.xml');
  return [...presentation.matchAll(/<p:sldId\b[^>]*\sr:id="([^"]+)"/g)].map(
    ([, id]) => relationships.find((item) => item.id === id)?.target ?? '',
  );
}

/** Entry names straight from the central directory, so duplicates would show. */
function listZipEntries(zip: Uint8Array): string[] {
  const data = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The character picture on a slide, if any, with its box and image bytes. */
function findCharacter(files: Unzipped, slide: string) {
  const shape = readShapes(readText(files, slide)).find((item) => item.name === 'Theme character');
  if (!shape?.box) return null;
  const xml = readText(files, slide);
  const embed = /name="Theme character"[\s\S]*?<a:blip r:embed="([^"]+)"/.exec(xml)?.[1];
  const target = readRelationships(files, slide).find((item) => item.id === embed)?.target;
  return { box: shape.box, data: target ? files[target] : undefined };
}

function isSameBytes(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  return Boolean(a && b && Buffer.from(a).equals(Buffer.from(b)));
}

async function checkOutput(data: Uint8Array) {
  const file = await writeTempFile(Buffer.from(data));
  tempDirs.push(path.dirname(file));
  return checkPptx(file);
}

describe('applyTheme', () => {
  let source: Buffer;
  let art: ThemeArt;
  let themed: Uint8Array;
  let files: Unzipped;

  beforeAll(async () => {
    source = await buildThemeFixture();
    art = {
      background: await buildBackground(160, 90, '#ff0000'),
      characters: [
        { data: await buildPng(200, 300, '#00ff00'), width: 200, height: 300 },
        { data: await buildPng(300, 200, '#0000ff'), width: 300, height: 200 },
      ],
      sound: { data: new Uint8Array(buildSilentWav()), extension: 'wav' },
    };
    themed = applyTheme(source, art, { seed: 'deck-1' });
    files = unzipSync(themed);
  });

  it('puts the theme background first in every slide, replacing its own', () => {
    const slides = listSlides(files);
    expect(slides).toHaveLength(5);
    for (const slide of slides) {
      const xml = readText(files, slide);
      expect(xml.match(/<p:bg>/g)).toHaveLength(1);
      const embed = /<p:cSld[^>]*><p:bg><p:bgPr><a:blipFill[^>]*><a:blip r:embed="([^"]+)"\/>/.exec(
        xml,
      )?.[1];
      expect(embed, slide).toBeDefined();
      const target = readRelationships(files, slide).find((item) => item.id === embed);
      expect(target?.type).toMatch(/\/image$/);
      expect(isSameBytes(files[target?.target ?? ''], art.background?.data)).toBe(true);
      expect(xml).toContain('<a:stretch><a:fillRect/></a:stretch>');
    }
    expect(readText(files, 'ppt/slides/slide1.xml')).not.toContain('FFCC00');
  });

  it('places the character only where it overlaps no shape', () => {
    const layout = readShapes(readText(files, 'ppt/slideLayouts/slideLayout2.xml'));
    const placed: boolean[] = [];
    for (const slide of listSlides(files)) {
      const shapes = readShapes(readText(files, slide));
      const character = findCharacter(files, slide);
      placed.push(Boolean(character));
      if (!character) continue;

      // As large as the free area allows, between the smallest useful size and the largest.
      expect(character.box.cy).toBeGreaterThanOrEqual(SLIDE.cy * 0.15);
      expect(character.box.cy).toBeLessThanOrEqual(SLIDE.cy * 0.45);
      const chosen = art.characters.find((item) => isSameBytes(item.data, character.data));
      expect(chosen).toBeDefined();
      expect(character.box.cx / character.box.cy).toBeCloseTo(
        (chosen?.width ?? 0) / (chosen?.height ?? 1),
        2,
      );
      expect(character.box.x).toBeGreaterThanOrEqual(0);
      expect(character.box.y).toBeGreaterThanOrEqual(0);
      expect(character.box.x + character.box.cx).toBeLessThanOrEqual(SLIDE.cx);
      expect(character.box.y + character.box.cy).toBeLessThanOrEqual(SLIDE.cy);
      for (const shape of shapes) {
        if (shape.name === 'Theme character') continue;
        // A placeholder without a transform sits where its layout puts it.
        const box = shape.box ?? layout.find((item) => item.placeholder === shape.placeholder)?.box;
        expect(box, `${slide}: ${shape.name}`).toBeTruthy();
        expect(overlaps(character.box, box as Box), `${slide}: ${shape.name}`).toBe(false);
      }
    }
    // The slide full of shapes leaves no room.
    expect(placed).toEqual([true, true, true, false, true]);
  });

  it('tells before theming which slides have room and which have their own background', () => {
    const character = art.characters[0] ?? { width: 1, height: 1 };
    const fit = measureThemeFit(source, character);
    expect(fit.map((slide) => slide.hasRoom)).toEqual([true, true, true, false, true]);
    expect(fit[0]?.hasOwnBackground).toBe(true);
  });

  it('keeps shape ids unique per slide and relationship ids unique per part', () => {
    for (const slide of listSlides(files)) {
      const ids = [...readText(files, slide).matchAll(/<p:cNvPr\b[^>]*\sid="(\d+)"/g)].map(
        ([, id]) => id,
      );
      expect(new Set(ids).size, slide).toBe(ids.length);
    }
    for (const name of Object.keys(files).filter((item) => item.endsWith('.rels'))) {
      const ids = [...readText(files, name).matchAll(/<Relationship\b[^>]*\sId="([^"]+)"/g)].map(
        ([, id]) => id,
      );
      expect(new Set(ids).size, name).toBe(ids.length);
    }
  });

  it('writes a consistent package that passes checkPptx', async () => {
    const entries = listZipEntries(themed);
    expect(new Set(entries).size).toBe(entries.length);

    const types = readText(files, '[Content_Types].xml');
    const defaults = new Set(
      [...types.matchAll(/<Default Extension="([^"]+)"/g)].map(([, ext]) => ext?.toLowerCase()),
    );
    const overrides = [...types.matchAll(/<Override PartName="\/([^"]+)"/g)].map(
      ([, part]) => part ?? '',
    );
    for (const part of overrides) expect(files[part], part).toBeDefined();
    for (const name of Object.keys(files)) {
      if (name.endsWith('/') || name === '[Content_Types].xml') continue;
      // `_rels/.rels` has no extension to path.extname, but OPC reads it as `rels`.
      const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
      expect(defaults.has(extension) || overrides.includes(name), name).toBe(true);
    }

    const referenced = new Set<string>();
    for (const name of Object.keys(files).filter((item) => item.endsWith('.rels'))) {
      const source = name.replace(/_rels\/([^/]+)\.rels$/, '$1').replace(/^_rels\/\.rels$/, '');
      for (const { target } of readRelationships(files, source)) referenced.add(target);
    }
    const media = Object.keys(files).filter((name) => /^ppt\/media\/.+/.test(name));
    for (const name of media) expect(referenced.has(name), name).toBe(true);
    const themeMedia = media.filter((name) => name.startsWith('ppt/media/theme-'));
    // Background, one character, the sound and its icon: each stored once however often used.
    expect(themeMedia).toHaveLength(4);
    expect(themeMedia.some((name) => name.endsWith('.wav'))).toBe(true);

    expect(await checkOutput(themed)).toMatchObject({ ok: true, slideCount: 5 });
  });

  it('leaves text, notes and every other part untouched, and maps the sound to slide 1', async () => {
    const before = await inspectPptx(source);
    const after = await inspectPptx(Buffer.from(themed));
    const readWords = (info: typeof before) =>
      info.slides.map(({ title, text, notes }) => ({ title, text, notes }));
    expect(readWords(after)).toEqual(readWords(before));
    expect(after.slides.every((slide) => slide.hasOwnBackground)).toBe(true);

    const [first] = after.slides;
    expect(first?.audio).toEqual([
      {
        part: expect.stringMatching(/^ppt\/media\/theme-[0-9a-f]+\.wav$/),
        contentType: 'audio/wav',
      },
    ]);
    expect(after.slides[2]?.audio).toEqual(before.slides[2]?.audio);
    for (const slide of after.slides.slice(1)) {
      expect(slide.audio.some((item) => item.part.includes('theme-'))).toBe(false);
    }

    const original = unzipSync(source);
    const edited = /^(ppt\/slides\/(_rels\/)?slide\d+\.xml(\.rels)?|\[Content_Types\]\.xml)$/;
    for (const [name, data] of Object.entries(original)) {
      if (edited.test(name)) continue;
      expect(isSameBytes(files[name], data), name).toBe(true);
    }
    const added = Object.keys(files).filter((name) => !(name in original));
    for (const name of added) expect(name).toMatch(/^ppt\/media\/theme-[0-9a-f]+\.(png|wav)$/);
  });

  it('is deterministic and picks the character from the seed', () => {
    expect(isSameBytes(applyTheme(source, art, { seed: 'deck-1' }), themed)).toBe(true);

    const chosen = new Set<number>();
    for (let n = 0; n < 16 && chosen.size < 2; n++) {
      const output = applyTheme(source, art, { seed: `deck-${n}` });
      const data = findCharacter(unzipSync(output), 'ppt/slides/slide1.xml')?.data;
      chosen.add(art.characters.findIndex((item) => isSameBytes(item.data, data)));
      expect(isSameBytes(applyTheme(source, art, { seed: `deck-${n}` }), output)).toBe(true);
    }
    expect([...chosen].sort()).toEqual([0, 1]);
  });

  it('writes new markup in the prefixes the slide binds', async () => {
    const renamed = await editDeckXml(await buildDeck({ slides: [{ title: 'Prefixed' }] }), {
      'ppt/slides/slide1.xml': (xml) =>
        xml
          .replace(/(<\/?)p:/g, '$1pml:')
          .replace('xmlns:p=', 'xmlns:pml=')
          .replace(/ xmlns:r="[^"]*"/, ''),
    });
    const xml = strFromU8(
      unzipSync(applyTheme(renamed, art, { seed: 'x' }))['ppt/slides/slide1.xml']!,
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toMatch(/<pml:cSld[^>]*><pml:bg><pml:bgPr><a:blipFill[^>]*><a:blip r1?:embed=/);
    expect(xml).toContain('<pml:pic><pml:nvPicPr><pml:cNvPr id="3" name="Theme character"/>');
    expect(xml).not.toMatch(/<\/?p:/);
    // The relationships namespace was not declared, so it is, under a prefix of its own.
    expect(xml).toMatch(
      /<pml:sld [^>]*xmlns:r="http:\/\/schemas\.openxmlformats\.org\/officeDocument\/2006\/relationships"/,
    );
  });

  it('themes an already themed deck without leaving the old background behind', async () => {
    const green = { ...art, background: await buildBackground(160, 90, '#00ff00'), sound: null };
    const again = unzipSync(applyTheme(themed, green, { seed: 'deck-1' }));
    const backgrounds = Object.entries(again).filter(([, data]) =>
      isSameBytes(data, art.background?.data),
    );
    expect(backgrounds).toEqual([]);
    expect(readText(again, 'ppt/slides/slide2.xml').match(/<p:bg>/g)).toHaveLength(1);
  });
});

/** Where PowerPoint draws each shape of a slide: placeholders without a box take the layout's. */
function readOccupiedBoxes(files: Unzipped, slide: string): ShapeBox[] {
  const layoutPart = readRelationships(files, slide).find((item) =>
    item.type.endsWith('/slideLayout'),
  )?.target;
  const layout = layoutPart ? readShapes(readText(files, layoutPart)) : [];
  return readShapes(readText(files, slide))
    .filter((shape) => shape.name !== 'Theme character')
    .map((shape) => ({
      ...shape,
      box: shape.box ?? layout.find((item) => item.placeholder === shape.placeholder)?.box ?? null,
    }));
}

/**
 * The tallest a character of `aspect` can be in any rectangle clear of every box by the margin
 * (2% of the slide's height) and at most 45% of the slide's height: every rectangle between the
 * edges of the grown boxes and of the slide is tried.
 */
function findLargestCharacterHeight(boxes: Box[], aspect: number): number {
  const margin = Math.round(SLIDE.cy * 0.02);
  const grown = boxes.map((box) => ({
    x: box.x - margin,
    y: box.y - margin,
    cx: box.cx + 2 * margin,
    cy: box.cy + 2 * margin,
  }));
  const edges = (size: number, starts: number[]) =>
    [margin, size - margin, ...starts].filter((value) => value >= margin && value <= size - margin);
  const xs = edges(
    SLIDE.cx,
    grown.flatMap((box) => [box.x, box.x + box.cx]),
  );
  const ys = edges(
    SLIDE.cy,
    grown.flatMap((box) => [box.y, box.y + box.cy]),
  );
  let best = 0;
  for (const x1 of xs) {
    for (const x2 of xs) {
      if (x2 <= x1) continue;
      for (const y1 of ys) {
        for (const y2 of ys) {
          if (y2 <= y1) continue;
          const area = { x: x1, y: y1, cx: x2 - x1, cy: y2 - y1 };
          if (grown.some((box) => overlaps(area, box))) continue;
          best = Math.max(best, Math.min(area.cy, area.cx / aspect, SLIDE.cy * 0.45));
        }
      }
    }
  }
  return best;
}

function hasThemeBackground(files: Unzipped, slide: string, background: Uint8Array): boolean {
  const xml = readText(files, slide);
  const embed = /<p:bg><p:bgPr><a:blipFill[^>]*><a:blip r:embed="([^"]+)"/.exec(xml)?.[1];
  const target = readRelationships(files, slide).find((item) => item.id === embed)?.target;
  return isSameBytes(files[target ?? ''], background);
}

/** A background picture dark on its left half and light on its right. */
async function buildSplitBackground() {
  const data = new Uint8Array(
    await sharp({ create: { width: 160, height: 90, channels: 3, background: '#ffffff' } })
      .composite([
        {
          input: await sharp({
            create: { width: 80, height: 90, channels: 3, background: '#101010' },
          })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer(),
  );
  return { data, shades: await measureBackgroundShades(data) };
}

describe('a themed version of the usual layouts', () => {
  const portrait = { width: 200, height: 300 };
  let source: Buffer;
  let art: ThemeArt;
  let files: Unzipped;

  beforeAll(async () => {
    source = await buildLayoutDeck('1A1A1A');
    art = {
      background: await buildBackground(160, 90, '#f4f0e0'),
      characters: [{ data: await buildPng(200, 300, '#00ff00'), ...portrait }],
      sound: null,
    };
    files = unzipSync(applyTheme(source, art, { seed: 'layouts' }));
  });

  it('puts the character on every layout clear of every shape, picture, table and sound icon', () => {
    const slides = listSlides(files);
    expect(slides).toHaveLength(LAYOUT_SLIDES.length);
    for (const [index, slide] of slides.entries()) {
      const layout = LAYOUT_SLIDES[index];
      const character = findCharacter(files, slide);
      expect(character, layout).not.toBeNull();
      const shapes = readOccupiedBoxes(files, slide);
      // The layouts hold what they say: the audio slide its sound icon, the pictures slide its
      // pictures and grouped caption.
      if (layout === 'audio') expect(shapes.map((shape) => shape.name)).toContain('Media 0');
      if (layout === 'pictures') {
        expect(shapes.filter((shape) => /^Image/.test(shape.name))).toHaveLength(3);
        expect(shapes.map((shape) => shape.name)).toContain('Caption group');
      }
      for (const shape of shapes) {
        expect(shape.box, `${layout}: ${shape.name}`).not.toBeNull();
        expect(overlaps(character!.box, shape.box!), `${layout}: ${shape.name}`).toBe(false);
      }
    }
  });

  it('makes the character as large as the largest free area of each slide allows', () => {
    for (const [index, slide] of listSlides(files).entries()) {
      const character = findCharacter(files, slide)!;
      const boxes = readOccupiedBoxes(files, slide).map((shape) => shape.box as Box);
      const largest = findLargestCharacterHeight(boxes, portrait.width / portrait.height);
      expect(Math.abs(character.box.cy - largest), LAYOUT_SLIDES[index]).toBeLessThanOrEqual(1);
      expect(character.box.cx / character.box.cy).toBeCloseTo(portrait.width / portrait.height, 2);
    }
    // The title slide's open lower half takes a large character; two full columns leave a strip.
    const heights = listSlides(files).map((slide) => findCharacter(files, slide)!.box.cy);
    expect(heights[0]).toBeGreaterThan(SLIDE.cy * 0.4);
    expect(heights[1]).toBeLessThan(SLIDE.cy * 0.3);
  });

  it('prefers the area where the character comes out largest to a wider but low strip', async () => {
    // Free: a column on the right (tall, narrow) and a strip along the bottom (larger in area).
    const block = { x: 0, y: 0, cx: Math.round(SLIDE.cx * 0.75), cy: Math.round(SLIDE.cy * 0.7) };
    const deck = await editDeckXml(await buildDeck({ slides: [{}] }), {
      'ppt/slides/slide1.xml': (xml) =>
        xml.replace('</p:spTree>', `${buildRect(61, block)}</p:spTree>`),
    });
    const character = findCharacter(
      unzipSync(applyTheme(deck, art, { seed: 'column' })),
      'ppt/slides/slide1.xml',
    )!;
    expect(character.box.x).toBeGreaterThanOrEqual(block.cx);
    expect(character.box.y + character.box.cy).toBeGreaterThan(block.cy);
    const largest = findLargestCharacterHeight([block], portrait.width / portrait.height);
    expect(Math.abs(character.box.cy - largest)).toBeLessThanOrEqual(1);
  });

  it('leaves the character out of a slide with no free area big enough', async () => {
    const crowded = await editDeckXml(await buildDeck({ slides: [{ title: 'Busy' }] }), {
      'ppt/slides/slide1.xml': (xml) =>
        // A strip 12% of the slide high stays free: too small for a character worth seeing.
        xml.replace(
          '</p:spTree>',
          `${buildRect(60, { x: 0, y: 0, cx: SLIDE.cx, cy: Math.round(SLIDE.cy * 0.84) })}</p:spTree>`,
        ),
    });
    const themed = unzipSync(applyTheme(crowded, art, { seed: 'crowded' }));
    expect(findCharacter(themed, 'ppt/slides/slide1.xml')).toBeNull();
    expect(measureThemeFit(crowded, portrait)).toEqual([
      { hasRoom: false, hasOwnBackground: false },
    ]);
  });

  it('puts a light background behind dark text', () => {
    for (const slide of listSlides(files)) {
      expect(hasThemeBackground(files, slide, art.background!.data), slide).toBe(true);
    }
  });

  it('keeps the slides own background where dark text would sit on a dark background', async () => {
    const dark = { ...art, background: await buildBackground(160, 90, '#202a44') };
    const themed = unzipSync(applyTheme(source, dark, { seed: 'layouts' }));
    for (const slide of listSlides(themed)) {
      expect(readText(themed, slide), slide).not.toContain('<p:bg>');
      // The character still comes: it covers nothing whatever the background.
      expect(findCharacter(themed, slide), slide).not.toBeNull();
    }
    // Light text reads well on the same dark background, so there it is used.
    const light = unzipSync(applyTheme(await buildLayoutDeck('FFFFFF'), dark, { seed: 'x' }));
    for (const slide of listSlides(light)) {
      expect(hasThemeBackground(light, slide, dark.background.data), slide).toBe(true);
    }
  });

  it('judges the background under each text box, not the whole picture', async () => {
    const deck = await buildDeck({
      slides: [{ text: 'on the light half' }, { text: 'on the dark half' }],
    });
    const moveText = (x: number) => (xml: string) =>
      xml.replace(
        /<a:off x="457200" y="1280160"\/><a:ext cx="8229600"/,
        `<a:off x="${x}" y="1280160"/><a:ext cx="3657600"`,
      );
    const placed = await editDeckXml(deck, {
      'ppt/slides/slide1.xml': moveText(5_029_200),
      'ppt/slides/slide2.xml': moveText(457_200),
    });
    const split = { ...art, background: await buildSplitBackground() };
    const themed = unzipSync(applyTheme(placed, split, { seed: 'split' }));
    const [light, dark] = listSlides(themed);
    expect(hasThemeBackground(themed, light!, split.background.data)).toBe(true);
    expect(readText(themed, dark!)).not.toContain('<p:bg>');
  });

  it('reads text colours as the master gives them: its colour map and theme', async () => {
    // A dark master: its colour map draws text in the theme's light colour, unless a run says.
    const night = await editDeckXml(await buildDeck({ slides: [{ title: 'Night' }] }), {
      'ppt/slideMasters/slideMaster1.xml': (xml) =>
        xml.replace('bg1="lt1" tx1="dk1"', 'bg1="dk1" tx1="lt1"'),
    });
    const light = unzipSync(applyTheme(night, art, { seed: 'night' }));
    expect(readText(light, 'ppt/slides/slide1.xml')).not.toContain('<p:bg>');
    const dark = { ...art, background: await buildBackground(160, 90, '#202a44') };
    const themed = unzipSync(applyTheme(night, dark, { seed: 'night' }));
    expect(hasThemeBackground(themed, 'ppt/slides/slide1.xml', dark.background.data)).toBe(true);
  });

  it('keeps a picture or gradient background the slide has or inherits', async () => {
    const gradient =
      '<p:bg><p:bgPr><a:gradFill><a:gsLst><a:gs pos="0"><a:srgbClr val="FFFFFF"/></a:gs>' +
      '<a:gs pos="100000"><a:srgbClr val="DDEEFF"/></a:gs></a:gsLst><a:lin ang="5400000" scaled="0"/></a:gradFill><a:effectLst/></p:bgPr></p:bg>';
    const deck = await editDeckXml(
      await buildDeck({
        slides: [
          { title: 'Own picture', backgroundPicture: '#f0f0f0' },
          { title: 'Master gradient' },
          { title: 'Own colour over the gradient', background: 'FFFFFF' },
        ],
      }),
      {
        'ppt/slideMasters/slideMaster1.xml': (xml) =>
          xml.replace(/<p:cSld([^>]*)>/, `<p:cSld$1>${gradient}`),
      },
    );
    const before = unzipSync(deck);
    const themed = unzipSync(applyTheme(deck, art, { seed: 'own' }));
    const [picture, inherited, coloured] = listSlides(themed);
    const readBackground = (xml: string) => /<p:bg>.*?<\/p:bg>/s.exec(xml)?.[0];
    expect(readBackground(readText(themed, picture!))).toBe(
      readBackground(readText(before, picture!)),
    );
    expect(hasThemeBackground(themed, picture!, art.background!.data)).toBe(false);
    expect(readText(themed, picture!)).toMatch(/<p:bg><p:bgPr><a:blipFill/);
    // The character comes all the same.
    expect(findCharacter(themed, picture!)).not.toBeNull();
    expect(readText(themed, inherited!)).not.toContain('<p:bg>');
    expect(hasThemeBackground(themed, coloured!, art.background!.data)).toBe(true);
  });
});

describe('createThemeWorkerPool', () => {
  let source: Buffer;
  let art: ThemeArt;

  beforeAll(async () => {
    source = await buildThemeFixture();
    art = {
      background: await buildBackground(160, 90, '#ffcc00'),
      characters: [
        { data: await buildPng(200, 300, '#00ff00'), width: 200, height: 300 },
        { data: await buildPng(300, 200, '#0000ff'), width: 300, height: 200 },
      ],
      sound: { data: new Uint8Array(buildSilentWav()), extension: 'wav' },
    };
  });

  it('returns what applyTheme returns, running tasks side by side', async () => {
    const pool = createThemeWorkerPool({ size: 2 });
    try {
      const seeds = ['a', 'b', 'c', 'd', 'e'];
      const pending = seeds.map((seed) => pool.run(source, art, seed));
      expect(pool.stats()).toEqual({ workers: 2, busy: 2, queued: 3 });

      const outputs = await Promise.all(pending);
      for (const [i, seed] of seeds.entries()) {
        expect(isSameBytes(outputs[i], applyTheme(source, art, { seed })), seed).toBe(true);
      }
      expect(pool.stats()).toEqual({ workers: 2, busy: 0, queued: 0 });
      // The caller's buffers were copied, not handed over, so they stay usable.
      expect(source.length).toBeGreaterThan(0);
      expect(art.background?.data.length).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });

  it('rejects a bad deck and goes on with the next task', async () => {
    const pool = createThemeWorkerPool({ size: 1 });
    try {
      await expect(pool.run(new Uint8Array(64), art, 'a')).rejects.toThrow();
      const output = await pool.run(source, art, 'a');
      expect(isSameBytes(output, applyTheme(source, art, { seed: 'a' }))).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it('replaces a worker that dies and rejects only its task', async () => {
    // A thread that exits mid-task stands for any death (native crash, out of memory).
    const worker = new URL(
      `data:text/javascript,${encodeURIComponent(
        "import { parentPort } from 'node:worker_threads';" +
          "parentPort.on('message', (task) => task === 'die' ? process.exit(3) : " +
          'parentPort.postMessage({ result: task * 2 }));',
      )}`,
    );
    const pool = createWorkerPool<number | 'die', number>(worker, { size: 1 });
    try {
      const dying = pool.run('die');
      const next = pool.run(21);
      await expect(dying).rejects.toThrow(/exit code 3/);
      expect(await next).toBe(42);
      expect(pool.stats()).toEqual({ workers: 1, busy: 0, queued: 0 });
    } finally {
      await pool.close();
    }
    await expect(pool.run(1)).rejects.toThrow(/closed/);
  });
});

describe('a themed deck rendered by LibreOffice', () => {
  it(
    'shows the theme background where the source slide had nothing',
    async () => {
      const detected = await detectRenderer({
        sofficePath: process.env.SOFFICE_PATH,
        pdftoppmPath: process.env.PDFTOPPM_PATH,
      });
      // CI installs LibreOffice, so a missing one is a broken environment, not a reason to skip.
      if (!detected.sofficePath || !detected.pdftoppmPath) {
        throw new Error('soffice and pdftoppm must be on PATH or named by SOFFICE_PATH');
      }
      const source = await buildDeck({ slides: [{ title: 'Rendered' }] });
      const sourceShapes = readShapes(strFromU8(unzipSync(source)['ppt/slides/slide1.xml']!));
      const art: ThemeArt = {
        background: await buildBackground(160, 90, '#1e9646'),
        characters: [{ data: await buildPng(100, 150, '#d01cc8'), width: 100, height: 150 }],
        sound: null,
      };
      const themed = applyTheme(source, art, { seed: 'render' });
      const character = findCharacter(unzipSync(themed), 'ppt/slides/slide1.xml');
      expect(character).not.toBeNull();

      const { slides } = await renderDeck(Buffer.from(themed), {
        sofficePath: detected.sofficePath,
        pdftoppmPath: detected.pdftoppmPath,
      });
      expect(slides).toHaveLength(1);
      const image = sharp(slides[0]!);
      const { width = 0, height = 0 } = await image.metadata();
      const toPixels = (box: Box) => ({
        left: Math.round((box.x / SLIDE.cx) * width),
        top: Math.round((box.y / SLIDE.cy) * height),
        width: Math.round((box.cx / SLIDE.cx) * width),
        height: Math.round((box.cy / SLIDE.cy) * height),
      });
      const readMean = async (box: Box) => {
        // stats() reads the whole input, whatever the pipeline crops; crop to a buffer first.
        const patch = await sharp(slides[0]!).extract(toPixels(box)).png().toBuffer();
        const { channels } = await sharp(patch).stats();
        return channels.slice(0, 3).map((channel) => channel.mean);
      };

      // Bottom-left corner: empty in the source, and the character went to another corner.
      const corner = {
        x: SLIDE.cx * 0.02,
        y: SLIDE.cy * 0.8,
        cx: SLIDE.cx * 0.1,
        cy: SLIDE.cy * 0.15,
      };
      for (const shape of sourceShapes) expect(overlaps(corner, shape.box as Box)).toBe(false);
      expect(overlaps(corner, character!.box)).toBe(false);
      const [r, g, b] = await readMean(corner);
      expect(Math.abs(r! - 0x1e) + Math.abs(g! - 0x96) + Math.abs(b! - 0x46)).toBeLessThan(30);

      const inset = (box: Box) => ({
        x: box.x + box.cx * 0.3,
        y: box.y + box.cy * 0.3,
        cx: box.cx * 0.4,
        cy: box.cy * 0.4,
      });
      const [cr, cg, cb] = await readMean(inset(character!.box));
      expect(Math.abs(cr! - 0xd0) + Math.abs(cg! - 0x1c) + Math.abs(cb! - 0xc8)).toBeLessThan(40);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'shows each layout on the theme art with every picture and the sound icon in sight',
    async () => {
      const detected = await detectRenderer({
        sofficePath: process.env.SOFFICE_PATH,
        pdftoppmPath: process.env.PDFTOPPM_PATH,
      });
      if (!detected.sofficePath || !detected.pdftoppmPath) {
        throw new Error('soffice and pdftoppm must be on PATH or named by SOFFICE_PATH');
      }
      const renderer = { sofficePath: detected.sofficePath, pdftoppmPath: detected.pdftoppmPath };
      const source = await buildLayoutDeck('1A1A1A');
      const art: ThemeArt = {
        background: await buildBackground(160, 90, '#bfe3f5'),
        characters: [{ data: await buildPng(100, 150, '#d01cc8'), width: 100, height: 150 }],
        sound: null,
      };
      const themed = applyTheme(source, art, { seed: 'layouts' });
      const files = unzipSync(themed);
      const [before, after] = await Promise.all([
        renderDeck(source, renderer),
        renderDeck(Buffer.from(themed), renderer),
      ]);
      expect(after.slides).toHaveLength(LAYOUT_SLIDES.length);

      const readMean = async (jpeg: Buffer, box: Box) => {
        const { width = 0, height = 0 } = await sharp(jpeg).metadata();
        const patch = await sharp(jpeg)
          .extract({
            left: Math.round((box.x / SLIDE.cx) * width),
            top: Math.round((box.y / SLIDE.cy) * height),
            width: Math.max(1, Math.round((box.cx / SLIDE.cx) * width)),
            height: Math.max(1, Math.round((box.cy / SLIDE.cy) * height)),
          })
          .png()
          .toBuffer();
        return (await sharp(patch).stats()).channels.slice(0, 3).map((channel) => channel.mean);
      };
      const distance = (a: number[], b: number[]) =>
        a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0);
      const inset = (box: Box) => ({
        x: box.x + box.cx * 0.3,
        y: box.y + box.cy * 0.3,
        cx: box.cx * 0.4,
        cy: box.cy * 0.4,
      });
      // Top-left corner: clear of the title and of everything else on every layout.
      const corner = {
        x: SLIDE.cx * 0.005,
        y: SLIDE.cy * 0.005,
        cx: SLIDE.cx * 0.04,
        cy: SLIDE.cy * 0.025,
      };

      for (const [index, slide] of listSlides(files).entries()) {
        const layout = LAYOUT_SLIDES[index];
        const rendered = after.slides[index]!;
        const character = findCharacter(files, slide);
        expect(character, layout).not.toBeNull();
        expect(
          distance(await readMean(rendered, inset(character!.box)), [0xd0, 0x1c, 0xc8]),
          layout,
        ).toBeLessThan(40);

        const shapes = readOccupiedBoxes(files, slide);
        for (const shape of shapes) expect(overlaps(corner, shape.box!), layout).toBe(false);
        expect(overlaps(corner, character!.box)).toBe(false);
        expect(distance(await readMean(rendered, corner), [0xbf, 0xe3, 0xf5]), layout).toBeLessThan(
          30,
        );

        // Pictures and the sound icon look as they did before theming: nothing drawn over them.
        for (const shape of shapes.filter((item) => /^(Image|Media)/.test(item.name))) {
          const was = await readMean(before.slides[index]!, inset(shape.box!));
          const is = await readMean(rendered, inset(shape.box!));
          expect(distance(was, is), `${layout}: ${shape.name}`).toBeLessThan(30);
        }
      }
    },
    RENDER_TIMEOUT_MS * 2,
  );

  it(
    'shows the theme background where the slide master draws a full-slide picture',
    async () => {
      const detected = await detectRenderer({
        sofficePath: process.env.SOFFICE_PATH,
        pdftoppmPath: process.env.PDFTOPPM_PATH,
      });
      if (!detected.sofficePath || !detected.pdftoppmPath) {
        throw new Error('soffice and pdftoppm must be on PATH or named by SOFFICE_PATH');
      }
      const source = await buildDeckWithMasterArt('#c81e1e');
      // Measured on the source: the master's picture would hide any slide background.
      expect(findHiddenBackgrounds(source)).toEqual([1, 2]);
      const art: ThemeArt = {
        background: await buildBackground(160, 90, '#1e9646'),
        characters: [],
        sound: null,
      };
      const themed = applyTheme(source, art, { seed: 'master' });
      expect(findHiddenBackgrounds(themed)).toEqual([]);
      // The slide's own title is still there to read.
      expect((await inspectPptx(Buffer.from(themed))).slides.map((slide) => slide.title)).toEqual([
        'Framed',
        'Also framed',
      ]);

      const { slides } = await renderDeck(Buffer.from(themed), {
        sofficePath: detected.sofficePath,
        pdftoppmPath: detected.pdftoppmPath,
      });
      expect(slides).toHaveLength(2);
      for (const slide of slides) {
        const { width = 0, height = 0 } = await sharp(slide).metadata();
        // Bottom-left corner: under the master's picture, clear of the title.
        const patch = await sharp(slide)
          .extract({
            left: Math.round(width * 0.02),
            top: Math.round(height * 0.8),
            width: Math.round(width * 0.1),
            height: Math.round(height * 0.15),
          })
          .png()
          .toBuffer();
        const [r, g, b] = (await sharp(patch).stats()).channels.map((channel) => channel.mean);
        expect(Math.abs(r! - 0x1e) + Math.abs(g! - 0x96) + Math.abs(b! - 0x46)).toBeLessThan(30);
      }
    },
    RENDER_TIMEOUT_MS,
  );
});
