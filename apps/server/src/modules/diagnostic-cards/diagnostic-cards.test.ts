import {
  canMoveDiagnosticCard,
  DIAGNOSTIC_CARD_STATUSES,
  type DiagnosticTemplateInput,
  formatMessage,
  ROLE,
  type RoleId,
} from '@slovo/contracts';
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
  diagnostician: Caller;
  teacher: Caller;
  otherTeacher: Caller;
  otherDiagnostician: Caller;
  author: Caller;
  stranger: Caller;
  studentId: number;
  archivedStudentId: number;
  foreignStudentId: number;
  templateId: number;
  foreignTemplateId: number;
};

async function member(workspaceId: number, roles: RoleId[]) {
  const user = await createUser(t.db, { assignments: [{ workspaceId, roles }] });
  return { id: user.id, token: await createToken(t.db, user.id) };
}

async function insertStudent(
  workspaceId: number,
  teacherId: number | null,
  diagnosticianId: number | null,
  archived = false,
) {
  const { rows } = await t.db.execute<{ id: number }>(sql`
    insert into clients (workspace_id, child_name, client_name, language, time_zone, birth_date,
      teacher_id, diagnostician_id, archived_at)
    values (${workspaceId}, 'Марко', 'Олена', 'uk', 'Europe/Kyiv', '2019-05-14', ${teacherId},
      ${diagnosticianId}, ${archived ? sql`now()` : null})
    returning id`);
  return rows[0]!.id;
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

const scale = {
  start: { value: 0, label: 'absent' },
  centre: { value: 2, label: 'distorted' },
  end: { value: 4, label: 'correct' },
  step: 1,
  zones: [],
};

/** Every answer type, a required question and a computed block with zones. */
const template = (workspaceId: number, title = 'Sounds'): DiagnosticTemplateInput => ({
  workspace_id: workspaceId,
  title,
  description: 'Speech sounds',
  blocks: [
    {
      key: 'talk',
      kind: 'questions',
      title: 'Conversation',
      questions: [
        { key: 'complaints', text: 'Complaints', type: 'short_answer', is_required: true },
        { key: 'history', text: 'History', type: 'large_answer' },
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
        { key: 'sound-r', text: 'Sound R', type: 'scale', scale, is_required: true },
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
            { key: 'final', label: 'final' },
          ],
          scale,
        },
      ],
    },
    {
      key: 'score',
      kind: 'computed',
      title: 'Pronunciation',
      formula: 'mean',
      score_type: 'positive',
      sources: [{ question_key: 'sound-r', weight: 1 }],
      zones: [
        { name: 'mild', color: 'yellow', from: 0, to: 3 },
        { name: 'norm', color: 'green', from: 3, to: 4 },
      ],
    },
  ],
});

beforeAll(async () => {
  t = await buildTestApp();
  world.school = await createWorkspace(t.db);
  world.other = await createWorkspace(t.db);
  world.moderator = await member(world.school.id, [ROLE.moderator]);
  world.diagnostician = await member(world.school.id, [ROLE.diagnostician]);
  world.teacher = await member(world.school.id, [ROLE.teacher]);
  world.otherTeacher = await member(world.school.id, [ROLE.teacher]);
  world.otherDiagnostician = await member(world.school.id, [ROLE.diagnostician]);
  world.author = await member(world.school.id, [ROLE.author]);
  world.stranger = await member(world.other.id, [ROLE.teacher, ROLE.diagnostician]);
  world.studentId = await insertStudent(world.school.id, world.teacher.id, world.diagnostician.id);
  world.archivedStudentId = await insertStudent(
    world.school.id,
    world.teacher.id,
    world.diagnostician.id,
    true,
  );
  world.foreignStudentId = await insertStudent(
    world.other.id,
    world.stranger.id,
    world.stranger.id,
  );
  const created = await call(
    world.moderator,
    'POST',
    '/api/diagnostic-card-templates',
    template(world.school.id),
  );
  expect(created.statusCode, created.body).toBe(200);
  world.templateId = created.json().data.id;
  const foreignModerator = await member(world.other.id, [ROLE.moderator]);
  const foreign = await call(
    foreignModerator,
    'POST',
    '/api/diagnostic-card-templates',
    template(world.other.id),
  );
  world.foreignTemplateId = foreign.json().data.id;
});
afterAll(() => t.close());

