import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-web-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Slovo</title>');
  await fs.writeFile(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  await fs.writeFile(path.join(webDir, 'assets', 'logo-1234.svg'), '<svg/>');
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
}

describe('error format and language', () => {
  it.each([
    ['uk', 'Не знайдено'],
    ['ru', 'Не найдено'],
    ['en', 'Not found'],
    ['pl', 'Nie znaleziono'],
    ['pl-PL,pl;q=0.9', 'Nie znaleziono'],
    ['de', 'Не найдено'],
  ])('answers an unknown API path with 404 in language %s', async (lang, message) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { lang } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message });
  });

  it('defaults to Russian without a lang header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/check-token' });
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Войдите, чтобы продолжить' });
  });

  // A read the page preloads (decision 052) is the browser's own request: no lang header.
  it.each([
    [{ 'accept-language': 'de-DE,pl;q=0.9,en;q=0.8' }, 'Nie znaleziono'],
    [{ 'accept-language': 'de-DE,pl;q=0.9', lang: 'uk' }, 'Не знайдено'],
    [{ 'accept-language': 'de, fr' }, 'Не найдено'],
  ])('without a lang header speaks the browser’s language (%j)', async (headers, message) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers });
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message });
  });

  it('answers broken JSON with 400 and no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', lang: 'en' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request is malformed' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml', lang: 'en' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff and no-store on JSON answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', maintenance: false } });
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends them on errors too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/check-token' });
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends them on the web app, with long caching only for hashed assets', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Slovo</title>');
    expectSecurityHeaders(page.headers);
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    // A script keeps what applies to it, and none of the document rules a browser ignores there.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    // An image opened on its own is a document: an SVG keeps the whole set.
    const image = await t.app.inject({ method: 'GET', url: '/assets/logo-1234.svg' });
    expect(image.statusCode).toBe(200);
    expectSecurityHeaders(image.headers);
    expect(image.headers['x-frame-options']).toBe('DENY');
  });

  it('serves index.html for client-side routes but not for unknown API paths', async () => {
    const route = await t.app.inject({ method: 'GET', url: '/profile?tab=1' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>Slovo</title>');
    expectSecurityHeaders(route.headers);
    const api = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(api.statusCode).toBe(404);
  });

  it('sends them on the API documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
  });
});

describe('OpenAPI document', () => {
  it('documents every API route with its error schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const documented = Object.keys(doc.paths);
    const registered = new Set(
      t.routes
        .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
        .map((r) => r.url.replace(/:(\w+)/g, '{$1}')),
    );
    expect(new Set(documented)).toEqual(registered);
    expect(doc.paths['/api/login'].post.responses['429']).toBeDefined();
    expect(doc.paths['/api/check-token'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('maintenance mode', () => {
  it('answers every API call but health with 503 MAINTENANCE', async () => {
    const m = await buildTestApp({ MAINTENANCE_MODE: 'true' });
    try {
      const res = await m.app.inject({
        method: 'GET',
        url: '/api/check-token',
        headers: { lang: 'en' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'MAINTENANCE',
        message: 'An update is being deployed. Please try again in a minute',
      });
      const health = await m.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toEqual({ data: { status: 'ok', maintenance: true } });
    } finally {
      await m.close();
    }
  });
});

describe('request logs', () => {
  it('log each request without its token or password', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({ LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) });
    try {
      const login = await logged.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nobody@example.test', password: 'super-secret-password' },
      });
      expect(login.statusCode).toBe(401);
      await logged.app.inject({
        method: 'GET',
        url: '/api/check-token',
        headers: { authorization: 'Bearer very-secret-token-value' },
      });
      const text = lines.join('\n');
      expect(text).toContain('/api/check-token');
      expect(text).toContain('[redacted]');
      expect(text).not.toContain('very-secret-token-value');
      expect(text).not.toContain('super-secret-password');
    } finally {
      await logged.close();
    }
  });
});
