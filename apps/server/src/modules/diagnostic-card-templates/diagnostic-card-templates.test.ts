import {
  type DiagnosticTemplateInput,
  type DiagnosticZone,
  formatMessage,
  ROLE,
} from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../../../test/factories.ts';

let t: TestApp;
type Caller = { token: string };
const world = {} as {
  school: { id: number };
  other: { id: number };
  moderator: Caller;
  teacher: Caller;
  diagnostician: Caller;
  author: Caller;
  stranger: Caller;
  categoryId: number;
  foreignCategoryId: number;
};

async function member(workspaceId: number, role: (typeof ROLE)[keyof typeof ROLE]) {
  const user = await createUser(t.db, { assignments: [{ workspaceId, roles: [role] }] });
  return { token: await createToken(t.db, user.id) };
}

beforeAll(async () => {
  t = await buildTestApp();
  world.school = await createWorkspace(t.db);
  world.other = await createWorkspace(t.db);
  world.moderator = await member(world.school.id, ROLE.moderator);
  world.teacher = await member(world.school.id, ROLE.teacher);
  world.diagnostician = await member(world.school.id, ROLE.diagnostician);
  world.author = await member(world.school.id, ROLE.author);
  world.stranger = await member(world.other.id, ROLE.moderator);
  const insertCategory = async (workspaceId: number, name: string) =>
    (
      await t.db.execute<{ id: number }>(
        sql`insert into categories (workspace_id, name) values (${workspaceId}, ${name}) returning id`,
      )
    ).rows[0]!.id;
  world.categoryId = await insertCategory(world.school.id, 'Sounds');
  world.foreignCategoryId = await insertCategory(world.other.id, 'Elsewhere');
});
afterAll(() => t.close());