const base = '/api/clients/diagnostic-cards';
const inSchool = () => `workspace_id=${world.school.id}`;

async function startCard(caller: Caller = world.diagnostician, templateId = world.templateId) {
  const res = await call(caller, 'POST', base, {
    workspace_id: world.school.id,
    client_id: world.studentId,
    template_id: templateId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const fullAnswers = {
  complaints: 'Does not say R',
  history: 'Late first words',
  hearing: 'normal',
  breathing: ['mouth'],
  'sound-r': 3,
  positions: { r: { initial: 1, final: 2 }, l: { initial: 4, final: 4 } },
};

const content = (card: { revision: number; client_info: object }, overrides = {}) => ({
  workspace_id: world.school.id,
  revision: card.revision,
  client_info: card.client_info,
  diagnostic_date: '2026-03-02',
  answers: fullAnswers,
  violations: ['dyslalia'],
  recommended_program: 'Sound R, twice a week',
  parent_request: 'Clear speech before school',
  ...overrides,
});

async function sendCard(card: { id: number; revision: number; client_info: object }) {
  const res = await call(world.diagnostician, 'POST', `${base}/send`, {
    ...content(card),
    card_id: card.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const move = (caller: Caller, id: number, status: string) =>
  call(caller, 'POST', `${base}/${id}/status`, { workspace_id: world.school.id, status });

describe('filled diagnostic cards', () => {
  it('a diagnostician starts a card from the current version, with the student copied in', async () => {
    const card = await startCard();
    expect(card).toMatchObject({
      client_id: world.studentId,
      template_id: world.templateId,
      template_version: 1,
      status: 'draft',
      revision: 1,
      client_info: { child_name: 'Марко', client_name: 'Олена', birth_date: '2019-05-14' },
      answers: {},
      empty_required: ['complaints', 'sound-r'],
      can_edit: true,
      next_statuses: ['sent'],
      scores: [{ block_key: 'score', score: null, zone: null }],
    });
    // The student's own record is not the card's: editing the card leaves it as it was.
    const saved = await call(
      world.diagnostician,
      'PUT',
      `${base}/${card.id}`,
      content(card, { client_info: { child_name: 'Марко П.', client_name: 'Олена' } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      revision: 2,
      client_info: { child_name: 'Марко П.' },
      scores: [{ score: 3, zone: { name: 'norm', color: 'green' } }],
      empty_required: [],
      status: 'draft',
    });
    const { rows } = await t.db.execute<{ child_name: string }>(
      sql`select child_name from clients where id = ${world.studentId}`,
    );
    expect(rows[0]?.child_name).toBe('Марко');
  });

  it('the list shows my students with their cards; a student lists their cards', async () => {
    const card = await startCard();
    const mine = await call(world.diagnostician, 'GET', `${base}/students?${inSchool()}`);
    expect(mine.statusCode).toBe(200);
    const students = mine.json().data;
    // Archived students are not on the working list.
    expect(students.map((s: { id: number }) => s.id)).toEqual([world.studentId]);
    expect(students[0].cards.map((c: { id: number }) => c.id)).toContain(card.id);
    const theirs = await call(world.teacher, 'GET', `${base}/students?${inSchool()}`);
    expect(theirs.json().data.map((s: { id: number }) => s.id)).toEqual([world.studentId]);
    const none = await call(world.otherDiagnostician, 'GET', `${base}/students?${inSchool()}`);
    expect(none.json().data).toEqual([]);

    const list = await call(
      world.teacher,
      'GET',
      `/api/clients/${world.studentId}/diagnostic-cards?${inSchool()}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(card.id);
    const refused = await call(
      world.otherTeacher,
      'GET',
      `/api/clients/${world.studentId}/diagnostic-cards?${inSchool()}`,
    );
    expect(refused.statusCode).toBe(403);
    const foreign = await call(
      world.teacher,
      'GET',
      `/api/clients/${world.foreignStudentId}/diagnostic-cards?${inSchool()}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('answers are checked against their question, type by type', async () => {
    const card = await startCard();
    const wrong: Record<string, unknown>[] = [
      { complaints: 5 },
      { history: ['a'] },
      { hearing: 'loud' },
      { breathing: ['shallow', 'shallow'] },
      { breathing: ['nose'] },
      { 'sound-r': 5 },
      { 'sound-r': 1.5 },
      { 'sound-r': 'three' },
      { positions: { r: { middle: 1 } } },
      { positions: { x: { initial: 1 } } },
      { positions: { r: { initial: 9 } } },
      { unknown: 'x' },
    ];
    for (const answers of wrong) {
      const res = await call(
        world.diagnostician,
        'PUT',
        `${base}/${card.id}`,
        content(card, { answers: { ...fullAnswers, ...answers } }),
        'uk',
      );
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details.fields[0].path).toMatch(/^answers\./);
      expect(body.details.fields[0].message).not.toMatch(/^validation\./);
    }
    const cleared = await call(
      world.diagnostician,
      'PUT',
      `${base}/${card.id}`,
      content(card, { answers: { ...fullAnswers, history: null, breathing: [] } }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('required answers left empty: refused with a count, then "save anyway" or "pass it on"', async () => {
    const card = await startCard();
    const partial = { ...fullAnswers, complaints: '  ', positions: {} };
    delete (partial as Record<string, unknown>)['sound-r'];
    for (const [lang, text] of [
      ['en', '2 required questions are empty'],
      ['uk', '2 обовʼязкові питання'],
      ['ru', '2 обязательных вопроса'],
      ['pl', '2 wymagane pytania'],
    ] as const) {
      const res = await call(
        world.diagnostician,
        'PUT',
        `${base}/${card.id}`,
        content(card, { answers: partial }),
        lang,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'DIAGNOSTIC_CARD_REQUIRED_EMPTY',
        details: { questions: ['complaints', 'sound-r'] },
      });
      expect(res.json().message).toContain(text);
    }
    expect(formatMessage('DIAGNOSTIC_CARD_REQUIRED_EMPTY', 'ru', { count: 1 })).toContain(
      'Не заполнен 1 обязательный вопрос',
    );
    // Save anyway: a draft with the gaps.
    const anyway = await call(
      world.diagnostician,
      'PUT',
      `${base}/${card.id}`,
      content(card, { answers: partial, allow_required_empty: true }),
    );
    expect(anyway.statusCode, anyway.body).toBe(200);
    expect(anyway.json().data).toMatchObject({
      status: 'draft',
      empty_required: ['complaints', 'sound-r'],
    });
    const saved = anyway.json().data;
    // Pass to the therapist: refused the same way first, then sent with the gaps.
    const send = { ...content(saved, { answers: partial }), card_id: card.id };
    const refused = await call(world.diagnostician, 'POST', `${base}/send`, send);
    expect(refused.statusCode).toBe(422);
    expect(
      (await call(world.teacher, 'GET', `${base}/${card.id}?${inSchool()}`)).json().data,
    ).toMatchObject({ status: 'draft' });
    const passed = await call(world.diagnostician, 'POST', `${base}/send`, {
      ...send,
      allow_required_empty: true,
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().data).toMatchObject({
      status: 'sent',
      empty_required: ['complaints', 'sound-r'],
    });
    expect(passed.json().data.sent_at).not.toBeNull();
  });

  it('two people saving one revision: the later gets a conflict and the first is kept', async () => {
    const card = await startCard();
    const first = await call(world.diagnostician, 'PUT', `${base}/${card.id}`, content(card));
    expect(first.statusCode).toBe(200);
    const second = await call(
      world.teacher,
      'PUT',
      `${base}/${card.id}`,
      content(card, { parent_request: 'other' }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'DIAGNOSTIC_CARD_CHANGED',
      details: { revision: 2 },
    });
    const read = await call(world.diagnostician, 'GET', `${base}/${card.id}?${inSchool()}`);
    expect(read.json().data.parent_request).toBe('Clear speech before school');
  });

  it('statuses move as spec 4 says, each by whom it may', async () => {
    const card = await startCard();
    // A draft is not the therapist's yet.
    for (const status of ['ready_to_work', 'further_exam_start', 'further_exam_during']) {
      expect((await move(world.teacher, card.id, status)).statusCode).toBe(409);
    }
    // Sending goes through /send with the content, never through a bare status change.
    expect((await move(world.diagnostician, card.id, 'sent')).statusCode).toBe(409);
    const sent = await sendCard(card);
    expect(sent).toMatchObject({ status: 'sent', can_edit: false });
    // The sent card is locked for edits until further examination is asked for.
    const locked = await call(world.diagnostician, 'PUT', `${base}/${card.id}`, content(sent));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('DIAGNOSTIC_CARD_LOCKED');
    // The diagnostician does not move the therapist's statuses; another teacher cannot either.
    expect((await move(world.diagnostician, card.id, 'ready_to_work')).statusCode).toBe(409);
    expect((await move(world.otherTeacher, card.id, 'ready_to_work')).statusCode).toBe(403);
    expect((await move(world.author, card.id, 'ready_to_work')).statusCode).toBe(403);
    expect((await move(world.stranger, card.id, 'ready_to_work')).statusCode).toBe(404);

    const teacherView = await call(world.teacher, 'GET', `${base}/${card.id}?${inSchool()}`);
    expect(teacherView.json().data.next_statuses).toEqual([
      'ready_to_work',
      'further_exam_start',
      'further_exam_during',
    ]);
    const ready = await move(world.teacher, card.id, 'ready_to_work');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().data.status).toBe('ready_to_work');
    const same = await move(world.teacher, card.id, 'ready_to_work');
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('DIAGNOSTIC_CARD_STATUS_NOT_ALLOWED');
    expect((await move(world.teacher, card.id, 'draft')).statusCode).toBe(409);
    const during = await move(world.teacher, card.id, 'further_exam_during');
    expect(during.json().data).toMatchObject({ status: 'further_exam_during', can_edit: true });
    // Further examination: the diagnostician edits the card again and sends it back.
    const resent = await sendCard(during.json().data);
    expect(resent.status).toBe('sent');
    const start = await move(world.teacher, card.id, 'further_exam_start');
    expect(start.json().data.status).toBe('further_exam_start');
    expect((await move(world.teacher, card.id, 'ready_to_work')).statusCode).toBe(200);
  });

  it("every status move by each of the card's staff answers as the contracts rule says", async () => {
    const card = await startCard();
    const actors = [
      ['diagnostician', world.diagnostician],
      ['teacher', world.teacher],
    ] as const;
    for (const [actor, caller] of actors) {
      for (const from of DIAGNOSTIC_CARD_STATUSES) {
        for (const to of DIAGNOSTIC_CARD_STATUSES) {
          await t.db.execute(sql`update diagnostic_cards set status = ${from},
            sent_at = ${from === 'draft' ? null : sql`now()`} where id = ${card.id}`);
          const res = await move(caller, card.id, to);
          // `sent` is reached only through /send, which carries the content.
          const expected = to !== 'sent' && canMoveDiagnosticCard(actor, from, to) ? 200 : 409;
          expect(res.statusCode, `${actor} ${from} -> ${to}`).toBe(expected);
          if (expected === 200) expect(res.json().data.status).toBe(to);
        }
      }
    }
  });

  it('a teacher can examine their own student too', async () => {
    const card = await startCard(world.teacher);
    const sent = await call(world.teacher, 'POST', `${base}/send`, {
      ...content(card),
      card_id: card.id,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await move(world.teacher, card.id, 'ready_to_work')).statusCode).toBe(200);
  });

  it("only the student's own staff start and open cards; other projects' ids are missing", async () => {
    const card = await startCard();
    const start = (caller: Caller, body: Record<string, number>) =>
      call(caller, 'POST', base, {
        workspace_id: world.school.id,
        client_id: world.studentId,
        template_id: world.templateId,
        ...body,
      });
    expect((await start(world.otherDiagnostician, {})).statusCode).toBe(403);
    expect((await start(world.author, {})).statusCode).toBe(403);
    expect((await start(world.moderator, {})).statusCode).toBe(403);
    expect(
      (await start(world.diagnostician, { client_id: world.foreignStudentId })).statusCode,
    ).toBe(404);
    expect(
      (await start(world.diagnostician, { template_id: world.foreignTemplateId })).statusCode,
    ).toBe(404);
    const archived = await start(world.diagnostician, { client_id: world.archivedStudentId });
    expect(archived.statusCode).toBe(409);
    expect(archived.json().code).toBe('CLIENT_ARCHIVED');
    expect((await start(world.stranger, {})).statusCode).toBe(404);

    expect(
      (await call(world.otherDiagnostician, 'GET', `${base}/${card.id}?${inSchool()}`)).statusCode,
    ).toBe(403);
    expect(
      (await call(world.stranger, 'GET', `${base}/${card.id}?workspace_id=${world.other.id}`))
        .statusCode,
    ).toBe(404);
    expect((await call(world.stranger, 'GET', `${base}/${card.id}?${inSchool()}`)).statusCode).toBe(
      404,
    );
    const put = await call(world.stranger, 'PUT', `${base}/${card.id}`, {
      ...content(card),
      workspace_id: world.other.id,
    });
    expect(put.statusCode).toBe(404);
    // The database refuses a card whose student is another project's.
    await expect(
      t.db.execute(sql`update diagnostic_cards set client_id = ${world.foreignStudentId}
        where id = ${card.id}`),
    ).rejects.toThrow();
  });

  it('a card keeps its version: later template edits, archive and delete do not touch it', async () => {
    const card = await startCard();
    await sendCard(card);
    const edited = template(world.school.id, 'Sounds, revised');
    edited.blocks[0] = {
      key: 'talk',
      kind: 'questions',
      title: 'Conversation',
      questions: [{ key: 'complaints', text: 'Complaints', type: 'short_answer' }],
    };
    edited.blocks.pop();
    const put = await call(
      world.moderator,
      'PUT',
      `/api/diagnostic-card-templates/${world.templateId}`,
      edited,
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.version).toBeGreaterThan(1);
    const read = await call(world.diagnostician, 'GET', `${base}/${card.id}?${inSchool()}`);
    expect(read.json().data).toMatchObject({
      template_version: 1,
      template_title: 'Sounds',
      answers: fullAnswers,
      scores: [{ score: 3 }],
    });
    // A new card takes the new version.
    const next = await startCard();
    expect(next.template_version).toBe(put.json().data.version);

    const remove = await call(
      world.moderator,
      'DELETE',
      `/api/diagnostic-card-templates/${world.templateId}?${inSchool()}`,
    );
    expect(remove.statusCode).toBe(409);
    expect(remove.json().code).toBe('DIAGNOSTIC_TEMPLATE_IN_USE');

    const archive = await call(
      world.moderator,
      'POST',
      `/api/diagnostic-card-templates/${world.templateId}/archive`,
      { workspace_id: world.school.id },
    );
    expect(archive.statusCode).toBe(200);
    const refused = await call(
      world.diagnostician,
      'POST',
      base,
      { workspace_id: world.school.id, client_id: world.studentId, template_id: world.templateId },
      'pl',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'DIAGNOSTIC_TEMPLATE_ARCHIVED',
      message: formatMessage('DIAGNOSTIC_TEMPLATE_ARCHIVED', 'pl'),
    });
    // The archived template's cards stay readable and workable.
    expect((await move(world.teacher, card.id, 'ready_to_work')).statusCode).toBe(200);
    await call(
      world.moderator,
      'POST',
      `/api/diagnostic-card-templates/${world.templateId}/restore`,
      { workspace_id: world.school.id },
    );
  });

  it('bad input is a localized 4xx, never a 500', async () => {
    const card = await startCard();
    const bodies: unknown[] = [
      {},
      { ...content(card), revision: 'x' },
      { ...content(card), diagnostic_date: '2026-13-40' },
      { ...content(card), violations: ['flu'] },
      { ...content(card), violations: ['dyslalia', 'dyslalia'] },
      { ...content(card), client_info: { child_name: '' } },
      { ...content(card), answers: { 'bad key!': 1 } },
      { ...content(card), answers: { complaints: { a: 'b' } } },
      { ...content(card), recommended_program: 'x'.repeat(6000) },
      { ...content(card), extra: true },
    ];
    for (const body of bodies) {
      const res = await call(world.diagnostician, 'PUT', `${base}/${card.id}`, body, 'ru');
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(/[а-яё]/i);
    }
    const statusRes = await move(world.teacher, card.id, 'lost');
    expect(statusRes.statusCode).toBe(400);
    const missing = await call(world.diagnostician, 'GET', `${base}/999999?${inSchool()}`);
    expect(missing.statusCode).toBe(404);
  });
});
