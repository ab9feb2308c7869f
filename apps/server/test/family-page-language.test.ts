import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createLessonWorld } from './lesson-world.ts';
import { type BuiltScreen, writeWebBuild } from './web-build.ts';

/** A web build as `npm run build` writes it, with the family pages this test opens. */
const FIRST_SCREENS: BuiltScreen[] = [
  {
    id: 'viewProtocolPlan',
    path: '/view-protocol-plan/:protocolId',
    scripts: ['assets/parent-plan-2b3c.js'],
    styles: [],
    namespaces: ['protocols'],
    preloadsData: true,
  },
  {
    id: 'playLesson',
    path: '/play-lesson/:lessonId',
    scripts: ['assets/player-4d5e.js'],
    styles: [],
    namespaces: ['player'],
  },
  {
    id: 'clientSession',
    path: '/client-session/:encryptedId',
    scripts: ['assets/session-6f7a.js'],
    styles: [],
    namespaces: ['lessons'],
    preloadsData: true,
  },
  { id: 'login', path: '/login', scripts: [], styles: [], namespaces: ['auth'] },
];
const INDEX =
  '<!doctype html>\n<html lang="en">\n<head><title>Slovo</title></head><body></body></html>';

let t: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
let webDir: string;
beforeAll(async () => {
  webDir = await writeWebBuild(INDEX, FIRST_SCREENS);
  t = await buildTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://app.slovo.test' });
  w = await createLessonWorld(t);
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

const open = (url: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: ip,
    headers: { 'accept-language': 'en-GB,en;q=0.9', ...headers },
  });

const localeHints = (link: unknown) =>
  String(link)
    .split(', ')
    .filter((hint) => hint.includes('/locales/'));

describe('a page a family opens by its link opens in the family’s language', () => {
  it('marks the plan page with the student’s language and hints its texts in it', async () => {
    const { protocol } = await w.createProtocol();
    const shared = await w.call(w.teacher, 'POST', `/api/protocols/${protocol.id}/share/rotate`, {
      workspace_id: w.workspace.id,
    });
    const { pathname } = new URL(shared.json().data.share_url as string);

    const page = await open(pathname, '10.30.0.1');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="uk" data-family-language="uk">');
    expect(page.body).toContain('<title>Slovo</title>');
    expect(localeHints(page.headers.link)).toEqual([
      '</locales/uk/protocols.json>; rel=preload; as=fetch; crossorigin=anonymous',
    ]);
    expect(String(page.headers.link)).toContain(`</api${pathname}>; rel=preload`);
    expect(page.headers['cache-control']).toBe('no-cache');

    // Revalidated cheaply, like every page.
    const again = await open(pathname, '10.30.0.1', { 'if-none-match': String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // The student's language changes: so does the page.
    const edited = await w.call(w.teacher, 'PUT', `/api/clients/${w.client.id}`, {
      workspace_id: w.workspace.id,
      child_name: w.client.child_name,
      client_name: w.client.client_name,
      contact_email: w.client.contact_email,
      birth_date: w.client.birth_date,
      language: 'pl',
      interest_ids: [],
    });
    expect(edited.statusCode).toBe(200);
    const polish = await open(pathname, '10.30.0.1', {
      'if-none-match': String(page.headers.etag),
    });
    expect(polish.statusCode).toBe(200);
    expect(polish.body).toContain('<html lang="pl" data-family-language="pl">');
    expect(localeHints(polish.headers.link)).toEqual([
      '</locales/pl/protocols.json>; rel=preload; as=fetch; crossorigin=anonymous',
    ]);
  });

  it('marks the lesson’s player and its outcome page', async () => {
    const { token } = await w.prepareLesson();
    for (const pathname of [`/play-lesson/${token}`, `/client-session/${token}`]) {
      const page = await open(pathname, '10.30.0.2');
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/<html lang="(uk|pl)" data-family-language="\1">/);
      const language = /data-family-language="(\w+)"/.exec(page.body)?.[1];
      expect(localeHints(page.headers.link).every((hint) => hint.includes(`/${language}/`))).toBe(
        true,
      );
    }
  });

  it('opens a link that leads nowhere as any page, and counts it as a wrong link', async () => {
    const ip = '10.30.0.3';
    for (let i = 0; i < 20; i++) {
      const page = await open(`/view-protocol-plan/${randomBytes(16).toString('base64url')}`, ip);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
      expect(page.body).not.toContain('data-family-language');
      expect(localeHints(page.headers.link)).toEqual([
        '</locales/en/protocols.json>; rel=preload; as=fetch; crossorigin=anonymous',
      ]);
    }
    // Twenty wrong links from one address: its reads of links are refused from now on.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/view-protocol-plan/${randomBytes(16).toString('base64url')}`,
      remoteAddress: ip,
    });
    expect(read.statusCode).toBe(429);
    // A page that is no family's link looks nothing up.
    const login = await open('/login', '10.30.0.4');
    expect(login.body).toBe(INDEX);
    expect(localeHints(login.headers.link)).toEqual([
      '</locales/en/auth.json>; rel=preload; as=fetch; crossorigin=anonymous',
    ]);
  });
});
