import { formatMessage, ROLE } from '@slovo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH } from '../../src/lib/input-limits.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from '../exercise-world.ts';
import { bearer, createAccessWorld, createToken, createUser } from '../factories.ts';
import { buildPng } from '../images.ts';
import { buildMultipart } from '../multipart.ts';
import { listOperations } from '../openapi-inputs.ts';
import { buildDeck } from '../pptx-fixtures.ts';
import { exampleBody, fillUrl, getPolicy, mapRoutesByOperation } from '../route-harness.ts';
import { startWriteLog } from '../write-log.ts';

let t: TestApp;
let w: ExerciseWorld;
let writes: Awaited<ReturnType<typeof startWriteLog>>;
let rootToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  w = await createExerciseWorld(t);
  const root = await createUser(t.db, { isRoot: true });
  rootToken = await createToken(t.db, root.id);
  writes = await startWriteLog(t.db);
});
afterAll(() => t.close());

/** Sends `text` as the JSON body exactly as written (escapes like \u0000 stay escapes). */
const sendJson = (method: 'POST' | 'PUT', url: string, token: string | null, text: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json', lang: 'uk' },
    payload: text,
  });

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), lang: 'pl' } });

/** A student's fields as JSON text, `child_name` given as JSON source (so escapes survive). */
const studentJson = (childNameSource: string) =>
  `{"workspace_id":${w.workspace.id},"child_name":${childNameSource},"client_name":"Iryna Bondar",` +
  '"contact_email":"iryna@example.com","birth_date":"2020-02-29","gender":"girl",' +
  '"language":"uk","time_zone":"Europe/Kyiv","qualifications":[],"interest_ids":[]}';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

function expectRefused(
  response: {
    statusCode: number;
    json: () => { code: string; message: string; details?: { fields?: { path: string }[] } };
  },
  lang: 'uk' | 'pl' | 'en',
  path?: string,
) {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body.code).toBe('INPUT_NOT_ACCEPTED');
  expect(body.message).toBe(formatMessage('INPUT_NOT_ACCEPTED', lang));
  if (path) expect(body.details?.fields?.map((f) => f.path)).toEqual([path]);
}

/**
 * Calls every route of the API document once per input (path parameter, query parameter, top-level
 * body field) with the value put in that input, as a caller the route lets in (so the answer is
 * about the input, not the access), the other inputs as the documented example has them.
 */
async function callEveryInputWith(value: { text: string; json: unknown }) {
  const world = await createAccessWorld(t.db);
  const workspaceId = world.workspaceA.id;
  const routes = mapRoutesByOperation(t.routes);
  const answers: { where: string; response: Awaited<ReturnType<typeof t.app.inject>> }[] = [];
  for (const operation of listOperations(t.app.swagger())) {
    const { route, url } = routes.get(`${operation.method} ${operation.path}`)!;
    const policy = getPolicy(route);
    const role =
      policy?.kind !== 'roles'
        ? ROLE.teacher
        : policy.roles.includes(ROLE.root)
          ? ROLE.root
          : policy.roles[0]!;
    const userId = role === ROLE.root ? world.root.id : world.members.get(role)!;
    const token = policy?.kind === 'public' ? null : await createToken(t.db, userId);
    const perspective = role === ROLE.moderator ? ROLE.moderator : ROLE.author;
    const body = JSON.parse(exampleBody(route, { workspace_id: workspaceId })) as object;
    // Inputs that name the workspace are read by the access check first (a bad one is a 404).
    const inputs = [
      ...operation.params.filter((p) => !/^workspace_?id$/i.test(p.name)),
      ...Object.keys(operation.body?.properties ?? {})
        .filter((name) => name !== 'workspace_id')
        .map((name) => ({ name, in: 'body' as const })),
    ];
    for (const input of inputs) {
      const text = encodeURIComponent(value.text);
      const path = input.in === 'path' ? url.replace(`:${input.name}`, text) : url;
      const query = input.in === 'query' ? `&${input.name}=${text}` : '';
      const response = await t.app.inject({
        method: operation.method as 'GET',
        url: `${fillUrl(path, workspaceId, perspective)}${query}`,
        headers: { ...(token ? bearer(token) : {}), lang: 'en' },
        ...(operation.body
          ? { payload: input.in === 'body' ? { ...body, [input.name]: value.json } : body }
          : {}),
      });
      answers.push({
        where: `${operation.method} ${operation.path} ${input.in} ${input.name}`,
        response,
      });
    }
  }
  return answers;
}

