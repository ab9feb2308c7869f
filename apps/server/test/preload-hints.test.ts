import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { type BuiltScreen, writeWebBuild } from './web-build.ts';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../../scripts/precompress.mjs');

/** A web build with its first-screen list, as `npm run build` writes it. */
const FIRST_SCREENS: BuiltScreen[] = [
  {
    id: 'login',
    path: '/login',
    scripts: ['assets/login-page-1a2b.js', 'assets/Menu-3c4d.js'],
    styles: ['assets/Menu-5e6f.css'],
    namespaces: ['auth'],
  },
  {
    id: 'viewProtocolPlan',
    path: '/view-protocol-plan/:protocolId',
    scripts: ['assets/parent-plan-2b3c.js'],
    styles: [],
    namespaces: ['protocols'],
    preloadsData: true,
  },
  {
    id: 'editLesson',
    path: '/edit-lesson/:lessonId',
    scripts: ['assets/protected-layout-7a8b.js', 'assets/lesson-editor-9c0d.js'],
    styles: [],
    namespaces: ['shell', 'lessons'],
  },
];
const INDEX = `<!doctype html><html><head><title>Slovo</title>${'<meta name="x">'.repeat(200)}</head><body><div id="root"></div></body></html>`;

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = await writeWebBuild(INDEX, FIRST_SCREENS);
  await promisify(execFile)(process.execPath, [PRECOMPRESS, webDir]);
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the page names what its first screen needs, so the browser fetches it at once', () => {
  it('hints the route’s chunks, styles and texts in the browser’s language', async () => {
    const res = await get('/login?next=%2Fclients', {
      'accept-language': 'de-DE,uk;q=0.9,en;q=0.8',
      'accept-encoding': 'br',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.link).split(', ')).toEqual([
      '</assets/login-page-1a2b.js>; rel=modulepreload',
      '</assets/Menu-3c4d.js>; rel=modulepreload',
      '</assets/Menu-5e6f.css>; rel=preload; as=style; crossorigin=anonymous',
      '</locales/uk/auth.json>; rel=preload; as=fetch; crossorigin=anonymous',
    ]);
    // Caches keep one copy per language and per encoding.
    expect(String(res.headers.vary)).toMatch(/accept-encoding/);
    expect(String(res.headers.vary)).toMatch(/accept-language/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('fills a route’s parameters and falls back to English', async () => {
    const res = await get('/edit-lesson/42', { 'accept-language': 'fr' });
    expect(String(res.headers.link)).toContain(
      '</assets/lesson-editor-9c0d.js>; rel=modulepreload',
    );
    expect(String(res.headers.link)).toContain('</locales/en/shell.json>');
    expect(String(res.headers.link)).toContain('</locales/en/lessons.json>');
  });

  it('hints a family page’s own read, asked with credentials as the app asks', async () => {
    for (const url of ['/view-protocol-plan/Ab_9-x?utm=mail', '/view-protocol-plan/Ab_9-x/']) {
      const res = await get(url, { 'accept-language': 'pl' });
      expect(String(res.headers.link).split(', ')).toEqual([
        '</assets/parent-plan-2b3c.js>; rel=modulepreload',
        '</locales/pl/protocols.json>; rel=preload; as=fetch; crossorigin=anonymous',
        '</api/view-protocol-plan/Ab_9-x>; rel=preload; as=fetch; crossorigin=use-credentials',
      ]);
    }
    // Signed-in pages read by the caller: never hinted, the preload would go without the sign-in.
    const staff = await get('/edit-lesson/42');
    expect(String(staff.headers.link)).not.toContain('/api/');
  });

  it('hints no read for a link that is not a plain token', async () => {
    for (const url of [
      '/view-protocol-plan/a%3E%2C%20b',
      '/view-protocol-plan/a.b',
      '/view-protocol-plan/a,b;c',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers.link)).toContain('parent-plan-2b3c.js');
      expect(String(res.headers.link)).not.toContain('/api/');
    }
  });

  it('gives a path of no route the page without hints', async () => {
    for (const url of ['/', '/edit-lesson/42/extra', '/no-such-page']) {
      const res = await get(url, { 'accept-language': 'uk' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers.link).toBeUndefined();
    }
  });

  it('never serves the build’s own lists', async () => {
    for (const url of ['/.vite/first-screens.json', '/.vite/manifest.json']) {
      const res = await get(url);
      expect(res.headers['content-type']).not.toContain('application/json');
      expect(res.body).not.toContain('login-page-1a2b');
    }
  });
});
