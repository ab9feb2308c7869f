import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckSlides, uploads } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from '../exercise-world.ts';
import {
  AUDIO_RELATIONSHIP,
  buildCompoundFile,
  buildDeck,
  buildDeckOfType,
  buildDeckWithParts,
  buildDeepXmlDeck,
  buildLinkedPictureDeck,
  buildPngClaiming,
  CONTROL_RELATIONSHIP,
  editDeckXml,
  IMAGE_RELATIONSHIP,
  OLE_RELATIONSHIP,
  VBA_RELATIONSHIP,
} from '../pptx-fixtures.ts';
import { listStoredFiles } from '../stored-files.ts';

let t: TestApp;
let w: ExerciseWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await createExerciseWorld(t);
});
afterAll(() => t.close());

/** Uploads `data` and expects the refusal, with no upload row and no stored file left behind. */
async function expectRefused(
  data: Buffer,
  expected: { status: number; code: string; message: string },
  options: { kind?: string; name?: string } = {},
) {
  const rowsBefore = (await t.db.select().from(uploads)).length;
  const filesBefore = await listStoredFiles(t.config.filesDir);
  const response = await w.upload(w.author, data, options);
  expect(response.statusCode).toBe(expected.status);
  expect(response.json()).toMatchObject({ code: expected.code, message: expected.message });
  expect(await t.db.select().from(uploads)).toHaveLength(rowsBefore);
  expect(await listStoredFiles(t.config.filesDir)).toEqual(filesBefore);
}

const MACROS = {
  status: 422,
  code: 'PRESENTATION_MACROS',
  message:
    'The presentation contains macros (.pptm): save it in PowerPoint as a .pptx presentation without macros and upload it again',
};
const ACTIVE = {
  status: 422,
  code: 'PRESENTATION_ACTIVE_CONTENT',
  message:
    'The presentation contains embedded objects or controls (OLE, ActiveX): replace them with pictures, save as .pptx and upload it again',
};
const WEB = {
  status: 422,
  code: 'PRESENTATION_UNSAFE_MEDIA',
  message:
    'The presentation contains web content or a picture with a script: remove it, save as .pptx and upload it again',
};