describe('bad input', () => {
  it('a NUL in a text field is refused with a localized 400 and nothing is saved', async () => {
    await writes.take();
    const response = await sendJson(
      'POST',
      '/api/clients',
      w.teacher.token,
      studentJson('"ab\\u0000cd"'),
    );
    expectRefused(response, 'uk', 'child_name');
    expect(await writes.take()).toEqual([]);
  });

  it('a NUL in a search term is refused', async () => {
    const searches = [
      { url: `/api/exercises?workspace_id=${w.workspace.id}&role_id=3&term=ab%00cd`, as: w.author },
      { url: `/api/clients?workspace_id=${w.workspace.id}&term=ab%00cd`, as: w.teacher },
    ];
    for (const { url, as } of searches) {
      expectRefused(await get(url, as.token), 'pl', 'querystring.term');
    }
  });

  it('a NUL in a path parameter is refused', async () => {
    expectRefused(await get('/api/play-lesson/ab%00cd', w.teacher.token), 'pl', 'params.token');
  });

  it('a NUL in a sign-in e-mail is refused and counts no failed sign-in', async () => {
    await writes.take();
    const response = await sendJson(
      'POST',
      '/api/login',
      null,
      '{"email":"a\\u0000b@example.com","password":"secret-password"}',
    );
    expectRefused(response, 'uk', 'email');
    expect(await writes.take()).toEqual([]);
  });

  it('a NUL in a stored JSON value or in one of its keys is refused and nothing is stored', async () => {
    await writes.take();
    for (const text of ['{"theme":"da\\u0000rk"}', '{"th\\u0000eme":"dark"}']) {
      expectRefused(
        await sendJson('POST', '/api/storage/app_settings', w.teacher.token, text),
        'uk',
      );
    }
    expect(await writes.take()).toEqual([]);
  });

  it('half of a surrogate pair is refused, not stored as a replacement character', async () => {
    await writes.take();
    expectRefused(
      await sendJson('POST', '/api/clients', w.teacher.token, studentJson('"ab\\ud800cd"')),
      'uk',
      'child_name',
    );
    expectRefused(
      await sendJson('POST', '/api/storage/app_settings', w.teacher.token, '{"theme":"\\udc00"}'),
      'uk',
      'theme',
    );
    expect(await writes.take()).toEqual([]);
  });

  it('JSON nested 5,000 levels deep is refused with a 400, signed in or not', async () => {
    await writes.take();
    const deep = nested(5000);
    expectRefused(
      await sendJson('POST', '/api/storage/app_settings', w.teacher.token, `{"theme":${deep}}`),
      'uk',
    );
    expectRefused(await sendJson('POST', '/api/clients', w.teacher.token, studentJson(deep)), 'uk');
    expectRefused(await sendJson('POST', '/api/login', null, deep), 'uk');
    expect(await writes.take()).toEqual([]);
  });

  it('accepts nesting up to the limit and whole surrogate pairs', async () => {
    // The body object itself is the first level.
    const atLimit = `{"theme":${nested(MAX_INPUT_DEPTH - 1)}}`;
    const stored = await sendJson('POST', '/api/storage/app_settings', w.teacher.token, atLimit);
    expect(stored.statusCode).toBe(200);
    const overLimit = `{"theme":${nested(MAX_INPUT_DEPTH)}}`;
    expectRefused(
      await sendJson('POST', '/api/storage/app_settings', w.teacher.token, overLimit),
      'uk',
    );

    const student = await sendJson(
      'POST',
      '/api/clients',
      w.teacher.token,
      studentJson('"Sofia 🦖"'),
    );
    expect(student.statusCode).toBe(200);
    expect(student.json().data.child_name).toBe('Sofia 🦖');
  });

  it('a NUL in a multipart field or file name is refused and no file is kept', async () => {
    await writes.take();
    const asset = buildMultipart(
      { type: 'character', name: 'Ro\u0000bot' },
      { name: 'robot.png', type: 'image/png', data: await buildPng('#3366ff', 20, 40) },
    );
    const refusedAsset = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      headers: { ...bearer(rootToken), ...asset.headers, lang: 'en' },
      payload: asset.payload,
    });
    expectRefused(refusedAsset, 'en', 'name');

    const deck = buildMultipart(
      { workspace_id: w.workspace.id, kind: 'presentation' },
      { name: 'de\u0000ck.pptx', type: 'application/octet-stream', data: await buildDeck() },
    );
    const refusedDeck = await t.app.inject({
      method: 'POST',
      url: '/api/exercises/files',
      headers: { ...bearer(w.author.token), ...deck.headers, lang: 'en' },
      payload: deck.payload,
    });
    expectRefused(refusedDeck, 'en', 'filename');

    const avatar = buildMultipart(
      {},
      { name: 'me\u0000.png', type: 'image/png', data: await buildPng('#3366ff', 20, 20) },
    );
    const refusedAvatar = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile/avatar',
      headers: { ...bearer(w.teacher.token), ...avatar.headers, lang: 'en' },
      payload: avatar.payload,
    });
    expectRefused(refusedAvatar, 'en', 'filename');
    expect(await writes.take()).toEqual([]);
  });

  it('a URL the router cannot decode, or with an overlong parameter, is a localized 400', async () => {
    for (const url of ['/api/storage/%zz', `/api/clients/${'1'.repeat(150)}`]) {
      const response = await get(url, w.teacher.token);
      expect(response.statusCode).toBe(400);
      // Answered before any hook runs, yet with the same headers as every other answer.
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.json()).toEqual({
        code: 'BAD_REQUEST',
        message: formatMessage('BAD_REQUEST', 'pl'),
      });
    }
  });

  it('a date outside the years the app keeps (0000, which PostgreSQL cannot read) is a validation error and saves nothing', async () => {
    await writes.take();
    const period = `workspace_id=${w.workspace.id}&start_date=0000-01-01&end_date=2026-01-31`;
    const reads = [
      { url: `/api/users/track/lesson-statistic?${period}`, as: w.teacher },
      { url: `/api/lessons/get-remote-range-lessons?${period}`, as: w.teacher },
      { url: `/api/exercises/stats?${period}`, as: w.moderator },
    ];
    for (const { url, as } of reads) {
      const response = await get(url, as.token);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().details.fields).toEqual([
        { path: 'querystring.start_date', message: 'Rok musi być od 1900 do 2199' },
      ]);
    }
    const student = await sendJson(
      'POST',
      '/api/clients',
      w.teacher.token,
      studentJson('"Sofia"').replace('2020-02-29', '0000-01-01'),
    );
    expect(student.statusCode).toBe(400);
    expect(student.json().details.fields.map((f: { path: string }) => f.path)).toEqual([
      'birth_date',
    ]);
    const lesson = await sendJson(
      'PUT',
      '/api/lesson/1',
      w.teacher.token,
      `{"workspace_id":${w.workspace.id},"scheduled_at":"0000-01-01T10:00:00Z","items":[]}`,
    );
    expect(lesson.statusCode).toBe(400);
    expect(lesson.json().details.fields[0].path).toBe('scheduled_at');
    expect(await writes.take()).toEqual([]);
  });

  it('every route of the API document refuses a NUL in each of its inputs with INPUT_NOT_ACCEPTED', async () => {
    const answers = await callEveryInputWith({ text: 'ab\u0000cd', json: 'ab\u0000cd' });
    expect(answers.length).toBeGreaterThan(200);
    const unexpected = answers.filter(
      ({ response }) =>
        response.statusCode !== 400 || response.json().code !== 'INPUT_NOT_ACCEPTED',
    );
    expect(
      unexpected.map(({ where, response }) => `${where}: ${response.body.slice(0, 120)}`),
    ).toEqual([]);
  });

  it('every input of every route answers extreme numbers and dates without a server error', async () => {
    const values = [
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53 + 2,
      1e308,
      1.5,
      '0000-01-01',
      '9'.repeat(400),
    ];
    for (const value of values) {
      const answers = await callEveryInputWith({ text: String(value), json: value });
      const failed = answers.filter(({ response }) => response.statusCode >= 500);
      expect(
        failed.map(({ where, response }) => `${where} = ${value}: ${response.body.slice(0, 120)}`),
      ).toEqual([]);
    }
    // Every input of every route, seven times: it grows with the API.
  }, 120_000);

  it('an unknown path is still answered 404 whatever its body holds', async () => {
    const response = await sendJson('POST', '/api/no-such-route', null, nested(5000));
    expect(response.statusCode).toBe(404);
  });
});
