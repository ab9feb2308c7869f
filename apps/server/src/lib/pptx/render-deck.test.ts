import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import PptxGenJS from 'pptxgenjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectRenderer, renderDeck } from './render-deck.ts';

// The first soffice start in a fresh profile takes a few seconds; warm renders take about one.
const RENDER_TIMEOUT_MS = 30_000;

async function requireLibreOffice() {
  const detected = await detectRenderer({
    sofficePath: process.env.SOFFICE_PATH,
    pdftoppmPath: process.env.PDFTOPPM_PATH,
  });
  // CI installs both tools, so a missing one is a broken environment rather than a reason to skip.
  if (detected.renderer !== 'libreoffice' || !detected.sofficePath || !detected.pdftoppmPath) {
    throw new Error(
      'soffice and pdftoppm must be on PATH (apt-get install libreoffice-impress poppler-utils) ' +
        'or named by SOFFICE_PATH / PDFTOPPM_PATH',
    );
  }
  return { sofficePath: detected.sofficePath, pdftoppmPath: detected.pdftoppmPath };
}

async function buildDeck(): Promise<Buffer> {
  const deck = new PptxGenJS();
  const backgrounds = [undefined, 'FF0000', '0000FF'];
  for (const [index, color] of backgrounds.entries()) {
    const slide = deck.addSlide();
    if (color) slide.background = { color };
    // Kept in the top corner so the centre pixel shows the background alone.
    slide.addText(`Slide ${index + 1}`, { x: 0.3, y: 0.2, w: 3, h: 0.6, fontSize: 24 });
  }
  return (await deck.write({ outputType: 'nodebuffer' })) as Buffer;
}

async function readCenterPixel(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const offset =
    (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]!, width: info.width };
}

async function listRenderDirs() {
  return (await fs.readdir(os.tmpdir())).filter((name) => name.startsWith('slovo-render-'));
}

describe('renderDeck', () => {
  // Other test files render decks at the same time: this file's renders get a temp folder of
  // their own (os.tmpdir() reads TMPDIR), so "nothing left behind" counts only its own.
  const sharedTmpDir = process.env.TMPDIR;
  let ownTmpDir = '';
  beforeAll(async () => {
    ownTmpDir = await fs.mkdtemp(`${os.tmpdir()}/slovo-render-test-`);
    process.env.TMPDIR = ownTmpDir;
  });
  afterAll(async () => {
    if (sharedTmpDir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = sharedTmpDir;
    await fs.rm(ownTmpDir, { recursive: true, force: true });
  });

  it(
    'renders one JPEG per slide in slide order',
    async () => {
      const tools = await requireLibreOffice();
      const before = await listRenderDirs();

      const { pdf, slides } = await renderDeck(await buildDeck(), tools);

      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(slides).toHaveLength(3);
      for (const slide of slides) expect([...slide.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      const [first, second, third] = await Promise.all(slides.map(readCenterPixel));
      expect(first).toMatchObject({ width: 1280 });
      expect(Math.min(first!.r, first!.g, first!.b)).toBeGreaterThan(200);
      expect(second!.r).toBeGreaterThan(200);
      expect(Math.max(second!.g, second!.b)).toBeLessThan(60);
      expect(third!.b).toBeGreaterThan(200);
      expect(Math.max(third!.r, third!.g)).toBeLessThan(60);
      expect(await listRenderDirs()).toEqual(before);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'rejects a corrupt deck and removes its temp dir',
    async () => {
      const tools = await requireLibreOffice();
      const before = await listRenderDirs();

      await expect(renderDeck(randomBytes(20_000), tools)).rejects.toThrow(/could not convert/);

      expect(await listRenderDirs()).toEqual(before);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'kills soffice when the time is up',
    async () => {
      const tools = await requireLibreOffice();
      const before = await listRenderDirs();

      await expect(renderDeck(await buildDeck(), { ...tools, timeoutMs: 300 })).rejects.toThrow(
        /did not finish within \d+ ms/,
      );

      expect(await listRenderDirs()).toEqual(before);
    },
    RENDER_TIMEOUT_MS,
  );
});

describe('detectRenderer', () => {
  it('falls back to the browser when soffice is missing', async () => {
    const detected = await detectRenderer({ sofficePath: '/nonexistent/soffice' });

    expect(detected).toEqual({ renderer: 'browser' });
  });
});
