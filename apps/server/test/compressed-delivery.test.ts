import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createLessonWorld } from './lesson-world.ts';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../../scripts/precompress.mjs');

/** A small build of the web app, compressed by the script the real build runs. */
const TEXT_FILES = {
  'index.html': {
    type: 'text/html',
    body: `<!doctype html><html><head><title>Slovo</title>${Array.from(
      { length: 60 },
      (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}.js">`,
    ).join('')}</head><body><div id="root"></div></body></html>`,
  },
  'assets/app-1234abcd.js': {
    type: 'javascript',
    body: Array.from({ length: 400 }, (_, i) => `export const word${i} = 'слово ${i}';`).join('\n'),
  },
  'assets/app-1234abcd.css': {
    type: 'text/css',
    body: Array.from({ length: 300 }, (_, i) => `.c${i}{margin:${i}px;color:#123}`).join('\n'),
  },
  'locales/en/common.json': {
    type: 'application/json',
    body: JSON.stringify(
      Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`key${i}`, `Text ${i} — ok`])),
    ),
  },
} as const;
type TextFile = keyof typeof TEXT_FILES;
const TINY_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
const PNG = randomBytes(4096);

let t: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
let webDir: string;
let baseUrl: string;
beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-web-'));
  const files: [string, string | Buffer][] = [
    ...Object.entries(TEXT_FILES).map(([name, file]) => [name, file.body] as [string, string]),
    ['favicon.svg', TINY_SVG],
    ['assets/logo-1234abcd.png', PNG],
  ];
  for (const [name, body] of files) {
    await fs.mkdir(path.dirname(path.join(webDir, name)), { recursive: true });
    await fs.writeFile(path.join(webDir, name), body);
  }
  await promisify(execFile)(process.execPath, [PRECOMPRESS, webDir]);
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
  w = await createLessonWorld(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

const DECODE = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
} as const;

