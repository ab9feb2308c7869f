import fs from 'node:fs/promises';
import path from 'node:path';
import { AssetUploadFieldsSchema, ROLE, UploadFieldsSchema } from '@slovo/contracts';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { bearer, createAccessWorld, createToken } from './factories.ts';
import { buildPng } from './images.ts';
import { buildMultipart } from './multipart.ts';
import {
  adversarialValue,
  bodyValue,
  encodeUrlPart,
  fieldValue,
  type Ids,
  isUnstorableText,
  type JsonSchema,
  listOperations,
  mustRefuseJson,
  mustRefuseUrlPart,
  type Operation,
  pathValue,
  plausibleValue,
  serializeJson,
  textOf,
  unstorableValue,
} from './openapi-inputs.ts';
import { buildDeck } from './pptx-fixtures.ts';
import { getPolicy, mapRoutesByOperation } from './route-harness.ts';
import { startWriteLog, type Write } from './write-log.ts';

/**
 * Calls every operation of the OpenAPI document as every kind of caller (anonymous, root, each
 * workspace role, a member of another workspace) with plausible and adversarial path, query and
 * body values (fixed seeds, so a failure reproduces), and checks the promises every answer keeps:
 * - no 5xx, no stack trace, no database or framework detail in a failure;
 * - a documented status, and a body that matches the documented schema for it;
 * - a failure writes nothing: no row of any table (triggers log every write) and no file;
 * - input the server must refuse (a NUL or lone surrogate anywhere, nesting deeper than the
 *   limit) never succeeds. Successful answers to acceptable input may write: that is their job.
 */
const SEED = 20261124;
const RUNS_PER_CALLER = 3;

const MEMBERS = ['manager', 'moderator', 'author', 'teacher', 'diagnostician'] as const;
const CALLERS = ['anonymous', 'root', ...MEMBERS, 'stranger'] as const;
type Caller = (typeof CALLERS)[number];

/** Tables whose rows the callers stand on: a success that changes or removes one starts a new world. */
const WORLD_TABLES = new Set(['sessions', 'users', 'assignments', 'workspaces']);

/** Detail of a failure that must stay on the server. */
const INTERNAL_DETAIL =
  /\bat .+:\d+:\d+|"stack"|node_modules|postgres|violates|syntax error|relation "|duplicate key|ZodError|FST_/i;

let t: TestApp;
let writes: Awaited<ReturnType<typeof startWriteLog>>;
let files: { png: Buffer; deck: Buffer };
let world: { ids: Ids; tokens: Map<Caller, string | null> };

async function createWorld() {
  const access = await createAccessWorld(t.db);
  const tokens = new Map<Caller, string | null>([['anonymous', null]]);
  tokens.set('root', await createToken(t.db, access.root.id));
  tokens.set('stranger', await createToken(t.db, access.stranger.id));
  for (const role of MEMBERS) {
    tokens.set(role, await createToken(t.db, access.members.get(ROLE[role])!));
  }
  const users = [access.root.id, access.stranger.id, ...access.members.values()];
  return {
    ids: { workspaces: [access.workspaceA.id, access.workspaceB.id], users },
    tokens,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  world = await createWorld();
  files = { png: await buildPng('#3366ff', 20, 40), deck: await buildDeck() };
  writes = await startWriteLog(t.db);
});
afterAll(() => t.close());

