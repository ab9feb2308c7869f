import { formatMessage, ROLE, type RoleId } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../../../test/factories.ts';

let t: TestApp;
type Caller = { id: number; token: string };
const world = {} as {
  school: { id: number };
  other: { id: number };
  moderator: Caller;
  teacher: Caller;
  diagnostician: Caller;
  author: Caller;
  manager: Caller;
  otherModerator: Caller;
  studentId: number;
  templateId: number;
};

async function member(workspaceId: number, roles: RoleId[]) {
  const user = await createUser(t.db, { assignments: [{ workspaceId, roles }] });
  return { id: user.id, token: await createToken(t.db, user.id) };
}

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

/** A document as the editor writes it: a heading, a bold word, a link and a list. */
const richText = (words = 'Tongue up') => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Every day' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: words, marks: [{ type: 'bold' }] },
        { type: 'text', text: ' — see ' },
        {
          type: 'text',
          text: 'the video',
          marks: [
            {
              type: 'link',
              attrs: {
                href: 'https://example.org/video',
                target: '_blank',
                rel: 'noopener noreferrer nofollow',
                class: null,
                title: null,
              },
            },
          ],
        },
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 1, type: null },
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Smile' }] }],
        },
      ],
    },
  ],
});

const complex = (name: string, workspaceId = world.school.id) => ({
  workspace_id: workspaceId,
  name,
  content: richText(),
});

async function createComplex(name: string) {
  const res = await call(world.moderator, 'POST', '/api/exercise-complexes', complex(name));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string };
}

