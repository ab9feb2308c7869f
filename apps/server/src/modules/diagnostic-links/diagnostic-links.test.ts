import { randomBytes } from 'node:crypto';
import { type DiagnosticTemplateInput, ROLE, type RoleId } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createToken, createUser } from '../../../test/factories.ts';
import { createLessonWorld } from '../../../test/lesson-world.ts';
import { extractPdfText } from '../../../test/pdf-text.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
type Caller = { id: number; token: string };
const people = {} as {
  manager: Caller;
  otherTeacher: Caller;
  foreignTeacher: Caller;
  foreignManager: Caller;
};
let templateId: number;

async function member(workspaceId: number, roles: RoleId[]) {
  const user = await createUser(t.db, { assignments: [{ workspaceId, roles }] });
  return { id: user.id, token: await createToken(t.db, user.id) };
}

const scale = {
  start: { value: 0, label: 'absent' },
  centre: { value: 2, label: 'distorted' },
  end: { value: 4, label: 'correct' },
  step: 1,
  zones: [
    { name: 'severe', color: 'red' as const, from: 0, to: 2 },
    { name: 'norm', color: 'green' as const, from: 2, to: 4 },
  ],
};

const template = (workspaceId: number): DiagnosticTemplateInput => ({
  workspace_id: workspaceId,
  title: 'Sounds',
  description: 'Speech sounds',
  blocks: [
    {
      key: 'talk',
      kind: 'questions',
      title: 'Conversation',
      questions: [
        { key: 'complaints', text: 'Complaints', type: 'short_answer' },
        {
          key: 'hearing',
          text: 'Hearing',
          type: 'one_variant',
          variants: [
            { key: 'normal', label: 'normal', points: 1 },
            { key: 'reduced', label: 'reduced', points: 0 },
          ],
        },
        { key: 'sound-r', text: 'Sound R', type: 'scale', scale },
        {
          key: 'positions',
          text: 'Sounds in words',
          type: 'multi_scale_table',
          rows: [{ key: 'r', label: 'R' }],
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
      zones: scale.zones,
    },
  ],
});

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://app.slovo.test' });
  w = await createLessonWorld(t);
  people.manager = await member(w.workspace.id, [ROLE.manager]);
  people.otherTeacher = await member(w.workspace.id, [ROLE.teacher]);
  people.foreignTeacher = await member(w.other.id, [ROLE.teacher, ROLE.diagnostician]);
  people.foreignManager = await member(w.other.id, [ROLE.manager]);
  const created = await w.call(
    w.moderator,
    'POST',
    '/api/diagnostic-card-templates',
    template(w.workspace.id),
  );
  expect(created.statusCode, created.body).toBe(200);
  templateId = created.json().data.id;
});
afterAll(() => t.close());

const base = '/api/clients/diagnostic-cards';
const ws = () => w.workspace.id;

/** A card of the lesson world's student, filled by their teacher; sent unless `draft`. */
async function makeCard(date: string, soundR: number, options: { draft?: boolean } = {}) {
  const started = await w.call(w.teacher, 'POST', base, {
    workspace_id: ws(),
    client_id: w.client.id,
    template_id: templateId,
  });
  expect(started.statusCode, started.body).toBe(200);
  const card = started.json().data;
  const content = {
    workspace_id: ws(),
    revision: card.revision,
    client_info: card.client_info,
    diagnostic_date: date,
    answers: {
      complaints: 'Does not say R',
      hearing: 'normal',
      'sound-r': soundR,
      positions: { r: { initial: soundR, final: 1 } },
    },
    violations: ['dyslalia'],
    recommended_program: 'Sound R, twice a week',
    parent_request: 'Clear speech before school',
  };
  const saved = options.draft
    ? await w.call(w.teacher, 'PUT', `${base}/${card.id}`, content)
    : await w.call(w.teacher, 'POST', `${base}/send`, { ...content, card_id: card.id });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data as { id: number };
}

const issue = (cardId: number, as: Caller = w.teacher, workspaceId = ws()) =>
  w.call(as, 'POST', `${base}/${cardId}/share-link`, { workspace_id: workspaceId });

const open = (url: string, ip = '10.40.0.1') => {
  const { pathname, search } = new URL(url);
  return t.app.inject({ method: 'GET', url: `/api${pathname}${search}`, remoteAddress: ip });
};

