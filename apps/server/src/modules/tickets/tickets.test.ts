import { EXERCISE_STATUS, ROLE } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from '../../../test/exercise-world.ts';
import { createToken, createUser } from '../../../test/factories.ts';
import { createGenerationWorld, type GenerationWorld } from '../../../test/generation-world.ts';
import { buildPng } from '../../../test/images.ts';
import { buildMultipart } from '../../../test/multipart.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { listStoredFiles } from '../../../test/stored-files.ts';

let t: TestApp;
let w: ExerciseWorld;
let g: GenerationWorld;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let source: { id: number; title: string; tags: { id: number }[] };
let teacherEmail: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Workers on: the e-mails go out through the job queue, as in production.
  t = await buildTestApp({ SMTP_URL: smtp.url, WORKERS: 'true', SLIDE_RENDERER: 'browser' });
  w = await createExerciseWorld(t);
  const root = await createUser(t.db, { isRoot: true });
  g = createGenerationWorld(t, w, { token: await createToken(t.db, root.id) });
  const { rows } = await t.db.execute<{ email: string }>(
    sql`update users set language = 'uk' where id = ${w.teacher.id} returning email`,
  );
  teacherEmail = rows[0]!.email;
  source = await createSource('Tiger roars');
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** An accepted, ready-for-generation microblock. */
async function createSource(title: string) {
  const created = await w.createExercise({ title, status_id: EXERCISE_STATUS.moderation });
  const response = await w.call(
    w.moderator,
    'PUT',
    `/api/exercises/${created.id}?role_id=${ROLE.moderator}`,
    {
      workspace_id: w.workspace.id,
      title,
      category_id: w.category.id,
      description: '',
      comment: '',
      instruction: '',
      presentation_id: created.presentation.id,
      tag_ids: created.tags.map((tag: { id: number }) => tag.id),
      is_ready_for_generation: true,
      status_id: EXERCISE_STATUS.accepted,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; title: string; tags: { id: number }[] };
}

const ws = () => w.workspace.id;

async function report(as = w.teacher, overrides: Record<string, unknown> = {}) {
  const res = await w.call(as, 'POST', '/api/tickets', {
    workspace_id: ws(),
    exercise_id: source.id,
    slide_position: 2,
    description: 'The word "river" is misspelt',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const move = (id: number, state: string, reason?: string, as = w.moderator) =>
  w.call(as, 'POST', `/api/tickets/${id}/state`, {
    workspace_id: ws(),
    state,
    ...(reason === undefined ? {} : { reason }),
  });

const attach = (id: number, data: Buffer, as = w.teacher, type = 'image/png') => {
  const body = buildMultipart({}, { name: 'shot.png', type, data });
  return t.app.inject({
    method: 'POST',
    url: `/api/tickets/${id}/attachments?workspace_id=${ws()}`,
    headers: { authorization: `Bearer ${as.token}`, ...body.headers, lang: 'en' },
    payload: body.payload,
  });
};

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

describe('complaint tickets', () => {
  it('a teacher reports a slide of a microblock; the moderator finds it by every filter', async () => {
    const ticket = await report();
    expect(ticket).toMatchObject({
      state: 'new',
      slide_position: 2,
      exercise: { id: source.id, title: 'Tiger roars', source_id: null, theme: null },
      author: { id: w.teacher.id },
      next_states: [],
      can_regenerate: false,
    });
    expect(ticket.slide).toMatchObject({ position: 2, title: 'Words' });

    const list = async (query: string) => {
      const res = await w.call(w.moderator, 'GET', `/api/tickets?workspace_id=${ws()}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((item: { id: number }) => item.id);
    };
    const today = new Date().toISOString().slice(0, 10);
    expect(await list('')).toContain(ticket.id);
    expect(await list('&state=new')).toContain(ticket.id);
    expect(await list('&state=done')).not.toContain(ticket.id);
    expect(await list(`&exercise_id=${source.id}`)).toContain(ticket.id);
    expect(await list(`&author_id=${w.teacher.id}`)).toContain(ticket.id);
    expect(await list(`&author_id=${w.author.id}`)).not.toContain(ticket.id);
    expect(await list(`&from=${today}&to=${today}`)).toContain(ticket.id);
    expect(await list('&to=2020-01-01')).not.toContain(ticket.id);

    // The moderator's list is theirs; the reporter reads their own.
    expect((await w.call(w.teacher, 'GET', `/api/tickets?workspace_id=${ws()}`)).statusCode).toBe(
      403,
    );
    const mine = (await w.call(w.teacher, 'GET', `/api/tickets/mine?workspace_id=${ws()}`)).json();
    expect(mine.data.map((item: { id: number }) => item.id)).toContain(ticket.id);
    const others = (await w.call(w.author, 'GET', `/api/tickets/mine?workspace_id=${ws()}`)).json();
    expect(others.data.map((item: { id: number }) => item.id)).not.toContain(ticket.id);
    // Another reporter cannot open it.
    expect(
      (await w.call(w.author, 'GET', `/api/tickets/${ticket.id}?workspace_id=${ws()}`)).statusCode,
    ).toBe(404);
  });

  it('a teacher must name the microblock; staff may file a general ticket', async () => {
    const res = await w.call(w.teacher, 'POST', '/api/tickets', {
      workspace_id: ws(),
      description: 'Something is wrong',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('TICKET_MICROBLOCK_REQUIRED');
    const general = await report(w.author, { exercise_id: null, slide_position: null });
    expect(general).toMatchObject({ exercise: null, slide: null });
    const empty = await w.call(w.teacher, 'POST', '/api/tickets', {
      workspace_id: ws(),
      exercise_id: source.id,
      description: '   ',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('moves new -> in process -> done -> archived; illegal moves are 409, declining needs a reason', async () => {
    const ticket = await report();
    const skip = await move(ticket.id, 'done');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().code).toBe('TICKET_STATE_NOT_ALLOWED');
    expect((await move(ticket.id, 'in_process', undefined, w.teacher)).statusCode).toBe(403);

    const started = await move(ticket.id, 'in_process');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.next_states).toEqual(['done', 'declined', 'archived']);
    const noReason = await move(ticket.id, 'declined', '  ');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().code).toBe('TICKET_REASON_REQUIRED');
    expect((await move(ticket.id, 'done')).json().data.state).toBe('done');
    expect((await move(ticket.id, 'in_process')).statusCode).toBe(409);
    expect((await move(ticket.id, 'archived')).json().data.state).toBe('archived');
    const reply = await w.call(w.moderator, 'POST', `/api/tickets/${ticket.id}/messages`, {
      workspace_id: ws(),
      body: 'Late reply',
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().code).toBe('TICKET_CLOSED');

    const declined = await report();
    const res = await move(declined.id, 'declined', 'The spelling is correct');
    expect(res.json().data).toMatchObject({
      state: 'declined',
      decline_reason: 'The spelling is correct',
    });
    expect(res.json().data.messages.at(-1)).toMatchObject({
      state: 'declined',
      body: 'The spelling is correct',
    });
  });

  it('tells the reporter of each reply and move, in the app and by e-mail in their language', async () => {
    const ticket = await report();
    const replied = await w.call(w.moderator, 'POST', `/api/tickets/${ticket.id}/messages`, {
      workspace_id: ws(),
      body: 'Looking into it',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    await move(ticket.id, 'in_process');
    await move(ticket.id, 'declined', 'Not a mistake');

    const feed = (await w.call(w.teacher, 'GET', `/api/notifications?workspace_id=${ws()}`)).json();
    const mineAbout = feed.data.filter(
      (n: { kind: string; ticket_id?: number }) =>
        n.kind === 'ticket_updated' && n.ticket_id === ticket.id,
    );
    expect(mineAbout.map((n: { state: string | null }) => n.state)).toEqual([
      'declined',
      'in_process',
      null,
    ]);
    expect(mineAbout[0]).toMatchObject({
      exercise_title: 'Tiger roars',
      actor: { id: w.moderator.id },
    });

    await vi.waitFor(
      () =>
        expect(
          mailsTo(teacherEmail).filter((m) => m.subject === `Ваше звернення №${ticket.id}`),
        ).toHaveLength(3),
      { timeout: 15_000 },
    );
    const texts = mailsTo(teacherEmail).map((m) => m.text);
    expect(texts.some((text) => text.includes('взято в роботу'))).toBe(true);
    expect(texts.some((text) => text.includes('Причина: Not a mistake'))).toBe(true);
    // Each e-mail opens the reporter's own view of the ticket.
    const links = mailsTo(teacherEmail)
      .filter((m) => m.subject === `Ваше звернення №${ticket.id}`)
      .map((m) => m.text.includes(`/my-tickets/${ticket.id}`));
    expect(links).toEqual([true, true, true]);

    // The reporter's own reply tells nobody.
    const before = (
      await w.call(w.teacher, 'GET', `/api/notifications?workspace_id=${ws()}`)
    ).json().meta.total;
    const own = await w.call(w.teacher, 'POST', `/api/tickets/${ticket.id}/messages`, {
      workspace_id: ws(),
      body: 'Thanks',
    });
    expect(own.statusCode, own.body).toBe(200);
    const after = (await w.call(w.teacher, 'GET', `/api/notifications?workspace_id=${ws()}`)).json()
      .meta.total;
    expect(after).toBe(before);
  });

  it('writes to a reporter who never chose a language in the one they filed the ticket in', async () => {
    const { rows } = await t.db.execute<{ email: string }>(
      sql`select email from users where id = ${w.author.id} and language is null`,
    );
    const ticket = await report(w.author);
    await move(ticket.id, 'in_process');
    await vi.waitFor(
      () =>
        expect(
          mailsTo(rows[0]!.email).filter((m) => m.subject === `Your ticket #${ticket.id}`),
        ).toHaveLength(1),
      { timeout: 15_000 },
    );
  });

  it('checks screenshots like every upload: wrong type or size is refused and nothing is stored', async () => {
    const ticket = await report();
    const ok = await attach(ticket.id, await buildPng('#ff0000', 40, 30));
    expect(ok.statusCode, ok.body).toBe(200);
    const [shot] = ok.json().data.attachments;
    expect(shot).toMatchObject({ mime: 'image/png', width: 40, height: 30 });
    expect((await t.app.inject({ method: 'GET', url: shot.url })).statusCode).toBe(200);

    const stored = await listStoredFiles(t.config.filesDir);
    const text = await attach(
      ticket.id,
      Buffer.from('not a picture at all'),
      w.teacher,
      'image/png',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('ATTACHMENT_INVALID');
    const big = await attach(ticket.id, Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(await listStoredFiles(t.config.filesDir)).toEqual(stored);

    // Only the reporter adds screenshots, at most five.
    expect(
      (await attach(ticket.id, await buildPng('#00ff00', 10, 10), w.moderator)).statusCode,
    ).toBe(403);
    for (let i = 0; i < 4; i++) {
      expect(
        (await attach(ticket.id, await buildPng(`#00${10 + i}${10 + i}`, 10, 10))).statusCode,
      ).toBe(200);
    }
    const sixth = await attach(ticket.id, await buildPng('#123456', 10, 10));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('TICKET_ATTACHMENTS_FULL');
  });

  it("answers 404 for another project's tickets and microblocks", async () => {
    const ticket = await report();
    const foreign = await w.call(
      w.stranger,
      'GET',
      `/api/tickets/${ticket.id}?workspace_id=${w.other.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    const viaOwn = await w.call(w.stranger, 'POST', `/api/tickets/${ticket.id}/state`, {
      workspace_id: w.other.id,
      state: 'in_process',
    });
    expect(viaOwn.statusCode).toBe(404);
    const intoA = await w.call(w.stranger, 'GET', `/api/tickets/${ticket.id}?workspace_id=${ws()}`);
    expect(intoA.statusCode).toBe(404);
    const otherExercise = await w.call(w.stranger, 'POST', '/api/tickets', {
      workspace_id: w.other.id,
      exercise_id: source.id,
      description: 'Not mine',
    });
    expect(otherExercise.statusCode).toBe(404);
  });

  it('"regenerate reported" remakes the microblock\'s themed versions, then the ticket is closed', async () => {
    const background = await g.uploadAsset(
      'background',
      'Jungle',
      await buildPng('#00aa00', 60, 40),
    );
    const character = await g.uploadAsset('character', 'Monkey', await buildPng('#aa5500', 30, 60));
    await g.createReadyTheme('Jungle', [background, character]);
    const ticket = await report();
    expect(ticket.can_regenerate).toBe(false);
    await move(ticket.id, 'in_process');

    const press = () =>
      w.call(w.moderator, 'POST', `/api/tickets/${ticket.id}/regenerate`, { workspace_id: ws() });
    expect(
      (
        await w.call(w.teacher, 'POST', `/api/tickets/${ticket.id}/regenerate`, {
          workspace_id: ws(),
        })
      ).statusCode,
    ).toBe(403);
    const first = await press();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ made: 1, failed: 0 });
    expect(first.json().data.ticket.regenerated_at).not.toBeNull();
    // Fresh versions are not made again.
    expect((await press()).json().data).toMatchObject({ made: 0, failed: 0 });
    // The moderator fixes the deck (in progress with the new one, then accepted again): the next
    // press remakes the version from the fixed deck.
    const deckId = await w.uploadDeck(w.moderator);
    for (const statusId of [EXERCISE_STATUS.inProgress, EXERCISE_STATUS.accepted]) {
      const saved = await w.call(
        w.moderator,
        'PUT',
        `/api/exercises/${source.id}?role_id=${ROLE.moderator}`,
        {
          workspace_id: ws(),
          title: source.title,
          category_id: w.category.id,
          description: '',
          comment: '',
          instruction: '',
          presentation_id: deckId,
          tag_ids: source.tags.map((tag) => tag.id),
          is_ready_for_generation: true,
          status_id: statusId,
        },
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect((await press()).json().data).toMatchObject({ made: 1, failed: 0 });

    // A ticket about the themed version regenerates its microblock's versions too.
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from exercises where source_id = ${source.id}`,
    );
    const aboutVersion = await report(w.teacher, { exercise_id: rows[0]!.id });
    expect(aboutVersion.exercise).toMatchObject({
      source_id: source.id,
      theme: { name: 'Jungle' },
    });

    expect((await move(ticket.id, 'done')).json().data.state).toBe('done');
    expect((await press()).json().code).toBe('TICKET_CLOSED');
    const general = await report(w.moderator, { exercise_id: null });
    await move(general.id, 'in_process');
    const none = await w.call(w.moderator, 'POST', `/api/tickets/${general.id}/regenerate`, {
      workspace_id: ws(),
    });
    expect(none.json().code).toBe('TICKET_NO_MICROBLOCK');
  });
});
