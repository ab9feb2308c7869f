import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createLessonWorld } from '../lesson-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://app.slovo.test' });
  w = await createLessonWorld(t);
});
afterAll(() => t.close());

const randomLink = () => randomBytes(16).toString('base64url');

/** Every route that opens something by a token from a link, asked with a token that is not one. */
const wrongLinks = [
  () => ({ method: 'GET' as const, url: `/api/view-protocol-plan/${randomLink()}` }),
  () => ({ method: 'GET' as const, url: `/api/client-session/${randomLink()}` }),
  () => ({ method: 'GET' as const, url: `/api/dc-preview/${randomLink()}` }),
  () => ({ method: 'GET' as const, url: `/api/progress-preview/${randomLink()}` }),
  () => ({ method: 'GET' as const, url: `/api/play-lesson/${randomLink()}` }),
  () => ({ method: 'GET' as const, url: `/api/play-lesson/${randomLink()}/events` }),
  () => ({
    method: 'POST' as const,
    url: `/api/play-lesson/${randomLink()}/position`,
    payload: { item: 0, slide: 0 },
  }),
  () => ({
    method: 'PUT' as const,
    url: `/api/play-lesson/${randomLink()}/marks`,
    payload: { item: 0, slide: 0, mark: 'correct' },
  }),
  () => ({ method: 'GET' as const, url: `/api/invitations/invite/check?token=${randomLink()}` }),
  () => ({
    method: 'POST' as const,
    url: '/api/invitations/invite/accept',
    payload: { token: randomLink(), name: 'Guess Who', password: 'guessing hard' },
  }),
];

const ask = (request: ReturnType<(typeof wrongLinks)[number]>, ip: string) =>
  t.app.inject({ ...request, remoteAddress: ip, headers: { lang: 'en' } });

describe('link throttle', () => {
  it('refuses an address after twenty wrong links on any link route, with retry-after', async () => {
    for (let i = 0; i < 20; i++) {
      const make = wrongLinks[i % wrongLinks.length] as (typeof wrongLinks)[number];
      const miss = await ask(make(), '10.20.0.1');
      expect([404, 410]).toContain(miss.statusCode);
    }
    for (const make of wrongLinks) {
      const refused = await ask(make(), '10.20.0.1');
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(600);
      expect(refused.json()).toEqual({
        code: 'TOO_MANY_LINK_ATTEMPTS',
        message: `Too many attempts with an invalid link. Try again in ${seconds} s`,
      });
    }
    const elsewhere = await ask(
      wrongLinks[0]?.() as ReturnType<(typeof wrongLinks)[0]>,
      '10.20.0.2',
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('never refuses an address that opens a live parent link again and again', async () => {
    const { protocol } = await w.createProtocol();
    const shared = await w.call(w.teacher, 'POST', `/api/protocols/${protocol.id}/share/rotate`, {
      workspace_id: w.workspace.id,
    });
    const url = new URL(shared.json().data.share_url as string);
    for (let i = 0; i < 30; i++) {
      const opened = await t.app.inject({
        method: 'GET',
        url: `/api${url.pathname}`,
        remoteAddress: '10.21.0.1',
      });
      expect(opened.statusCode).toBe(200);
    }
  });
});