/** Every key anywhere in a JSON value. */
function collectKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(collectKeys);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...collectKeys(inner)]);
  }
  return [];
}

describe('family links of diagnostic cards', () => {
  it('is made only for a sent card, replaced, turned off; a dead or forged link is 404', async () => {
    const draft = await makeCard('2026-01-10', 1, { draft: true });
    const refused = await issue(draft.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DIAGNOSTIC_CARD_LINK_DRAFT');

    const card = await makeCard('2026-01-10', 1);
    const none = await w.call(
      w.teacher,
      'GET',
      `${base}/${card.id}/share-link?workspace_id=${ws()}`,
    );
    expect(none.json().data).toEqual({ share_url: null, progress_url: null });

    const first = (await issue(card.id)).json().data;
    expect(first.share_url).toMatch(/^https:\/\/app\.slovo\.test\/dc-preview\/[A-Za-z0-9_-]{22}$/);
    expect(first.progress_url).toBe(first.share_url.replace('/dc-preview/', '/progress-preview/'));
    const shown = await w.call(
      w.teacher,
      'GET',
      `${base}/${card.id}/share-link?workspace_id=${ws()}`,
    );
    expect(shown.json().data).toEqual(first);
    expect((await open(first.share_url)).statusCode).toBe(200);
    expect((await open(first.progress_url)).statusCode).toBe(200);
    // The family's page opens in the student's language (decision 053), by the same rule.
    const familyLanguage = (url: string) =>
      t.app.services.diagnosticLinks.familyLanguage(url.split('/').pop() ?? '');
    expect(await familyLanguage(first.share_url)).toBe(w.client.language);

    // Only the token's hash is stored: the database alone opens nothing.
    const token = first.share_url.split('/').pop();
    const { rows } = await t.db.execute<{ share_token_hash: string; share_nonce: string }>(
      sql`select share_token_hash, share_nonce from diagnostic_card_links where card_id = ${card.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);

    const second = (await issue(card.id)).json().data;
    expect(second.share_url).not.toBe(first.share_url);
    expect((await open(first.share_url)).statusCode).toBe(404);
    expect((await open(first.progress_url)).statusCode).toBe(404);
    expect((await open(second.share_url)).statusCode).toBe(200);
    expect(await familyLanguage(first.share_url)).toBeNull();

    const off = await w.call(
      w.teacher,
      'DELETE',
      `${base}/${card.id}/share-link?workspace_id=${ws()}`,
    );
    expect(off.json().data).toEqual({ share_url: null, progress_url: null });
    expect((await open(second.share_url)).statusCode).toBe(404);
    expect((await open(second.progress_url)).statusCode).toBe(404);
    expect(await familyLanguage(second.share_url)).toBeNull();

    const forged = randomBytes(16).toString('base64url');
    const miss = await t.app.inject({ url: `/api/dc-preview/${forged}`, headers: { lang: 'en' } });
    expect(miss.statusCode).toBe(404);
    expect(miss.json().code).toBe('NOT_FOUND');
  });

  it("answers only the card's staff: other staff 403, another project 404 and nothing shown", async () => {
    const card = await makeCard('2026-02-01', 2);
    expect((await issue(card.id, people.otherTeacher)).statusCode).toBe(403);
    // Another project's teacher, naming their own project or ours, learns nothing of the card.
    expect((await issue(card.id, people.foreignTeacher, w.other.id)).statusCode).toBe(404);
    expect((await issue(card.id, people.foreignTeacher)).statusCode).toBe(404);
    const read = await w.call(
      people.foreignTeacher,
      'GET',
      `${base}/${card.id}?workspace_id=${w.other.id}`,
    );
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Does not say R');
    const link = await w.call(
      people.foreignTeacher,
      'GET',
      `${base}/${card.id}/share-link?workspace_id=${w.other.id}`,
    );
    expect(link.statusCode).toBe(404);
    // The other project's managers see no trace of the card in their audit log either.
    const logs = await w.call(
      people.foreignManager,
      'GET',
      `/api/audit-events?workspace_id=${w.other.id}&action=diagnostic_card_view`,
    );
    expect(logs.json().data).toEqual([]);
  });

  it('shows the family the card without ids, keys, e-mails or notes, in the student language', async () => {
    const card = await makeCard('2026-03-02', 3);
    const { share_url } = (await issue(card.id)).json().data;
    const response = await open(share_url);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      child_name: 'Marko',
      language: 'uk',
      template_title: 'Sounds',
      diagnostic_date: '2026-03-02',
      violations: ['dyslalia'],
      recommended_program: 'Sound R, twice a week',
      parent_request: 'Clear speech before school',
    });
    const [talk, score] = data.blocks;
    expect(talk.questions.map((q: { answer: unknown }) => q.answer)).toEqual([
      { type: 'text', text: 'Does not say R' },
      { type: 'choice', chosen: ['normal'] },
      {
        type: 'scale',
        scale: expect.objectContaining({ end: { value: 4, label: 'correct' } }),
        value: 3,
        zone: { name: 'norm', color: 'green' },
      },
      {
        type: 'table',
        scale: expect.any(Object),
        columns: ['initial', 'final'],
        rows: [{ label: 'R', values: [3, 1] }],
      },
    ]);
    expect(score).toMatchObject({ kind: 'computed', score: 3, zone: { name: 'norm' } });

    const keys = collectKeys(data);
    expect(keys.filter((key) => /(^|_)id$|email|version|revision|status|key$/.test(key))).toEqual(
      [],
    );
    for (const secret of ['olena@example.com', 'sound-r', 'positions', '"talk"']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('draws progress over every sent card, oldest first, and the lesson marks', async () => {
    // The lesson world's student has the cards of the tests above; progress counts sent ones.
    const { lessonId, token } = await w.prepareLesson();
    for (const [item, slide, mark] of [
      [0, 0, 'correct'],
      [1, 0, 'correct'],
      [1, 1, 'incorrect'],
      [2, 0, 'prompted'],
    ] as const) {
      const marked = await w.call(w.teacher, 'PUT', `/api/play-lesson/${token}/marks`, {
        item,
        slide,
        mark,
      });
      expect(marked.statusCode, marked.body).toBe(200);
    }
    await t.db.execute(sql`update lessons set finished_at = '2026-03-05T10:00:00Z'
      where id = ${lessonId}`);
    const card = await makeCard('2026-04-01', 4);
    const { progress_url } = (await issue(card.id)).json().data;
    const response = await open(progress_url);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.child_name).toBe('Marko');
    expect(data.templates).toHaveLength(1);
    const [sounds] = data.templates;
    expect(sounds.dates).toEqual(['2026-01-10', '2026-02-01', '2026-03-02', '2026-04-01']);
    expect(sounds.series.map((s: { kind: string; title: string }) => [s.kind, s.title])).toEqual([
      ['scale', 'Sound R'],
      ['computed', 'Pronunciation'],
    ]);
    const [soundR, pronunciation] = sounds.series;
    expect(soundR).toMatchObject({ min: 0, max: 4, block_title: 'Conversation' });
    expect(soundR.points.map((p: { value: number }) => p.value)).toEqual([1, 2, 3, 4]);
    expect(pronunciation.points.map((p: { value: number }) => p.value)).toEqual([1, 2, 3, 4]);
    expect(pronunciation.zones).toEqual(scale.zones);
    expect(data.lessons).toEqual([
      {
        number: 1,
        title: expect.any(String),
        finished_at: '2026-03-05T10:00:00.000Z',
        correct: 2,
        incorrect: 1,
        prompted: 1,
      },
    ]);
    expect(collectKeys(data).filter((key) => /(^|_)id$|email/.test(key))).toEqual([]);
  });

  it('audits every view of a card: staff by name, the family link as such, no personal data', async () => {
    const card = await makeCard('2026-05-01', 2);
    const { share_url, progress_url } = (await issue(card.id)).json().data;
    const read = await w.call(w.teacher, 'GET', `${base}/${card.id}?workspace_id=${ws()}`);
    expect(read.statusCode).toBe(200);
    await open(share_url);
    await open(progress_url);
    const staffPdf = await w.call(w.teacher, 'GET', `${base}/${card.id}/pdf?workspace_id=${ws()}`);
    expect(staffPdf.statusCode).toBe(200);
    expect((await open(`${share_url}/pdf`)).statusCode).toBe(200);

    const logs = await w.call(
      people.manager,
      'GET',
      `/api/audit-events?workspace_id=${ws()}&action=diagnostic_card_view&pageSize=100`,
    );
    expect(logs.statusCode, logs.body).toBe(200);
    const events = (
      logs.json().data as { actor: { id: number } | null; details: { card_id: number } }[]
    ).filter((event) => event.details.card_id === card.id);
    expect(events.map((e) => [e.actor?.id ?? null, e.details])).toEqual([
      [null, { card_id: card.id, via: 'family_link', page: 'pdf' }],
      [w.teacher.id, { card_id: card.id, via: 'staff', page: 'pdf' }],
      [null, { card_id: card.id, via: 'family_link', page: 'progress' }],
      [null, { card_id: card.id, via: 'family_link', page: 'card' }],
      [w.teacher.id, { card_id: card.id, via: 'staff', page: 'card' }],
    ]);
    const { rows } = await t.db.execute<{ ip: string | null; details: object }>(
      sql`select ip, details from audit_events where action = 'diagnostic_card_view'`,
    );
    expect(rows.every((row) => row.ip === null)).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/Marko|Olena|olena@|dc-preview/);

    // A refused read records nothing.
    const before = rows.length;
    await w.call(people.otherTeacher, 'GET', `${base}/${card.id}?workspace_id=${ws()}`);
    await t.app.inject({ url: `/api/dc-preview/${randomBytes(16).toString('base64url')}` });
    const { rows: after } = await t.db.execute(
      sql`select 1 from audit_events where action = 'diagnostic_card_view'`,
    );
    expect(after).toHaveLength(before);
  });

  it("gives the family the card as a PDF in the student's language, or the one asked for", async () => {
    const card = await makeCard('2026-05-20', 3);
    const { share_url } = (await issue(card.id)).json().data;
    const pdf = await open(`${share_url}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('diagnostic-card-2026-05-20.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const inStudentLanguage = await open(`${share_url}/pdf?lang=${w.client.language}`);
    expect(inStudentLanguage.rawPayload.equals(pdf.rawPayload)).toBe(true);
    const other = w.client.language === 'pl' ? 'uk' : 'pl';
    const asked = await open(`${share_url}/pdf?lang=${other}`);
    expect(asked.statusCode).toBe(200);
    expect(asked.rawPayload.equals(pdf.rawPayload)).toBe(false);
    expect((await open(`${share_url}/pdf?lang=de`)).statusCode).toBe(400);

    // A replaced link's file is gone with it; a forged one never was.
    await issue(card.id);
    expect((await open(`${share_url}/pdf`)).statusCode).toBe(404);
    const forged = randomBytes(16).toString('base64url');
    expect((await t.app.inject({ url: `/api/dc-preview/${forged}/pdf` })).statusCode).toBe(404);
  });

  it("draws the template's scales over the sent cards up to the card's own in both PDFs", async () => {
    // The student has earlier tests' cards too; these dates are this test's own.
    await makeCard('2025-11-03', 0);
    const card = await makeCard('2026-06-03', 2);
    await makeCard('2026-10-03', 4);
    const staff = await w.call(
      w.teacher,
      'GET',
      `${base}/${card.id}/pdf?workspace_id=${ws()}&lang=en`,
    );
    const { share_url } = (await issue(card.id)).json().data;
    const family = await open(`${share_url}/pdf?lang=en`);
    for (const pdf of [staff, family]) {
      expect(pdf.statusCode).toBe(200);
      const text = await extractPdfText(pdf.rawPayload);
      expect(text).toContain('Changes since the first examination');
      expect(text).toContain('November 3, 2025: 0');
      expect(text).toContain('June 3, 2026: 2');
      expect(text).not.toContain('October 3, 2026');
    }
  });

  it('stops opening when the student is archived', async () => {
    const card = await makeCard('2026-06-01', 2);
    const { share_url } = (await issue(card.id)).json().data;
    expect((await open(share_url)).statusCode).toBe(200);
    await t.db.execute(sql`update clients set archived_at = now() where id = ${w.client.id}`);
    try {
      expect((await open(share_url)).statusCode).toBe(404);
    } finally {
      await t.db.execute(sql`update clients set archived_at = null where id = ${w.client.id}`);
    }
  });
});
