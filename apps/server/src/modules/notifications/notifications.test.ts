import { type DiagnosticTemplateInput, ROLE, type RoleId } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../../../test/factories.ts';
import { startSmtpServer } from '../../../test/smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
type Caller = { id: number; token: string; email: string; name: string };
const world = {} as {
  school: { id: number };
  other: { id: number };
  moderator: Caller;
  diagnostician: Caller;
  teacher: Caller;
  otherTeacher: Caller;
  stranger: Caller;
  templateId: number;
};

async function member(workspaceId: number, roles: RoleId[], name?: string) {
  const user = await createUser(t.db, {
    assignments: [{ workspaceId, roles }],
    ...(name ? { name } : {}),
  });
  return {
    id: user.id,
    token: await createToken(t.db, user.id),
    email: user.email,
    name: user.name,
  };
}

async function insertStudent(teacherId: number | null, childName = 'Марко Петренко') {
  const { rows } = await t.db.execute<{ id: number }>(sql`
    insert into clients (workspace_id, child_name, client_name, language, time_zone, birth_date,
      teacher_id, diagnostician_id)
    values (${world.school.id}, ${childName}, 'Олена Петренко', 'uk', 'Europe/Kyiv',
      '2019-05-14', ${teacherId}, ${world.diagnostician.id})
    returning id`);
  return rows[0]!.id;
}

const call = (
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT',
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
  centre: { value: 5, label: 'distorted' },
  end: { value: 10, label: 'correct' },
  step: 1,
  zones: [],
};

const soundR = { key: 'sound-r', text: 'Sound R', type: 'scale' as const, scale };
const positions = {
  key: 'positions',
  text: 'Sounds in words',
  type: 'multi_scale_table' as const,
  rows: [
    { key: 'r', label: 'R' },
    { key: 'l', label: 'L' },
  ],
  columns: [
    { key: 'initial', label: 'initial' },
    { key: 'final', label: 'final' },
  ],
  scale,
};

const template = (questions: object[]) =>
  ({
    workspace_id: world.school.id,
    title: 'Sounds',
    description: 'Speech sounds',
    blocks: [{ key: 'talk', kind: 'questions', title: 'Conversation', questions }],
  }) as DiagnosticTemplateInput;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Workers on: the e-mails go out through the job queue, as in production.
  t = await buildTestApp({ SMTP_URL: smtp.url, WORKERS: 'true', SLIDE_RENDERER: 'browser' });
  world.school = await createWorkspace(t.db);
  world.other = await createWorkspace(t.db);
  world.moderator = await member(world.school.id, [ROLE.moderator]);
  world.diagnostician = await member(world.school.id, [ROLE.diagnostician], 'Дана Діагност');
  world.teacher = await member(world.school.id, [ROLE.teacher], 'Тетяна Терапевт');
  await t.db.execute(sql`update users set language = 'uk' where id = ${world.teacher.id}`);
  world.otherTeacher = await member(world.school.id, [ROLE.teacher]);
  world.stranger = await member(world.other.id, [ROLE.teacher]);
  const created = await call(
    world.moderator,
    'POST',
    '/api/diagnostic-card-templates',
    template([{ key: 'complaints', text: 'Complaints', type: 'short_answer' }, soundR, positions]),
  );
  expect(created.statusCode, created.body).toBe(200);
  world.templateId = created.json().data.id;
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const cards = '/api/clients/diagnostic-cards';