const call = (
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  lang = 'en',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(caller.token), lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const count = async (table: string) =>
  (await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]
    ?.n;

const scale = (zones: DiagnosticZone[] = []) => ({
  start: { value: 0, label: 'absent' },
  centre: { value: 2, label: 'distorted' },
  end: { value: 4, label: 'correct' },
  step: 1,
  zones,
});

/** A template with all six answer types and a computed block. */
const input = (): DiagnosticTemplateInput => ({
  workspace_id: world.school.id,
  title: 'Speech sound examination',
  description: 'Sounds in syllables and words',
  category_ids: [world.categoryId],
  blocks: [
    {
      key: 'talk',
      kind: 'questions',
      title: 'Conversation',
      questions: [
        { key: 'complaints', text: 'Complaints', type: 'short_answer', is_required: true },
        { key: 'history', text: 'Development history', type: 'large_answer' },
        {
          key: 'hearing',
          text: 'Hearing',
          type: 'one_variant',
          variants: [
            { key: 'normal', label: 'normal', points: 1 },
            { key: 'reduced', label: 'reduced', points: 0 },
          ],
        },
        {
          key: 'breathing',
          text: 'Breathing',
          type: 'many_variants',
          variants: [
            { key: 'shallow', label: 'shallow' },
            { key: 'mouth', label: 'through the mouth' },
          ],
        },
      ],
    },
    {
      key: 'sounds',
      kind: 'questions',
      title: 'Sounds',
      questions: [
        {
          key: 'sound-r',
          text: 'Sound R alone',
          type: 'scale',
          scale: scale([
            { name: 'severe', color: 'red', from: 0, to: 2 },
            { name: 'norm', color: 'green', from: 2, to: 4 },
          ]),
        },
        {
          key: 'positions',
          text: 'Sounds in words',
          type: 'multi_scale_table',
          rows: [
            { key: 'r', label: 'R' },
            { key: 'l', label: 'L' },
          ],
          columns: [
            { key: 'initial', label: 'initial' },
            { key: 'medial', label: 'medial' },
            { key: 'final', label: 'final' },
          ],
          scale: scale(),
        },
      ],
    },
    {
      key: 'score',
      kind: 'computed',
      title: 'Pronunciation',
      formula: 'mean',
      score_type: 'positive',
      sources: [
        { question_key: 'sound-r', weight: 2 },
        { question_key: 'positions', weight: 1 },
      ],
      zones: [
        { name: 'mild', color: 'yellow', from: 0, to: 3 },
        { name: 'norm', color: 'green', from: 3, to: 4 },
      ],
    },
  ],
});

// biome-ignore lint/suspicious/noExplicitAny: tests reach into a payload to break one field at a time
type Editable = DiagnosticTemplateInput & { blocks: Record<string, any>[] };

const base = '/api/diagnostic-card-templates';
const inSchool = () => `workspace_id=${world.school.id}`;

async function createTemplate(payload: DiagnosticTemplateInput = input()) {
  const res = await call(world.moderator, 'POST', base, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('diagnostic card templates', () => {
  it('a moderator designs every answer type; teachers and diagnosticians read it', async () => {
    const created = await createTemplate();
    expect(created).toMatchObject({
      title: 'Speech sound examination',
      version: 1,
      block_count: 3,
      question_count: 6,
      archived_at: null,
      categories: [{ id: world.categoryId, name: 'Sounds' }],
    });
    const types = created.blocks.flatMap((b: { questions?: { type: string }[] }) =>
      (b.questions ?? []).map((q) => q.type),
    );
    expect(types).toEqual([
      'short_answer',
      'large_answer',
      'one_variant',
      'many_variants',
      'scale',
      'multi_scale_table',
    ]);
    // Defaults are filled: not required, no points, a block description.
    expect(created.blocks[0].questions[1]).toMatchObject({ is_required: false });
    expect(created.blocks[0].questions[3].variants[0]).toMatchObject({ points: 0 });
    expect(created.blocks[2]).toMatchObject({ kind: 'computed', formula: 'mean', description: '' });

    for (const reader of [world.teacher, world.diagnostician]) {
      const read = await call(reader, 'GET', `${base}/${created.id}?${inSchool()}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.blocks).toEqual(created.blocks);
      const list = await call(reader, 'GET', `${base}?${inSchool()}&term=sound`);
      expect(list.json().data.map((x: { id: number }) => x.id)).toContain(created.id);
    }
    const byCategory = await call(
      world.teacher,
      'GET',
      `${base}?${inSchool()}&category_id=${world.categoryId}`,
    );
    expect(byCategory.json().data.map((x: { id: number }) => x.id)).toContain(created.id);
  });

  it('only moderators of the project write; other projects do not see it', async () => {
    const created = await createTemplate();
    expect((await call(world.author, 'GET', `${base}?${inSchool()}`)).statusCode).toBe(403);
    for (const caller of [world.teacher, world.diagnostician, world.author]) {
      expect((await call(caller, 'POST', base, input())).statusCode).toBe(403);
      expect((await call(caller, 'PUT', `${base}/${created.id}`, input())).statusCode).toBe(403);
      const archive = await call(caller, 'POST', `${base}/${created.id}/archive`, {
        workspace_id: world.school.id,
      });
      expect(archive.statusCode).toBe(403);
    }
    // A moderator of another project: the school is not theirs, and the id is not in theirs.
    expect((await call(world.stranger, 'GET', `${base}?${inSchool()}`)).statusCode).toBe(404);
    const foreign = `${base}/${created.id}?workspace_id=${world.other.id}`;
    expect((await call(world.stranger, 'GET', foreign)).statusCode).toBe(404);
    const version = `${base}/${created.id}/versions/${created.version_id}?workspace_id=${world.other.id}`;
    expect((await call(world.stranger, 'GET', version)).statusCode).toBe(404);
    const save = await call(world.stranger, 'PUT', `${base}/${created.id}`, {
      ...input(),
      workspace_id: world.other.id,
      category_ids: [],
    });
    expect(save.statusCode).toBe(404);
    for (const action of ['copy', 'archive']) {
      const res = await call(world.stranger, 'POST', `${base}/${created.id}/${action}`, {
        workspace_id: world.other.id,
      });
      expect(res.statusCode).toBe(404);
    }
    const remove = await call(world.stranger, 'DELETE', foreign);
    expect(remove.statusCode).toBe(404);
    expect(
      (await call(world.moderator, 'GET', `${base}/${created.id}?${inSchool()}`)).statusCode,
    ).toBe(200);
  });

  it('answers each rule of spec 5 with its message in the caller’s language, writing nothing', async () => {
    const before = await count('diagnostic_card_template_versions');
    const bad = input() as Editable;
    bad.blocks[0]!.questions[0].text = '';
    bad.blocks[0]!.questions[2].variants[1].label = ' ';
    bad.blocks[1]!.questions[1].rows[0].label = '';
    bad.blocks[1]!.questions[0].scale.zones[0].name = '';
    const res = await call(world.moderator, 'POST', base, bad, 'uk');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Перевірте виділені поля',
    });
    expect(res.json().details.fields).toEqual(
      expect.arrayContaining([
        { path: 'blocks.0.questions.0.text', message: 'Блок заповнено не повністю' },
        {
          path: 'blocks.0.questions.2.variants.1.label',
          message: 'Варіант відповіді не може бути порожнім',
        },
        {
          path: 'blocks.1.questions.1.rows.0.label',
          message: 'Рядок або стовпець таблиці порожній',
        },
        { path: 'blocks.1.questions.0.scale.zones.0.name', message: 'Вкажіть назву фону' },
      ]),
    );

    const few = input() as Editable;
    few.blocks[0]!.questions[2].variants.pop();
    const fewRes = await call(world.moderator, 'POST', base, few, 'ru');
    expect(fewRes.json().details.fields).toEqual([
      { path: 'blocks.0.questions.2.variants', message: 'Добавьте не меньше 2 вариантов ответа' },
    ]);

    const formula = input() as Editable;
    formula.blocks[2]!.sources = [{ question_key: 'complaints' }];
    formula.blocks[1]!.questions[0].scale.centre.value = 7;
    const formulaRes = await call(world.moderator, 'POST', base, formula, 'pl');
    expect(formulaRes.json().details.fields).toEqual(
      expect.arrayContaining([
        {
          path: 'blocks.2.sources.0.question_key',
          message: 'Formuła może liczyć tylko skale, tabele i warianty odpowiedzi tego szablonu',
        },
        {
          path: 'blocks.1.questions.0.scale.centre.value',
          message: 'Znaczniki skali idą po kolei: początek, środek, koniec',
        },
      ]),
    );
    expect(await count('diagnostic_card_template_versions')).toBe(before);
  });

  it('refuses categories of another project', async () => {
    const before = await count('diagnostic_card_templates');
    const res = await call(world.moderator, 'POST', base, {
      ...input(),
      category_ids: [world.categoryId, world.foreignCategoryId],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([{ path: 'category_ids', message: 'Invalid value' }]);
    expect(await count('diagnostic_card_templates')).toBe(before);
  });

  it('reorders blocks and questions by saving them in the new order, as a new version', async () => {
    const created = await createTemplate();
    const reordered = input();
    reordered.blocks.reverse();
    const sounds = reordered.blocks[1];
    if (sounds?.kind !== 'questions') throw new Error('expected the sounds block');
    sounds.questions.reverse();
    const res = await call(world.moderator, 'PUT', `${base}/${created.id}`, {
      ...reordered,
      base_version: 1,
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved.version).toBe(2);
    expect(saved.blocks.map((b: { key: string }) => b.key)).toEqual(['score', 'sounds', 'talk']);
    expect(saved.blocks[1].questions.map((q: { key: string }) => q.key)).toEqual([
      'positions',
      'sound-r',
    ]);
  });

  it('keeps every version as it was: a card’s version stays readable and cannot change', async () => {
    const created = await createTemplate();
    const edited = input();
    edited.title = 'Speech sound examination, revised';
    edited.blocks = edited.blocks.slice(1);
    edited.blocks[1] = {
      ...(edited.blocks[1] as object),
      sources: [{ question_key: 'sound-r' }],
    } as never;
    const save = await call(world.moderator, 'PUT', `${base}/${created.id}`, edited);
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().data).toMatchObject({
      version: 2,
      title: 'Speech sound examination, revised',
    });

    // The first version, as a filled card would refer to it, is unchanged.
    const first = await call(
      world.diagnostician,
      'GET',
      `${base}/${created.id}/versions/${created.version_id}?${inSchool()}`,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      id: created.version_id,
      template_id: created.id,
      number: 1,
      title: 'Speech sound examination',
      blocks: created.blocks,
    });
    const history = await call(
      world.teacher,
      'GET',
      `${base}/${created.id}/versions?${inSchool()}`,
    );
    expect(history.json().data).toMatchObject([
      { number: 2, title: 'Speech sound examination, revised' },
      { id: created.version_id, number: 1, title: 'Speech sound examination' },
    ]);
    const foreignHistory = `${base}/${created.id}/versions?workspace_id=${world.other.id}`;
    expect((await call(world.stranger, 'GET', foreignHistory)).statusCode).toBe(404);
    // A version id of another template is not this template's.
    const other = await createTemplate();
    const mixed = await call(
      world.moderator,
      'GET',
      `${base}/${other.id}/versions/${created.version_id}?${inSchool()}`,
    );
    expect(mixed.statusCode).toBe(404);

    // The database itself refuses to change a saved version.
    await expect(
      t.db.execute(
        sql`update diagnostic_card_template_versions set title = 'x' where id = ${created.version_id}`,
      ),
    ).rejects.toThrow();
  });

  it('a template in use cannot be deleted, only archived; archived ones are read-only', async () => {
    const created = await createTemplate();
    // A filled card made from the version (its own routes are tested with the cards).
    const { rows } = await t.db.execute<{ id: number }>(sql`
      insert into clients (workspace_id, child_name, client_name, language, time_zone)
      values (${world.school.id}, 'Марко', 'Олена', 'uk', 'Europe/Kyiv') returning id`);
    await t.db.execute(sql`
      insert into diagnostic_cards (workspace_id, client_id, template_version_id, client_info,
        diagnostic_date)
      values (${world.school.id}, ${rows[0]!.id}, ${created.version_id},
        '{"child_name": "Марко", "client_name": "Олена"}', '2026-03-02')`);
    const remove = await call(
      world.moderator,
      'DELETE',
      `${base}/${created.id}?${inSchool()}`,
      undefined,
      'en',
    );
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toMatchObject({ code: 'DIAGNOSTIC_TEMPLATE_IN_USE' });

    const archive = await call(world.moderator, 'POST', `${base}/${created.id}/archive`, {
      workspace_id: world.school.id,
    });
    expect(archive.statusCode).toBe(200);
    expect(archive.json().data.archived_at).not.toBeNull();
    const active = await call(world.teacher, 'GET', `${base}?${inSchool()}&pageSize=100`);
    expect(active.json().data.map((x: { id: number }) => x.id)).not.toContain(created.id);
    const archived = await call(world.teacher, 'GET', `${base}?${inSchool()}&status=archived`);
    expect(archived.json().data.map((x: { id: number }) => x.id)).toEqual([created.id]);

    const edit = await call(world.moderator, 'PUT', `${base}/${created.id}`, input(), 'ru');
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({
      code: 'DIAGNOSTIC_TEMPLATE_ARCHIVED',
      message: 'Шаблон в архиве. Восстановите его, чтобы редактировать',
    });
    const restore = await call(world.moderator, 'POST', `${base}/${created.id}/restore`, {
      workspace_id: world.school.id,
    });
    expect(restore.json().data.archived_at).toBeNull();
    expect((await call(world.moderator, 'PUT', `${base}/${created.id}`, input())).statusCode).toBe(
      200,
    );
    await t.db.execute(sql`delete from diagnostic_cards`);
  });

  it('deletes a template no card was made from, with its versions', async () => {
    const created = await createTemplate();
    const remove = await call(world.moderator, 'DELETE', `${base}/${created.id}?${inSchool()}`);
    expect(remove.statusCode).toBe(200);
    expect(
      (await call(world.moderator, 'GET', `${base}/${created.id}?${inSchool()}`)).statusCode,
    ).toBe(404);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from diagnostic_card_template_versions where template_id = ${created.id}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('a second save from an old version is refused, and the newer one kept', async () => {
    const created = await createTemplate();
    const first = await call(world.moderator, 'PUT', `${base}/${created.id}`, {
      ...input(),
      title: 'Saved first',
      base_version: 1,
    });
    expect(first.statusCode).toBe(200);
    const late = await call(
      world.moderator,
      'PUT',
      `${base}/${created.id}`,
      { ...input(), title: 'Saved late', base_version: 1 },
      'uk',
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'DIAGNOSTIC_TEMPLATE_CHANGED',
      details: { version: 2 },
    });
    expect(late.json().message).toContain('Оновіть сторінку');
    const current = await call(world.moderator, 'GET', `${base}/${created.id}?${inSchool()}`);
    expect(current.json().data).toMatchObject({ title: 'Saved first', version: 2 });
  });

  it('copies the current version into a new template titled in the caller’s language', async () => {
    const created = await createTemplate();
    const copy = await call(
      world.moderator,
      'POST',
      `${base}/${created.id}/copy`,
      { workspace_id: world.school.id },
      'uk',
    );
    expect(copy.statusCode).toBe(200);
    const data = copy.json().data;
    expect(data.id).not.toBe(created.id);
    expect(data).toMatchObject({
      title: 'Speech sound examination (копія)',
      version: 1,
      categories: created.categories,
      blocks: created.blocks,
      archived_at: null,
    });
    const long = await call(world.moderator, 'POST', `${base}/${created.id}/copy`, {
      workspace_id: world.school.id,
      title: 'Examination for older children',
    });
    expect(long.json().data.title).toBe('Examination for older children');
    // A title at the limit still fits with its suffix.
    const full = await createTemplate({ ...input(), title: 'Я'.repeat(200) });
    const fullCopy = await call(world.moderator, 'POST', `${base}/${full.id}/copy`, {
      workspace_id: world.school.id,
    });
    expect(fullCopy.statusCode).toBe(200);
    expect(fullCopy.json().data.title).toHaveLength(200);
    // A character outside the basic plane is kept whole or left out, never split.
    const emoji = await createTemplate({ ...input(), title: `${'a'.repeat(192)}🦖🦖🦖` });
    const emojiCopy = await call(world.moderator, 'POST', `${base}/${emoji.id}/copy`, {
      workspace_id: world.school.id,
    });
    expect(emojiCopy.json().data.title).toBe(`${'a'.repeat(192)} (copy)`);
    // The source is untouched.
    const source = await call(world.moderator, 'GET', `${base}/${created.id}?${inSchool()}`);
    expect(source.json().data.version).toBe(1);
  });

  it('answers malformed input with a localized 4xx, never a 500', async () => {
    const polish = (['VALIDATION_FAILED', 'BAD_REQUEST', 'INPUT_NOT_ACCEPTED'] as const).map(
      (code) => formatMessage(code, 'pl'),
    );
    const bodies: unknown[] = [
      { ...input(), blocks: 'many' },
      { ...input(), blocks: [{ kind: 'computed' }] },
      { ...input(), blocks: [{ ...input().blocks[0], kind: 'poem' }] },
      {
        ...input(),
        blocks: [
          {
            ...input().blocks[1],
            questions: [{ type: 'scale', key: 'a', text: 'x', scale: { step: -1 } }],
          },
        ],
      },
      { ...input(), category_ids: [2 ** 40] },
      { ...input(), extra: true },
      { ...input(), blocks: [{ ...input().blocks[0], key: '../../etc' }] },
      { ...input(), base_version: 'x' },
      [],
      null,
    ];
    for (const body of bodies) {
      const res = await call(world.moderator, 'POST', base, body, 'pl');
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(polish).toContain(res.json().message);
    }
    const badId = await call(world.moderator, 'GET', `${base}/abc?${inSchool()}`);
    expect(badId.statusCode).toBe(400);
    const huge = await call(world.moderator, 'GET', `${base}/99999999999?${inSchool()}`);
    expect(huge.statusCode).toBe(400);
  });
});