describe('decks with active content', () => {
  it('refuses slide XML nested 90,000 levels deep with a localized reason', async () => {
    const deck = await buildDeepXmlDeck(90_000);
    await expectRefused(deck, {
      status: 422,
      code: 'PRESENTATION_TOO_DEEP',
      message:
        'The presentation is nested too deeply to open safely: save it again as .pptx in PowerPoint',
    });
    const response = await w.upload(w.author, deck, { lang: 'uk' });
    expect(response.json().message).toBe(
      'Структура презентації вкладена надто глибоко, щоб безпечно її відкрити: збережіть її ще раз як .pptx у PowerPoint',
    );
  });

  it('accepts nesting as deep as real decks go', async () => {
    const response = await w.upload(w.author, await buildDeepXmlDeck(100));
    expect(response.statusCode).toBe(200);
  });

  it('refuses a .pptx carrying a VBA project, and a macro-enabled .pptm', async () => {
    await expectRefused(
      await buildDeckWithParts([
        {
          name: 'ppt/vbaProject.bin',
          data: buildCompoundFile(['VBA']),
          contentType: { extension: 'bin', type: 'application/vnd.ms-office.vbaProject' },
        },
      ]),
      MACROS,
    );
    await expectRefused(
      await buildDeckOfType('application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml'),
      MACROS,
      { name: 'deck.pptm' },
    );
    await expectRefused(
      await buildDeckWithParts([
        { name: 'ppt/media/unlisted.bin', data: 'x', relationship: VBA_RELATIONSHIP },
      ]),
      MACROS,
    );
  });

  it('refuses OLE objects, embedded or linked, and ActiveX controls', async () => {
    await expectRefused(
      await buildDeckWithParts([
        {
          name: 'ppt/embeddings/oleObject1.bin',
          data: buildCompoundFile(['\u0001Ole10Native']),
          contentType: {
            extension: 'bin',
            type: 'application/vnd.openxmlformats-officedocument.oleObject',
          },
          relationship: OLE_RELATIONSHIP,
        },
      ]),
      ACTIVE,
    );
    const linkedOle = await editDeckXml(await buildDeck(), {
      'ppt/slides/_rels/slide1.xml.rels': (xml) =>
        xml.replace(
          '</Relationships>',
          `<Relationship Id="rIdLink" Type="${OLE_RELATIONSHIP}" Target="file://attacker/share/a.xls" TargetMode="External"/></Relationships>`,
        ),
    });
    await expectRefused(linkedOle, ACTIVE);
    await expectRefused(
      await buildDeckWithParts([
        {
          name: 'ppt/activeX/activeX1.xml',
          data: '<ax:ocx xmlns:ax="http://schemas.microsoft.com/office/2006/activeX" ax:classid="{8BD21D40-EC42-11CE-9E0D-00AA006002F3}"/>',
          contentType: { type: 'application/vnd.ms-office.activeX+xml' },
          relationship: CONTROL_RELATIONSHIP,
        },
      ]),
      ACTIVE,
    );
  });

  it('refuses an SVG picture with a script or an outside reference and web pages as media, keeps a plain SVG', async () => {
    const svg = (body: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${body}</svg>`;
    const withSvg = (body: string) =>
      buildDeckWithParts([
        {
          name: 'ppt/media/image9.svg',
          data: svg(body),
          contentType: { extension: 'svg', type: 'image/svg+xml' },
          relationship: IMAGE_RELATIONSHIP,
        },
      ]);
    await expectRefused(await withSvg('<script>alert(document.cookie)</script>'), WEB);
    await expectRefused(await withSvg('<rect width="5" height="5" onload="alert(1)"/>'), WEB);
    await expectRefused(
      await withSvg('<image href="http://169.254.169.254/latest/meta-data" width="5" height="5"/>'),
      WEB,
    );
    await expectRefused(
      await withSvg(
        '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml"/></foreignObject>',
      ),
      WEB,
    );
    await expectRefused(
      await buildDeckWithParts([
        {
          name: 'ppt/media/page.html',
          data: '<html><script>alert(1)</script></html>',
          contentType: { extension: 'html', type: 'text/html' },
          relationship: IMAGE_RELATIONSHIP,
        },
      ]),
      WEB,
    );
    const plain = await w.upload(
      w.author,
      await withSvg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>' +
          '<rect width="5" height="5" fill="url(#g)"/><use href="#g"/>',
      ),
    );
    expect(plain.statusCode).toBe(200);
  });

  it('stores and serves slide audio only when its bytes are a sound, by their real type', async () => {
    const page =
      '<html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(document.cookie)</script></body></html>';
    const deck = await buildDeckWithParts([
      {
        name: 'ppt/media/media9.xml',
        data: page,
        contentType: { type: 'audio/mpeg' },
        relationship: AUDIO_RELATIONSHIP,
      },
    ]);
    const mediaBefore = (await listStoredFiles(t.config.filesDir)).filter((name) =>
      name.startsWith('media/'),
    );
    const response = await w.upload(w.author, deck);
    expect(response.statusCode).toBe(200);
    const slides = await t.db.select().from(deckSlides);
    const first = slides.find((s) => s.uploadId === response.json().data.id && s.position === 1);
    expect(first?.audioNames).toEqual([]);
    const mediaAfter = (await listStoredFiles(t.config.filesDir)).filter((name) =>
      name.startsWith('media/'),
    );
    expect(mediaAfter).toEqual(mediaBefore);

    const withSound = await w.upload(
      w.author,
      await buildDeck({ slides: [{ title: 'Listen', audio: true }] }),
    );
    const [sound] = (await t.db.select().from(deckSlides)).filter(
      (s) => s.uploadId === withSound.json().data.id,
    );
    expect(sound?.audioNames[0]).toMatch(/\.wav$/);
    const served = await t.app.inject({
      url: t.app.fileLinks.url('media', sound?.audioNames[0] ?? ''),
    });
    expect(served.headers['content-type']).toBe('audio/wav');
  });
});

describe('rendering', () => {
  it('never fetches a picture the deck links from another address', async () => {
    const requests: string[] = [];
    const server = http.createServer((request, response) => {
      requests.push(request.url ?? '');
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const deck = await buildLinkedPictureDeck(`http://127.0.0.1:${port}/internal.png`);
      const id = await w.uploadDeck(w.author, deck);
      await t.app.slides.renderUpload(id);
      const [row] = (await t.db.select().from(uploads)).filter((upload) => upload.id === id);
      expect(row?.renderState).toBe('done');
      expect(requests).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);
});

describe('picture size', () => {
  const pixels = {
    status: 422,
    code: 'PRESENTATION_IMAGE_TOO_LARGE',
    message:
      'A picture in the presentation is larger than 40 megapixels or cannot be read: make it smaller, save as .pptx and upload it again',
  };

  it('refuses a deck holding a 50000x50000 picture, by its header alone', async () => {
    const deck = await buildDeckWithParts([
      {
        name: 'ppt/media/image9.png',
        data: await buildPngClaiming(50_000, 50_000),
        relationship: IMAGE_RELATIONSHIP,
      },
    ]);
    await expectRefused(deck, pixels);
  });

  it('refuses a 50000x50000 PNG attachment and keeps pictures within the limit', async () => {
    await expectRefused(
      await buildPngClaiming(50_000, 50_000),
      {
        status: 413,
        code: 'IMAGE_TOO_MANY_PIXELS',
        message: 'The picture is too large: at most 40 megapixels',
      },
      { kind: 'image', name: 'huge.png' },
    );
    const fine = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const response = await w.upload(w.author, fine, { kind: 'image', name: 'fine.png' });
    expect(response.statusCode).toBe(200);
  });
});