async function startCard(clientId: number, caller = world.diagnostician) {
  const res = await call(caller, 'POST', cards, {
    workspace_id: world.school.id,
    client_id: clientId,
    template_id: world.templateId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function sendCard(
  card: { id: number; revision: number; client_info: object },
  answers: Record<string, unknown> = {},
  date = '2026-03-02',
  caller = world.diagnostician,
) {
  const res = await call(caller, 'POST', `${cards}/send`, {
    workspace_id: world.school.id,
    card_id: card.id,
    revision: card.revision,
    client_info: card.client_info,
    diagnostic_date: date,
    answers: { complaints: 'Says L instead of R at school', ...answers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const listOf = async (caller: Caller, query = '') => {
  const res = await call(
    caller,
    'GET',
    `/api/notifications?workspace_id=${world.school.id}${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const mailStateOf = async (notificationId: number) => {
  const { rows } = await t.db.execute<{ mail_state: string }>(
    sql`select mail_state from notifications where id = ${notificationId}`,
  );
  return rows[0]?.mail_state;
};

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

describe('a sent card tells its therapist (decision 035)', () => {
  it('in the app and by e-mail in their language, naming the child by first name only', async () => {
    const studentId = await insertStudent(world.teacher.id);
    const card = await startCard(studentId);
    const sent = await sendCard(card, { 'sound-r': 4 });
    expect(sent).toMatchObject({ status: 'sent', therapist_notice: 'told' });

    const page = await listOf(world.teacher);
    const item = page.data.find((n: { card_id: number }) => n.card_id === card.id);
    expect(item).toMatchObject({
      kind: 'diagnostic_card_sent',
      read_at: null,
      client_id: studentId,
      child_first_name: 'Марко',
      actor: { id: world.diagnostician.id, name: 'Дана Діагност' },
    });
    expect(page.meta.unread).toBeGreaterThanOrEqual(1);
    // Only the therapist is told: the sender has nothing new.
    expect((await listOf(world.diagnostician)).meta).toMatchObject({ total: 0, unread: 0 });

    await vi.waitFor(() => expect(mailsTo(world.teacher.email)).toHaveLength(1), {
      timeout: 20_000,
      interval: 100,
    });
    const [mail] = mailsTo(world.teacher.email);
    expect(mail!.subject).toBe('Діагностична карта: Марко');
    expect(mail!.text).toContain(
      'Вам надіслали діагностичну карту дитини (Марко). Відправник: Дана Діагност.',
    );
    expect(mail!.text).toContain(`${t.config.publicUrl}/manage-client-dc/${card.id}`);
    // Never the answers, the surname or the parent.
    for (const secret of ['Says L', 'Петренко', 'Олена']) {
      expect(mail!.raw).not.toContain(secret);
      expect(mail!.text).not.toContain(secret);
    }
    await vi.waitFor(async () => expect(await mailStateOf(item.id)).toBe('sent'));
  });

  it('a refusing mail server loses nothing: the card stays sent and the queue tries again', async () => {
    const studentId = await insertStudent(world.otherTeacher.id, 'Оля');
    const card = await startCard(studentId);
    smtp.setRejectAll(true);
    try {
      const sent = await sendCard(card);
      expect(sent).toMatchObject({ status: 'sent', therapist_notice: 'told' });
      const [item] = (await listOf(world.otherTeacher)).data;
      expect(item).toMatchObject({ card_id: card.id, child_first_name: 'Оля' });
      // The queue's first try met the refusal and waits to try again.
      await vi.waitFor(
        async () => {
          const { rows } = await t.db.execute<{ state: string }>(sql`
            select state from pgboss.job where name = 'notification-mail'
              and data->>'notificationId' = ${String(item.id)}`);
          expect(rows.map((r) => r.state)).toContain('retry');
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(await mailStateOf(item.id)).toBe('pending');
      expect(mailsTo(world.otherTeacher.email)).toHaveLength(0);
      const reread = await call(
        world.diagnostician,
        'GET',
        `${cards}/${card.id}?workspace_id=${world.school.id}`,
      );
      expect(reread.json().data.status).toBe('sent');
      smtp.setRejectAll(false);
      await vi.waitFor(() => expect(mailsTo(world.otherTeacher.email)).toHaveLength(1), {
        timeout: 30_000,
        interval: 200,
      });
      // The account never chose a language: the student's (the school's) one.
      expect(mailsTo(world.otherTeacher.email)[0]!.subject).toBe('Діагностична карта: Оля');
      await vi.waitFor(async () => expect(await mailStateOf(item.id)).toBe('sent'));
    } finally {
      smtp.setRejectAll(false);
    }
  }, 60_000);

  it('a student without a teacher is still sent, and the answer says nobody was told', async () => {
    const studentId = await insertStudent(null, 'Ніна');
    const card = await startCard(studentId);
    const before = smtp.messages.length;
    const sent = await sendCard(card);
    expect(sent).toMatchObject({ status: 'sent', therapist_notice: 'no_therapist' });
    const { rows } = await t.db.execute(
      sql`select id from notifications where payload->>'card_id' = ${String(card.id)}`,
    );
    expect(rows).toHaveLength(0);
    expect(smtp.messages.length).toBe(before);
  });

  it('a teacher who sends their own student’s card tells nobody else', async () => {
    const studentId = await insertStudent(world.teacher.id, 'Іра');
    const card = await startCard(studentId, world.teacher);
    const sent = await sendCard(card, {}, '2026-03-02', world.teacher);
    expect(sent.therapist_notice).toBe('sender');
    const mine = await listOf(world.teacher);
    expect(mine.data.some((n: { card_id: number }) => n.card_id === card.id)).toBe(false);
  });
});

describe('notifications: mine, in this project, read and unread', () => {
  it('pages newest first with an unread count, and marks some or all read', async () => {
    const first = await startCard(await insertStudent(world.teacher.id, 'Аня'));
    await sendCard(first);
    const second = await startCard(await insertStudent(world.teacher.id, 'Богдан'));
    await sendCard(second);
    const all = await listOf(world.teacher);
    expect(all.meta.total).toBeGreaterThanOrEqual(3);
    const page = await listOf(world.teacher, '&page=1&pageSize=1');
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ card_id: second.id, child_first_name: 'Богдан' });
    expect(page.meta).toMatchObject({ page: 1, pageSize: 1, total: all.meta.total });
    const next = await listOf(world.teacher, '&page=2&pageSize=1');
    expect(next.data[0]).toMatchObject({ card_id: first.id });

    // Another person cannot mark my notifications: nothing changes for me.
    const foreignRead = await call(world.otherTeacher, 'POST', '/api/notifications/read', {
      workspace_id: world.school.id,
      ids: [page.data[0].id],
    });
    expect(foreignRead.statusCode).toBe(200);
    expect((await listOf(world.teacher)).meta.unread).toBe(all.meta.unread);

    const read = await call(world.teacher, 'POST', '/api/notifications/read', {
      workspace_id: world.school.id,
      ids: [page.data[0].id],
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.unread).toBe(all.meta.unread - 1);
    const after = await listOf(world.teacher, '&page=1&pageSize=1');
    expect(after.data[0].read_at).not.toBeNull();

    const everything = await call(world.teacher, 'POST', '/api/notifications/read', {
      workspace_id: world.school.id,
      all: true,
    });
    expect(everything.json().data.unread).toBe(0);
    expect((await listOf(world.teacher)).meta.unread).toBe(0);
  });

  it('names are read now: a renamed child shows the new name, a deleted one disappears', async () => {
    const studentId = await insertStudent(world.teacher.id, 'Соня');
    const card = await startCard(studentId);
    await sendCard(card);
    await t.db.execute(sql`update clients set child_name = 'Софія Ко' where id = ${studentId}`);
    const renamed = (await listOf(world.teacher)).data.find(
      (n: { card_id: number }) => n.card_id === card.id,
    );
    expect(renamed.child_first_name).toBe('Софія');
    await t.db.execute(sql`delete from clients where id = ${studentId}`);
    const gone = (await listOf(world.teacher)).data;
    expect(gone.some((n: { card_id: number }) => n.card_id === card.id)).toBe(false);
  });

  it("another project's notifications are invisible, and its id answers 404", async () => {
    const foreign = await call(
      world.stranger,
      'GET',
      `/api/notifications?workspace_id=${world.school.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    const own = await call(
      world.stranger,
      'GET',
      `/api/notifications?workspace_id=${world.other.id}`,
    );
    expect(own.json()).toMatchObject({ data: [], meta: { total: 0, unread: 0 } });
    const teacherThere = await call(
      world.teacher,
      'GET',
      `/api/notifications?workspace_id=${world.other.id}`,
    );
    expect(teacherThere.statusCode).toBe(404);
  });

  it('a read names ids or all, not both and not neither', async () => {
    for (const body of [
      { workspace_id: world.school.id },
      { workspace_id: world.school.id, ids: [1], all: true },
      { workspace_id: world.school.id, ids: [] },
    ]) {
      const res = await call(world.teacher, 'POST', '/api/notifications/read', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const uk = await call(
      world.teacher,
      'POST',
      '/api/notifications/read',
      { workspace_id: world.school.id },
      'uk',
    );
    expect(JSON.stringify(uk.json())).toContain('Вкажіть сповіщення');
  });
});

describe('scales over time (spec 9)', () => {
  it('a card reads the latest earlier value per scale and per cell, with its date', async () => {
    const studentId = await insertStudent(world.teacher.id, 'Тарас');
    const older = await startCard(studentId);
    await sendCard(
      older,
      { 'sound-r': 2, positions: { r: { initial: 1, final: 3 }, l: { initial: 6 } } },
      '2026-01-10',
    );
    const newer = await startCard(studentId);
    await sendCard(newer, { 'sound-r': 3, positions: { r: { initial: 2 } } }, '2026-02-14');
    // A draft is not an examination yet: it says nothing about earlier values.
    const draft = await startCard(studentId);
    await call(world.diagnostician, 'PUT', `${cards}/${draft.id}`, {
      workspace_id: world.school.id,
      revision: draft.revision,
      client_info: draft.client_info,
      diagnostic_date: '2026-02-20',
      answers: { 'sound-r': 9 },
      allow_required_empty: true,
    });
    const current = await startCard(studentId);
    expect(current.previous_answers).toEqual({
      'sound-r': { type: 'scale', value: 3, diagnostic_date: '2026-02-14', card_id: newer.id },
      positions: {
        type: 'table',
        cells: {
          r: {
            initial: { value: 2, diagnostic_date: '2026-02-14', card_id: newer.id },
            final: { value: 3, diagnostic_date: '2026-01-10', card_id: older.id },
          },
          l: { initial: { value: 6, diagnostic_date: '2026-01-10', card_id: older.id } },
        },
      },
    });
    // The earlier card itself sees only what came before it.
    const reread = await call(
      world.teacher,
      'GET',
      `${cards}/${newer.id}?workspace_id=${world.school.id}`,
    );
    expect(reread.json().data.previous_answers['sound-r']).toMatchObject({
      value: 2,
      card_id: older.id,
    });
    const first = await call(
      world.teacher,
      'GET',
      `${cards}/${older.id}?workspace_id=${world.school.id}`,
    );
    expect(first.json().data.previous_answers).toEqual({});
  });

  it('across template versions: the same key on a scale carries over, another type does not', async () => {
    const studentId = await insertStudent(world.teacher.id, 'Влад');
    const old = await startCard(studentId);
    await sendCard(old, { 'sound-r': 5, positions: { r: { initial: 4 } } }, '2026-01-05');
    // The next version keeps `sound-r` (reworded) and asks `positions` as a short answer.
    const saved = await call(
      world.moderator,
      'PUT',
      `/api/diagnostic-card-templates/${world.templateId}`,
      template([
        { key: 'complaints', text: 'Complaints', type: 'short_answer' },
        { ...soundR, text: 'The R sound' },
        { key: 'positions', text: 'Positions, in words', type: 'short_answer' },
      ]),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const card = await startCard(studentId);
    expect(card.template_version).toBeGreaterThan(old.template_version);
    expect(card.previous_answers).toEqual({
      'sound-r': { type: 'scale', value: 5, diagnostic_date: '2026-01-05', card_id: old.id },
    });
  });
});
