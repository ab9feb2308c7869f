import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { bearer, createAccessWorld, createToken } from './factories.ts';
import { getPolicy, listApiRoutes } from './route-harness.ts';

/**
 * Sends random and malformed input to every API route (fixed seed, so a failure reproduces)
 * and checks the promises every answer keeps: no 5xx, no stack trace, a documented status,
 * and a body that matches the documented schema for that status.
 */
const SEED = 20261121;
const RUNS_PER_ROUTE = 30;

let t: TestApp;
let world: Awaited<ReturnType<typeof createAccessWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  world = await createAccessWorld(t.db);
});
afterAll(() => t.close());

function bodyArbitrary(schema: unknown) {
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const knownKeys = keys.length > 0 ? fc.constantFrom(...keys) : fc.string();
  return fc.oneof(
    fc.jsonValue().map((v) => ({ raw: JSON.stringify(v) })),
    fc
      .dictionary(fc.oneof(knownKeys, fc.string()), fc.jsonValue(), { maxKeys: 6 })
      .map((v) => ({ raw: JSON.stringify(v) })),
    // Not JSON at all, though it says so.
    fc.string({ maxLength: 40 }).map((raw) => ({ raw: `${raw}{` })),
    fc.constant({ raw: undefined }),
  );
}

const segment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 70 }),
  fc.integer({ min: -5, max: 2 ** 40 }).map(String),
  fc.constantFrom('app_settings', '0', '..', '%00', 'a'.repeat(65)),
);

const headerValue = fc.oneof(
  fc.constantFrom('uk', 'ru', 'en', 'pl', 'de', '', 'uk-UA,uk;q=0.9'),
  fc.string({ maxLength: 20 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
);

describe('input fuzzing', () => {
  it('no route answers random input with a 5xx, a stack trace or an undocumented shape', async () => {
    const routes = listApiRoutes(t.routes);
    expect(routes.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const { method, url, route } of routes) {
      const schema = (route.schema ?? {}) as { body?: unknown; response?: Record<string, unknown> };
      const responses = schema.response ?? {};
      const hasBody = method !== 'GET' && method !== 'DELETE';
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 4, maxLength: 4 }),
          hasBody ? bodyArbitrary(schema.body) : fc.constant({ raw: undefined }),
          headerValue,
          fc.oneof(fc.constant(String(world.workspaceA.id)), headerValue),
          fc.constantFrom('root', 'teacher', 'stranger', 'anonymous'),
          async (segments, body, lang, envId, callerKind) => {
            let index = 0;
            const path = url.replace(/:(\w+)/g, () => encodeURIComponent(segments[index++] ?? 'x'));
            const userId =
              callerKind === 'root'
                ? world.root.id
                : callerKind === 'teacher'
                  ? world.members.get(4)!
                  : callerKind === 'stranger'
                    ? world.stranger.id
                    : null;
            const token = userId ? await createToken(t.db, userId) : null;
            const res = await t.app.inject({
              method,
              url: path,
              headers: {
                lang,
                'x-env-id': envId,
                ...(token ? bearer(token) : {}),
                ...(body.raw === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(body.raw === undefined ? {} : { payload: body.raw }),
            });
            const where = `${method} ${path} (${callerKind}) body=${body.raw?.slice(0, 80)}`;
            if (res.statusCode >= 500) problems.push(`${where}: ${res.statusCode} ${res.body}`);
            if (/\bat .+:\d+:\d+/.test(res.body) || res.body.includes('"stack"')) {
              problems.push(`${where}: stack trace in ${res.body}`);
            }
            const documented = responses[String(res.statusCode)];
            if (!documented) {
              problems.push(`${where}: undocumented status ${res.statusCode}`);
            } else if (!(documented as z.ZodType).safeParse(res.json()).success) {
              problems.push(`${where}: body does not match schema: ${res.body}`);
            }
          },
        ),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
      expect(getPolicy(route)).toBeDefined();
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, 180_000);
});