/** Every file the app keeps (uploads, avatars, assets, the mail outbox); names are unique. */
async function listDataFiles(): Promise<string> {
  const entries = await fs.readdir(path.dirname(t.config.filesDir), {
    recursive: true,
    withFileTypes: true,
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .join('\n');
}

/**
 * Writes a failed call may make by design: a session's last-use time, and the throttle's count
 * of sign-in attempts, reset link requests, trial-lesson holds and wrong links (hashed keys and
 * numbers only), on those routes alone.
 */
const THROTTLED_URLS = new Set(['/api/login', '/api/password-reset', '/api/appointment']);

function isBookkeeping(write: Write, route: RouteOptions) {
  if (write.table === 'sessions' && write.op === 'UPDATE') {
    return write.changed?.every((column) => column === 'last_used_at') ?? false;
  }
  const isThrottled = THROTTLED_URLS.has(route.url) || route.config?.isLinkLookup === true;
  return write.table === 'throttle_counters' && isThrottled;
}

const MULTIPART_FIELDS: Record<string, JsonSchema> = {
  ...(z.toJSONSchema(UploadFieldsSchema) as JsonSchema).properties,
  ...(z.toJSONSchema(AssetUploadFieldsSchema) as JsonSchema).properties,
};

type Generated = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  multipart: { fields: Record<string, unknown>; filename: unknown; file: 'png' | 'deck' | 'bytes' };
  lang: string;
  envId: string;
};

const header = fc.oneof(
  fc.constantFrom('uk', 'ru', 'en', 'pl', 'de', '', 'uk-UA,uk;q=0.9'),
  fc.string({ maxLength: 20 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
);
const fileKind = fc.constantFrom('png' as const, 'deck' as const, 'bytes' as const);

/** Any field plausible or adversarial, extra query fields, odd bodies, odd headers. */
function mixedRequest(operation: Operation, isMultipart: boolean, ids: Ids) {
  const params = operation.params.filter((p) => p.in === 'path');
  const query = operation.params.filter((p) => p.in === 'query');
  return fc.record<Generated>({
    params: fc.record(
      Object.fromEntries(params.map((p) => [p.name, pathValue(p.schema, p.name, ids)])),
    ),
    query: fc
      .tuple(
        fc.record(
          Object.fromEntries(
            query.map((p) => [
              p.name,
              fc.option(fieldValue(p.schema, p.name, ids), {
                nil: undefined,
                freq: p.required ? 10 : 2,
              }),
            ]),
          ),
        ),
        fc.option(fc.tuple(fc.string({ maxLength: 12 }), adversarialValue), { freq: 5 }),
      )
      .map(([values, extra]) => (extra ? { ...values, [extra[0]]: extra[1] } : values)),
    body: operation.body ? bodyValue(operation.body, ids) : fc.constant(undefined),
    multipart: isMultipart
      ? fc.record({
          fields: fc.record(
            Object.fromEntries(
              Object.entries(MULTIPART_FIELDS).map(([name, schema]) => [
                name,
                fieldValue(schema, name, ids),
              ]),
            ),
            { requiredKeys: [] },
          ),
          filename: fc.oneof(fc.constantFrom('deck.pptx', 'picture.png'), adversarialValue),
          file: fileKind,
        })
      : fc.constant({ fields: {}, filename: '', file: 'bytes' as const }),
    lang: header,
    envId: fc.oneof(fc.constantFrom(...ids.workspaces.map(String)), header),
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && value.constructor === Object;

/**
 * A request that could pass validation with exactly one field spoiled (mostly with text or
 * nesting the server must refuse), so bad values reach the services and queries behind it.
 */
function oneBadField(operation: Operation, isMultipart: boolean, ids: Ids) {
  const params = operation.params.filter((p) => p.in === 'path');
  const query = operation.params.filter((p) => p.in === 'query');
  const plausible = fc.record<Generated>({
    params: fc.record(
      Object.fromEntries(params.map((p) => [p.name, plausibleValue(p.schema, p.name, ids)])),
    ),
    query: fc.record(
      Object.fromEntries(
        query.map((p) => [
          p.name,
          fc.option(plausibleValue(p.schema, p.name, ids), {
            nil: undefined,
            freq: p.required ? 1000 : 2,
          }),
        ]),
      ),
    ),
    body: operation.body ? plausibleValue(operation.body, '', ids) : fc.constant(undefined),
    multipart: fc.record({
      fields: fc.record(
        Object.fromEntries(
          Object.entries(MULTIPART_FIELDS).map(([name, schema]) => [
            name,
            plausibleValue(schema, name, ids),
          ]),
        ),
      ),
      filename: fc.constantFrom('deck.pptx', 'picture.png'),
      file: fileKind,
    }),
    lang: fc.constantFrom('uk', 'ru', 'en', 'pl'),
    envId: fc.constantFrom(...ids.workspaces.map(String)),
  });
  const bad = fc.oneof(
    { weight: 3, arbitrary: unstorableValue },
    { weight: 2, arbitrary: adversarialValue },
  );
  return fc.tuple(plausible, fc.nat(), bad).map(([original, pick, value]) => {
    // A copy: generated values are not changed in place.
    const generated: Generated = {
      ...original,
      params: { ...original.params },
      query: { ...original.query },
      body: isPlainObject(original.body) ? { ...original.body } : original.body,
      multipart: { ...original.multipart, fields: { ...original.multipart.fields } },
    };
    const isObjectBody =
      typeof generated.body === 'object' &&
      generated.body !== null &&
      !Array.isArray(generated.body);
    const slots: ((v: unknown) => void)[] = [
      ...params.map((p) => (v: unknown) => {
        generated.params[p.name] = v;
      }),
      ...query.map((p) => (v: unknown) => {
        generated.query[p.name] = v;
      }),
      // A body of free keys (stored JSON) gets a key of its own.
      ...Object.keys(isObjectBody ? (operation.body?.properties ?? { note: {} }) : {}).map(
        (key) => (v: unknown) => {
          (generated.body as Record<string, unknown>)[key] = v;
        },
      ),
      ...(isMultipart
        ? [
            ...Object.keys(MULTIPART_FIELDS).map((key) => (v: unknown) => {
              generated.multipart.fields[key] = v;
            }),
            (v: unknown) => {
              generated.multipart.filename = v;
            },
          ]
        : []),
    ];
    const spoil =
      slots[pick % Math.max(slots.length, 1)] ??
      ((v: unknown) => {
        generated.query.extra = v;
      });
    spoil(value);
    return generated;
  });
}

function requestArbitrary(operation: Operation, isMultipart: boolean, ids: Ids) {
  return fc.oneof(
    { weight: 2, arbitrary: oneBadField(operation, isMultipart, ids) },
    { weight: 1, arbitrary: mixedRequest(operation, isMultipart, ids) },
  );
}

/** The request to send, and whether the server must refuse it whoever asks. */
function buildRequest(operation: Operation, isMultipart: boolean, generated: Generated) {
  let mustRefuse = false;
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const part = encodeUrlPart(generated.params[name]);
    mustRefuse ||= mustRefuseUrlPart(part);
    return part;
  });
  const query = Object.entries(generated.query)
    .filter(([, value]) => value !== undefined)
    .flatMap(([key, value]) => (Array.isArray(value) ? value.map((v) => [key, v]) : [[key, value]]))
    .map(([key, value]) => {
      const part = `${encodeUrlPart(key)}=${encodeUrlPart(value)}`;
      mustRefuse ||= mustRefuseUrlPart(part);
      return part;
    })
    .join('&');
  const fullUrl = query ? `${url}?${query}` : url;
  if (isMultipart) {
    const { fields, filename, file } = generated.multipart;
    const texts = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, Buffer.from(textOf(value)).toString()]),
    );
    const name = Buffer.from(textOf(filename)).toString();
    mustRefuse ||= [...Object.values(texts), name].some(isUnstorableText);
    const data = file === 'png' ? files.png : file === 'deck' ? files.deck : Buffer.from('bytes');
    const body = buildMultipart(texts, { name, type: 'application/octet-stream', data });
    return { url: fullUrl, mustRefuse, payload: body.payload, headers: body.headers };
  }
  if (generated.body === undefined) return { url: fullUrl, mustRefuse, headers: {} };
  mustRefuse ||= mustRefuseJson(generated.body);
  return {
    url: fullUrl,
    mustRefuse,
    payload: serializeJson(generated.body),
    headers: { 'content-type': 'application/json' },
  };
}

describe('input fuzzing', () => {
  it('no operation answers any caller with a 5xx, a leak, an undocumented shape or a write on failure', async () => {
    const routes = mapRoutesByOperation(t.routes);
    const operations = listOperations(t.app.swagger());
    // The document is the whole API: every route is in it and fuzzed.
    expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual(
      [...routes.keys()].sort(),
    );

    const problems: string[] = [];
    let dataFiles = await listDataFiles();
    await writes.take();
    for (const [index, operation] of operations.entries()) {
      const { route } = routes.get(`${operation.method} ${operation.path}`)!;
      expect(getPolicy(route)).toBeDefined();
      const schema = route.schema as { consumes?: string[]; response?: Record<string, unknown> };
      const isMultipart = schema.consumes?.includes('multipart/form-data') ?? false;
      const responses = schema.response ?? {};
      const name = `${operation.method} ${operation.path}`;
      for (const [callerIndex, caller] of CALLERS.entries()) {
        await fc.assert(
          fc.asyncProperty(
            requestArbitrary(operation, isMultipart, world.ids),
            async (generated) => {
              const request = buildRequest(operation, isMultipart, generated);
              const token = world.tokens.get(caller);
              const res = await t.app.inject({
                method: operation.method as 'GET',
                url: request.url,
                headers: {
                  lang: generated.lang,
                  'x-env-id': generated.envId,
                  ...(token ? bearer(token) : {}),
                  ...request.headers,
                },
                ...(request.payload === undefined ? {} : { payload: request.payload }),
              });
              const status = res.statusCode;
              const where = `${name} as ${caller}: ${status} for ${request.url.slice(0, 120)} ${String(request.payload ?? '').slice(0, 120)}`;
              const isSuccess = status >= 200 && status < 300;
              if (status >= 500) problems.push(`${where}: ${res.body.slice(0, 200)}`);
              if (/\bat .+:\d+:\d+/.test(res.body) || res.body.includes('"stack"')) {
                problems.push(`${where}: stack trace in ${res.body.slice(0, 200)}`);
              }
              if (!isSuccess && INTERNAL_DETAIL.test(res.body)) {
                problems.push(`${where}: internal detail in ${res.body.slice(0, 200)}`);
              }
              if (request.mustRefuse && isSuccess)
                problems.push(`${where}: unstorable input accepted`);
              // Files and CSV answer in their own type; every other answer is documented JSON.
              const documented = responses[String(status)] as z.ZodType | undefined;
              const isJson = String(res.headers['content-type']).startsWith('application/json');
              if (!isJson) {
                if (status >= 400) problems.push(`${where}: a failure that is not JSON`);
              } else if (!documented) {
                problems.push(`${where}: undocumented status`);
              } else if (!documented.safeParse(res.json()).success) {
                problems.push(`${where}: body does not match schema: ${res.body.slice(0, 200)}`);
              }

              const written = await writes.take();
              const nowFiles = await listDataFiles();
              if (!isSuccess) {
                const unexpected = written.filter((w) => !isBookkeeping(w, route));
                if (unexpected.length > 0) {
                  problems.push(`${where}: wrote ${JSON.stringify(unexpected.slice(0, 3))}`);
                }
                if (nowFiles !== dataFiles) problems.push(`${where}: wrote files`);
              }
              dataFiles = nowFiles;
              // A success may have signed a caller out, taken a role or archived a place: start over.
              const changedWorld = written.some(
                (w) => WORLD_TABLES.has(w.table) && w.op !== 'INSERT' && !isBookkeeping(w, route),
              );
              if (isSuccess && changedWorld) {
                world = await createWorld();
                await writes.take();
              }
            },
          ),
          { seed: SEED + index * CALLERS.length + callerIndex, numRuns: RUNS_PER_CALLER },
        );
      }
    }
    expect(problems.slice(0, 30)).toEqual([]);
  }, 180_000);
});