async function createProgram(name: string, complexIds: number[] = []) {
  const res = await call(world.moderator, 'POST', '/api/recommended-programs', {
    workspace_id: world.school.id,
    name,
    content: richText(),
    complex_ids: complexIds,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string };
}

async function count(table: 'exercise_complexes' | 'recommended_programs') {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return rows[0]!.n;
}

/** A card of the student, started by their diagnostician. */
async function startCard() {
  const res = await call(world.diagnostician, 'POST', '/api/clients/diagnostic-cards', {
    workspace_id: world.school.id,
    client_id: world.studentId,
    template_id: world.templateId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; revision: number; client_info: unknown };
}

const saveCard = (
  card: { id: number; revision: number; client_info: unknown },
  fields: Record<string, unknown>,
) =>
  call(world.diagnostician, 'PUT', `/api/clients/diagnostic-cards/${card.id}`, {
    workspace_id: world.school.id,
    revision: card.revision,
    client_info: card.client_info,
    diagnostic_date: '2026-03-02',
    answers: {},
    recommended_program: 'Twice a week',
    parent_request: '',
    ...fields,
  });

beforeAll(async () => {
  t = await buildTestApp();
  world.school = await createWorkspace(t.db);
  world.other = await createWorkspace(t.db);
  world.moderator = await member(world.school.id, [ROLE.moderator]);
  world.teacher = await member(world.school.id, [ROLE.teacher]);
  world.diagnostician = await member(world.school.id, [ROLE.diagnostician]);
  world.author = await member(world.school.id, [ROLE.author]);
  world.manager = await member(world.school.id, [ROLE.manager]);
  world.otherModerator = await member(world.other.id, [ROLE.moderator]);
  const { rows } = await t.db.execute<{ id: number }>(sql`
    insert into clients (workspace_id, child_name, client_name, language, time_zone, birth_date,
      teacher_id, diagnostician_id)
    values (${world.school.id}, 'Марко', 'Олена', 'uk', 'Europe/Kyiv', '2019-05-14',
      ${world.teacher.id}, ${world.diagnostician.id})
    returning id`);
  world.studentId = rows[0]!.id;
  const template = await call(world.moderator, 'POST', '/api/diagnostic-card-templates', {
    workspace_id: world.school.id,
    title: 'Sounds',
    description: 'Speech sounds',
    blocks: [
      {
        key: 'talk',
        kind: 'questions',
        title: 'Conversation',
        questions: [{ key: 'complaints', text: 'Complaints', type: 'short_answer' }],
      },
    ],
  });
  expect(template.statusCode, template.body).toBe(200);
  world.templateId = template.json().data.id;
});

afterAll(async () => {
  await t.close();
});

describe('exercise complexes', () => {
  it('are created, read, searched, renamed and deleted by the moderator', async () => {
    const created = await createComplex('Breathing drills');
    const read = await call(
      world.moderator,
      'GET',
      `/api/exercise-complexes/${created.id}?workspace_id=${world.school.id}`,
    );
    expect(read.json().data).toMatchObject({
      name: 'Breathing drills',
      program_count: 0,
      content: richText(),
    });

    await createComplex('Lip gymnastics');
    const found = await call(
      world.teacher,
      'GET',
      `/api/exercise-complexes?workspace_id=${world.school.id}&term=BREATH`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((c: { name: string }) => c.name)).toEqual(['Breathing drills']);
    expect(found.json().meta).toEqual({ total: 1, page: 1, pageSize: 20 });

    const renamed = await call(world.moderator, 'PUT', `/api/exercise-complexes/${created.id}`, {
      ...complex('Breathing, daily'),
      content: richText('Blow a feather'),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe('Breathing, daily');

    const removed = await call(
      world.moderator,
      'DELETE',
      `/api/exercise-complexes/${created.id}?workspace_id=${world.school.id}`,
    );
    expect(removed.json()).toEqual({ data: { ok: true } });
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', complex('Breathing again')],
    ] as const) {
      const gone = await call(
        world.moderator,
        method,
        `/api/exercise-complexes/${created.id}?workspace_id=${world.school.id}`,
        payload,
        'uk',
      );
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({
        code: 'EXERCISE_COMPLEX_NOT_FOUND',
        message: formatMessage('EXERCISE_COMPLEX_NOT_FOUND', 'uk'),
      });
      expect(gone.json().message).toContain('Оновіть сторінку');
    }
  });

  it('keep names unique in a project in any case, and not across projects', async () => {
    await createComplex('Tongue twisters');
    const before = await count('exercise_complexes');
    const taken = await call(
      world.moderator,
      'POST',
      '/api/exercise-complexes',
      complex('  TONGUE twisters '),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'EXERCISE_COMPLEX_TAKEN',
      details: { fields: [{ path: 'name' }] },
    });
    expect(await count('exercise_complexes')).toBe(before);

    const elsewhere = await call(
      world.otherModerator,
      'POST',
      '/api/exercise-complexes',
      complex('Tongue twisters', world.other.id),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('refuse a name out of bounds and content outside the allow-list, with the field', async () => {
    const before = await count('exercise_complexes');
    const cases: [unknown, string, string][] = [
      [complex('A'), 'name', 'The name must have 2 to 200 characters'],
      [complex('x'.repeat(201)), 'name', 'The name must have 2 to 200 characters'],
      [
        { ...complex('Empty'), content: { type: 'doc', content: [{ type: 'paragraph' }] } },
        'content',
        'Required field',
      ],
      [
        {
          ...complex('Scripted'),
          content: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [
                  {
                    type: 'text',
                    text: 'click',
                    marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                  },
                ],
              },
            ],
          },
        },
        'content.content.0.content.0.marks.0.attrs.href',
        'A link must start with http://, https:// or mailto:',
      ],
      [
        {
          ...complex('Pictured'),
          content: {
            type: 'doc',
            content: [{ type: 'image', attrs: { src: 'https://x.org/a.png' } }],
          },
        },
        'content.content.0.type',
        'The text contains formatting that is not supported',
      ],
      [
        {
          ...complex('Styled'),
          content: {
            type: 'doc',
            content: [{ type: 'paragraph', attrs: { style: 'color:red' }, content: [] }],
          },
        },
        'content.content.0.attrs.style',
        'Unknown field',
      ],
    ];
    for (const [payload, path, message] of cases) {
      const res = await call(world.moderator, 'POST', '/api/exercise-complexes', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details.fields, JSON.stringify(payload)).toContainEqual(
        expect.objectContaining({ path: expect.stringContaining(path.split('.')[0]!) }),
      );
      const fields = res.json().details.fields as { path: string; message: string }[];
      expect(
        fields.some((f) => f.path === path && f.message.startsWith(message.slice(0, 12))),
        res.body,
      ).toBe(true);
    }
    expect(await count('exercise_complexes')).toBe(before);
  });

  it('refuse nesting deeper than the limit', async () => {
    let block: unknown = { type: 'paragraph', content: [{ type: 'text', text: 'deep' }] };
    for (let i = 0; i < 14; i += 1) {
      block = { type: 'blockquote', content: [block] };
    }
    const res = await call(world.moderator, 'POST', '/api/exercise-complexes', {
      ...complex('Deep'),
      content: { type: 'doc', content: [block] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0]).toMatchObject({ path: 'content' });
  });
});

describe('recommended programs', () => {
  it('list complexes in order, and a complex a program lists is not deleted', async () => {
    const first = await createComplex('Warm-up');
    const second = await createComplex('Sound R');
    const program = await createProgram('R in six weeks', [second.id, first.id]);
    const read = await call(
      world.diagnostician,
      'GET',
      `/api/recommended-programs/${program.id}?workspace_id=${world.school.id}`,
    );
    expect(read.json().data).toMatchObject({
      name: 'R in six weeks',
      complex_count: 2,
      complexes: [
        { id: second.id, name: 'Sound R' },
        { id: first.id, name: 'Warm-up' },
      ],
    });
    await createProgram('Also warming up', [first.id]);

    const refused = await call(
      world.moderator,
      'DELETE',
      `/api/exercise-complexes/${first.id}?workspace_id=${world.school.id}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'EXERCISE_COMPLEX_IN_USE',
      message:
        'Recommended programs include this complex: Also warming up, R in six weeks. Remove it from them first',
    });
    const still = await call(
      world.moderator,
      'GET',
      `/api/exercise-complexes/${first.id}?workspace_id=${world.school.id}`,
    );
    expect(still.json().data.program_count).toBe(2);

    const reordered = await call(
      world.moderator,
      'PUT',
      `/api/recommended-programs/${program.id}`,
      {
        workspace_id: world.school.id,
        name: 'R in six weeks',
        content: richText(),
        complex_ids: [first.id],
      },
    );
    expect(reordered.json().data.complexes).toEqual([{ id: first.id, name: 'Warm-up' }]);
    const freed = await call(
      world.moderator,
      'DELETE',
      `/api/exercise-complexes/${second.id}?workspace_id=${world.school.id}`,
    );
    expect(freed.statusCode, freed.body).toBe(200);
  });

  it("refuse another project's or a deleted complex, and change nothing", async () => {
    const foreign = await call(
      world.otherModerator,
      'POST',
      '/api/exercise-complexes',
      complex('Foreign complex', world.other.id),
    );
    const before = await count('recommended_programs');
    const res = await call(world.moderator, 'POST', '/api/recommended-programs', {
      workspace_id: world.school.id,
      name: 'Borrowing',
      content: richText(),
      complex_ids: [foreign.json().data.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      {
        path: 'complex_ids',
        message:
          'One of the chosen complexes no longer exists. Refresh the page or contact the administrator',
      },
    ]);
    expect(await count('recommended_programs')).toBe(before);
  });

  it('keep names unique in any case', async () => {
    await createProgram('Lisping');
    const taken = await call(world.moderator, 'POST', '/api/recommended-programs', {
      workspace_id: world.school.id,
      name: 'LISPING',
      content: richText(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('RECOMMENDED_PROGRAM_TAKEN');
  });

  it('are chosen in a filled card, which then keeps them from being deleted', async () => {
    const program = await createProgram('Card program');
    const card = await startCard();
    expect(card).toMatchObject({ recommended_program_id: null, recommended_program_name: null });

    const saved = await saveCard(card, { recommended_program_id: program.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      recommended_program: 'Twice a week',
      recommended_program_id: program.id,
      recommended_program_name: 'Card program',
    });
    // A save that does not name the program keeps it.
    const kept = await saveCard(saved.json().data, {});
    expect(kept.json().data.recommended_program_id).toBe(program.id);

    const refused = await call(
      world.moderator,
      'DELETE',
      `/api/recommended-programs/${program.id}?workspace_id=${world.school.id}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'RECOMMENDED_PROGRAM_IN_USE',
      message:
        'Diagnostic cards have this program chosen: Марко (Mar 2, 2026). Choose another program in them first',
    });
    const ukrainian = await call(
      world.moderator,
      'DELETE',
      `/api/recommended-programs/${program.id}?workspace_id=${world.school.id}`,
      undefined,
      'uk',
    );
    expect(ukrainian.json().message).toContain('Марко (2 бер. 2026');
    const still = await call(
      world.teacher,
      'GET',
      `/api/recommended-programs/${program.id}?workspace_id=${world.school.id}`,
    );
    expect(still.statusCode).toBe(200);

    const cleared = await saveCard(kept.json().data, { recommended_program_id: null });
    expect(cleared.json().data.recommended_program_name).toBeNull();
    const removed = await call(
      world.moderator,
      'DELETE',
      `/api/recommended-programs/${program.id}?workspace_id=${world.school.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it("refuse another project's program in a card, on that field", async () => {
    const foreign = await call(world.otherModerator, 'POST', '/api/recommended-programs', {
      workspace_id: world.other.id,
      name: 'Foreign program',
      content: richText(),
    });
    const card = await startCard();
    const res = await saveCard(card, { recommended_program_id: foreign.json().data.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      {
        path: 'recommended_program_id',
        message:
          'The chosen program no longer exists. Refresh the page or contact the administrator',
      },
    ]);
    const { rows } = await t.db.execute<{ revision: number }>(
      sql`select revision from diagnostic_cards where id = ${card.id}`,
    );
    expect(rows[0]!.revision).toBe(card.revision);
  });
});

describe('who reaches complexes and programs', () => {
  it('lets teachers and diagnosticians read, not write; others get 403', async () => {
    const program = await createProgram('Readable');
    for (const reader of [world.teacher, world.diagnostician]) {
      const list = await call(
        reader,
        'GET',
        `/api/recommended-programs?workspace_id=${world.school.id}`,
      );
      expect(list.statusCode).toBe(200);
      const write = await call(reader, 'POST', '/api/exercise-complexes', complex('Not mine'));
      expect(write.statusCode).toBe(403);
      const remove = await call(
        reader,
        'DELETE',
        `/api/recommended-programs/${program.id}?workspace_id=${world.school.id}`,
      );
      expect(remove.statusCode).toBe(403);
    }
    for (const outsider of [world.author, world.manager]) {
      const read = await call(
        outsider,
        'GET',
        `/api/recommended-programs/${program.id}?workspace_id=${world.school.id}`,
      );
      expect(read.statusCode).toBe(403);
    }
  });

  it("answers 404 for another project's complex or program, and changes nothing", async () => {
    const program = await createProgram('Ours only');
    const ours = await createComplex('Ours too');
    for (const url of [
      `/api/recommended-programs/${program.id}?workspace_id=${world.other.id}`,
      `/api/exercise-complexes/${ours.id}?workspace_id=${world.other.id}`,
    ]) {
      expect((await call(world.otherModerator, 'GET', url)).statusCode).toBe(404);
      expect((await call(world.otherModerator, 'DELETE', url)).statusCode).toBe(404);
    }
    const put = await call(world.otherModerator, 'PUT', `/api/exercise-complexes/${ours.id}`, {
      ...complex('Taken over', world.other.id),
    });
    expect(put.statusCode).toBe(404);
    // Naming our project answers as if it did not exist.
    const into = await call(
      world.otherModerator,
      'GET',
      `/api/recommended-programs?workspace_id=${world.school.id}`,
    );
    expect(into.statusCode).toBe(404);
    const read = await call(
      world.moderator,
      'GET',
      `/api/exercise-complexes/${ours.id}?workspace_id=${world.school.id}`,
    );
    expect(read.json().data.name).toBe('Ours too');
  });

  it('lets a project be deleted with its programs, complexes and the cards that chose them', async () => {
    const doomed = await createWorkspace(t.db);
    const moderator = await member(doomed.id, [ROLE.moderator]);
    const made = await call(
      moderator,
      'POST',
      '/api/exercise-complexes',
      complex('Doomed complex', doomed.id),
    );
    const linked = await call(moderator, 'POST', '/api/recommended-programs', {
      workspace_id: doomed.id,
      name: 'Doomed',
      content: richText(),
      complex_ids: [made.json().data.id],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    await t.db.execute(sql`
      with tpl as (insert into diagnostic_card_templates (workspace_id) values (${doomed.id})
          returning id),
        ver as (insert into diagnostic_card_template_versions
            (workspace_id, template_id, number, title, description, blocks)
          select ${doomed.id}, id, 1, 'T', '', '[]'::jsonb from tpl returning id),
        kid as (insert into clients (workspace_id, child_name, client_name, language, time_zone)
          values (${doomed.id}, 'Ліна', 'Ірина', 'uk', 'Europe/Kyiv') returning id)
      insert into diagnostic_cards (workspace_id, client_id, template_version_id, client_info,
        diagnostic_date, recommended_program_id)
      select ${doomed.id}, kid.id, ver.id, '{}'::jsonb, '2026-03-02', ${linked.json().data.id}
      from kid, ver`);
    await t.db.$client.query('delete from workspaces where id = $1', [doomed.id]);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from recommended_programs where workspace_id = ${doomed.id}`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