describe('the web app’s text files go out compressed as the browser accepts', () => {
  it('the build writes a brotli and a gzip copy where they pay, and nothing else', async () => {
    const names = await fs.readdir(webDir, { recursive: true, withFileTypes: true });
    const files = names
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(webDir, path.join(entry.parentPath, entry.name)));
    const copies = Object.keys(TEXT_FILES).flatMap((name) => [`${name}.br`, `${name}.gz`]);
    expect(files.sort()).toEqual(
      [...Object.keys(TEXT_FILES), ...copies, 'favicon.svg', 'assets/logo-1234abcd.png'].sort(),
    );
  });

  const cases = [
    { accept: 'br, gzip', encoding: 'br' },
    { accept: 'gzip, deflate', encoding: 'gzip' },
    // q-values: brotli refused, gzip taken.
    { accept: 'br;q=0, gzip;q=0.8', encoding: 'gzip' },
  ] as const;
  for (const name of Object.keys(TEXT_FILES) as TextFile[]) {
    const url = name === 'index.html' ? '/' : `/${name}`;
    const { type, body } = TEXT_FILES[name];
    for (const { accept, encoding } of cases) {
      it(`${url} with accept-encoding "${accept}" is sent as ${encoding}`, async () => {
        const res = await get(url, { 'accept-encoding': accept });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toContain(type);
        expect(res.headers.vary).toContain('accept-encoding');
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(body));
        expect(DECODE[encoding](res.rawPayload).equals(Buffer.from(body))).toBe(true);
      });
    }

    it(`${url} without accept-encoding is sent as stored, still varying by encoding`, async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const res = await get(url, headers);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers['content-type']).toContain(type);
        expect(res.headers.vary).toContain('accept-encoding');
        expect(res.rawPayload.equals(Buffer.from(body))).toBe(true);
      }
    });
  }

  it('a client route gets index.html compressed, revalidated on every visit', async () => {
    const res = await get('/lessons/7?tab=plan', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(DECODE.br(res.rawPayload).toString()).toBe(TEXT_FILES['index.html'].body);
  });

  it('keeps hashed assets for a year and revalidates the page and locale files', async () => {
    for (const accept of ['br', 'identity']) {
      const headers = { 'accept-encoding': accept };
      const asset = await get('/assets/app-1234abcd.js', headers);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/', '/locales/en/common.json']) {
        expect((await get(url, headers)).headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('answers a revalidation of the page and a locale file with 304 and no body', async () => {
    for (const url of ['/', '/lessons/7', '/locales/en/common.json']) {
      for (const accept of ['br, gzip', 'identity']) {
        const first = await get(url, { 'accept-encoding': accept });
        const etag = first.headers.etag;
        expect(typeof etag).toBe('string');
        const again = await get(url, { 'accept-encoding': accept, 'if-none-match': String(etag) });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
        expect(again.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('gives each encoding its own validator', async () => {
    const br = await get('/locales/en/common.json', { 'accept-encoding': 'br' });
    const gzip = await get('/locales/en/common.json', { 'accept-encoding': 'gzip' });
    const plain = await get('/locales/en/common.json');
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    // A copy cached in one encoding is not confirmed for a client asking another.
    const crossed = await get('/locales/en/common.json', {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.headers['content-encoding']).toBe('gzip');
  });

  it('sends tiny and already compressed files as stored, without vary', async () => {
    const svg = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-encoding']).toBeUndefined();
    expect(svg.headers.vary).toBeUndefined();
    expect(svg.body).toBe(TINY_SVG);
    const png = await get('/assets/logo-1234abcd.png', { 'accept-encoding': 'br, gzip' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const full = await get('/assets/app-1234abcd.js', { 'accept-encoding': 'br' });
    const head = await get('/assets/app-1234abcd.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });

  it('serves no compressed copy under a name of its own, and no page for a missing asset', async () => {
    for (const url of [
      '/assets/app-1234abcd.js.br',
      '/assets/app-1234abcd.js.gz',
      '/assets/app-0000dead.js',
    ]) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
    // Outside /assets an unknown path is a client route: the page, never the brotli bytes.
    const copy = await get('/locales/en/common.json.br');
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toContain('text/html');
    expect(copy.body).toBe(TEXT_FILES['index.html'].body);
  });
});

describe('API answers', () => {
  const asTeacher = (headers: Record<string, string> = {}) => ({
    authorization: `Bearer ${w.teacher.token}`,
    ...headers,
  });

  it('compresses a large JSON answer as the client accepts, and keeps it uncached', async () => {
    for (const childName of ['Anna', 'Boris', 'Vera', 'Gleb']) {
      const created = await w.call(w.teacher, 'POST', '/api/clients', {
        workspace_id: w.workspace.id,
        child_name: childName,
        client_name: 'Olena Koval',
        contact_email: 'olena@example.com',
        birth_date: '2019-05-14',
        language: 'uk',
        interest_ids: [],
      });
      expect(created.statusCode).toBe(200);
    }
    const url = `/api/clients?workspace_id=${w.workspace.id}`;
    const plain = await get(url, asTeacher());
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      const res = await get(url, asTeacher({ 'accept-encoding': accept }));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(DECODE[encoding](res.rawPayload).toString())).toEqual(plain.json());
    }
    const head = await get(url, asTeacher({ 'accept-encoding': 'br' }), 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends a small JSON answer as it is', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ data: { status: 'ok', maintenance: false } });
  });

  it('sends a stored deck as it is: the format is compressed already', async () => {
    const exercise = await w.createExercise();
    const url = exercise.presentation.url as string;
    const plain = await get(url);
    const res = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('presentationml');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(1024);
    expect(res.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('keeps the lesson follow stream uncompressed and delivers its events at once', async () => {
    const { token } = await w.prepareLesson();
    const url = `${baseUrl}/api/play-lesson/${token}/events?viewer=${randomUUID()}`;
    const { headers, firstChunk } = await new Promise<{
      headers: http.IncomingHttpHeaders;
      firstChunk: string;
    }>((resolve, reject) => {
      const request = http.get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        res.setEncoding('utf8');
        res.once('data', (chunk: string) => {
          resolve({ headers: res.headers, firstChunk: chunk });
          request.destroy();
        });
      });
      request.on('error', reject);
    });
    expect(headers['content-type']).toContain('text/event-stream');
    expect(headers['content-encoding']).toBeUndefined();
    expect(firstChunk).toMatch(/^event: position\ndata: /);
  });
});
