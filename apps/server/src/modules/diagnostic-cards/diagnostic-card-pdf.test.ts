import { buffer } from 'node:stream/consumers';
import {
  type DiagnosticTemplateInput,
  formatMessage,
  LANGUAGES,
  type Language,
  QUALIFICATION_NAMES,
  ROLE,
  type RoleId,
} from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../../../test/factories.ts';
import { extractPdfText, runPoppler } from '../../../test/pdf-text.ts';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';
import { buildDiagnosticCardPdf, type DiagnosticCardPdfView } from './diagnostic-card-pdf.ts';
import { DIAGNOSTIC_CARD_PDF_LABELS } from './diagnostic-card-pdf-labels.ts';

let t: TestApp;
type Caller = { id: number; token: string };
const world = {} as {
  school: { id: number };
  other: { id: number };
  diagnostician: Caller;
  teacher: Caller;
  otherTeacher: Caller;
  author: Caller;
  stranger: Caller;
  cardId: number;
  foreignCardId: number;
};

const extractText = extractPdfText;

async function member(workspaceId: number, roles: RoleId[], name?: string) {
  const user = await createUser(t.db, { assignments: [{ workspaceId, roles }], name });
  return { id: user.id, token: await createToken(t.db, user.id) };
}

const get = (caller: Caller, url: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(caller.token), lang } });

const scale = {
  start: { value: 0, label: 'немає' },
  centre: { value: 2, label: 'спотворено' },
  end: { value: 4, label: 'чітко' },
  step: 1,
  zones: [
    { name: 'Слабко', color: 'red' as const, from: 0, to: 2 },
    { name: 'Норма', color: 'green' as const, from: 2, to: 4 },
  ],
};

/** Four blocks: every answer type, and two computed blocks with zones. */
const template = (workspaceId: number): DiagnosticTemplateInput => ({
  workspace_id: workspaceId,
  title: 'Обстеження звуковимови',
  description: 'Звуки у складах і словах',
  blocks: [
    {
      key: 'talk',
      kind: 'questions',
      title: 'Бесіда',
      questions: [
        { key: 'complaints', text: 'Скарги', type: 'short_answer' },
        { key: 'history', text: 'Анамнез', type: 'large_answer' },
        {
          key: 'hearing',
          text: 'Слух',
          type: 'one_variant',
          variants: [
            { key: 'normal', label: 'у нормі', points: 1 },
            { key: 'reduced', label: 'знижений', points: 0 },
          ],
        },
        {
          key: 'breathing',
          text: 'Дихання',
          type: 'many_variants',
          variants: [
            { key: 'shallow', label: 'поверхневе' },
            { key: 'mouth', label: 'ротом' },
          ],
        },
      ],
    },
    {
      key: 'sounds',
      kind: 'questions',
      title: 'Звуковимова',
      questions: [
        { key: 'sound-r', text: 'Звук Р', type: 'scale', scale },
        {
          key: 'positions',
          text: 'Звуки у словах',
          type: 'multi_scale_table',
          rows: [
            { key: 'r', label: 'Р' },
            { key: 'l', label: 'Л' },
          ],
          columns: [
            { key: 'initial', label: 'на початку' },
            { key: 'final', label: 'у кінці' },
          ],
          scale,
        },
      ],
    },
    {
      key: 'score',
      kind: 'computed',
      title: 'Оцінка вимови',
      formula: 'mean',
      score_type: 'positive',
      sources: [{ question_key: 'sound-r', weight: 1 }],
      zones: [
        { name: 'Потрібні заняття', color: 'yellow', from: 0, to: 3 },
        { name: 'Вікова норма', color: 'green', from: 3, to: 4 },
      ],
    },
    {
      key: 'sum',
      kind: 'computed',
      title: 'Сума таблиці',
      formula: 'sum',
      score_type: 'negative',
      sources: [{ question_key: 'positions', weight: 1 }],
      zones: [],
    },
  ],
});

async function insertStudent(workspaceId: number, teacherId: number, diagnosticianId: number) {
  const { rows } = await t.db.execute<{ id: number }>(sql`
    insert into clients (workspace_id, child_name, client_name, language, time_zone, birth_date,
      teacher_id, diagnostician_id)
    values (${workspaceId}, 'Марко', 'Олена', 'uk', 'Europe/Kyiv', '2019-05-14', ${teacherId},
      ${diagnosticianId})
    returning id`);
  return rows[0]!.id;
}

/** A filled card: a template, a student, a started card and its saved content. */
async function fillCard(workspaceId: number, staff: Caller) {
  const moderator = await member(workspaceId, [ROLE.moderator]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/diagnostic-card-templates',
    headers: bearer(moderator.token),
    payload: template(workspaceId),
  });
  expect(created.statusCode, created.body).toBe(200);
  const studentId = await insertStudent(workspaceId, staff.id, staff.id);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/clients/diagnostic-cards',
    headers: bearer(staff.token),
    payload: {
      workspace_id: workspaceId,
      client_id: studentId,
      template_id: created.json().data.id,
    },
  });
  expect(started.statusCode, started.body).toBe(200);
  const card = started.json().data;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/clients/diagnostic-cards/${card.id}`,
    headers: bearer(staff.token),
    payload: {
      workspace_id: workspaceId,
      revision: card.revision,
      client_info: { ...card.client_info, child_name: 'Марко Żółkiewski' },
      diagnostic_date: '2026-05-14',
      answers: {
        complaints: 'Не вимовляє звук Р',
        hearing: 'normal',
        breathing: ['shallow', 'mouth'],
        'sound-r': 3,
        positions: { r: { initial: 1, final: 2 }, l: { initial: 4 } },
      },
      violations: ['dyslalia', 'stuttering'],
      recommended_program: 'Постановка Р двічі на тиждень',
      parent_request: 'Чітке мовлення до школи',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return card.id as number;
}

beforeAll(async () => {
  t = await buildTestApp();
  world.school = await createWorkspace(t.db);
  world.other = await createWorkspace(t.db);
  world.diagnostician = await member(world.school.id, [ROLE.diagnostician], 'Ірина Шевчук');
  world.teacher = await member(world.school.id, [ROLE.teacher]);
  world.otherTeacher = await member(world.school.id, [ROLE.teacher]);
  world.author = await member(world.school.id, [ROLE.author]);
  world.stranger = await member(world.other.id, [ROLE.teacher, ROLE.diagnostician]);
  world.cardId = await fillCard(world.school.id, world.diagnostician);
  world.foreignCardId = await fillCard(world.other.id, world.stranger);
  // The student's teacher is a reader of the card too.
  await t.db.execute(sql`update clients set teacher_id = ${world.teacher.id}
    where id = (select client_id from diagnostic_cards where id = ${world.cardId})`);
});
afterAll(() => t.close());

const pdfUrl = (id: number, query = '') =>
  `/api/clients/diagnostic-cards/${id}/pdf?workspace_id=${world.school.id}${query}`;

/** What each language's file must say, beyond the card's own texts. */
const expected: Record<Language, { labels: string[]; score: string }> = {
  uk: { labels: ['Дата обстеження', 'Запит батьків', 'Сторінка 1 з'], score: 'Бал: 3' },
  ru: { labels: ['Дата обследования', 'Запрос родителей', 'Страница 1 из'], score: 'Балл: 3' },
  en: { labels: ['Date of examination', "Parent's request", 'Page 1 of'], score: 'Score: 3' },
  pl: { labels: ['Data badania', 'Prośba rodzica', 'Strona 1 z'], score: 'Wynik: 3' },
};

describe('a filled diagnostic card as a PDF', () => {
  it.each(LANGUAGES)('prints the card in %s with its answers, scores and zones', async (lang) => {
    const res = await get(world.diagnostician, pdfUrl(world.cardId, `&lang=${lang}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await extractText(res.rawPayload);
    for (const part of [
      'Обстеження звуковимови',
      'Марко Żółkiewski',
      'Ірина Шевчук',
      'Не вимовляє звук Р',
      'у нормі',
      'поверхневе',
      'ротом',
      'Звуки у словах',
      'на початку',
      '3 · Норма',
      'Вікова норма',
      // The table's sum over its filled cells: 1 + 2 + 4.
      '7',
      'Постановка Р двічі на тиждень',
      'Чітке мовлення до школи',
      QUALIFICATION_NAMES.dyslalia[lang],
      QUALIFICATION_NAMES.stuttering[lang],
      DIAGNOSTIC_CARD_PDF_LABELS[lang].statuses.draft,
      expected[lang].score,
      ...expected[lang].labels,
    ]) {
      expect(text, `${lang}: ${part}`).toContain(part);
    }
    // Chosen variants only: the one not chosen is not printed as an answer.
    expect(text).not.toContain('знижений');
  });

  it('embeds its fonts, and names the file in ASCII and in UTF-8', async () => {
    const res = await get(world.teacher, pdfUrl(world.cardId, '&lang=uk'));
    expect(res.statusCode, res.body).toBe(200);
    const fonts = (await runPoppler('pdffonts', res.rawPayload)).split('\n').slice(2);
    const rows = fonts.filter((line) => line.trim() !== '');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toContain('Roboto');
      // Columns: name, type, encoding, emb, sub, uni.
      expect(row.split(/\s+/).slice(-5, -2)).toEqual(['yes', 'yes', 'yes']);
    }
    const disposition = res.headers['content-disposition'];
    expect(disposition).toContain('attachment; filename="diagnostic-card-2026-05-14.pdf"');
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('Марко Żółkiewski 2026-05-14.pdf')}`,
    );
  });

  it('is the same file for the same card and day', async () => {
    const first = await get(world.diagnostician, pdfUrl(world.cardId, '&lang=ru'));
    const second = await get(world.teacher, pdfUrl(world.cardId, '&lang=ru'));
    expect(first.statusCode).toBe(200);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
  });

  it("speaks the caller's interface language when no language is asked", async () => {
    const res = await get(world.diagnostician, pdfUrl(world.cardId), 'pl');
    expect(res.statusCode).toBe(200);
    expect(await extractText(res.rawPayload)).toContain('Data badania');
  });

  it('refuses a language it does not print, in the caller’s language', async () => {
    const res = await get(world.diagnostician, pdfUrl(world.cardId, '&lang=de'), 'uk');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: formatMessage('VALIDATION_FAILED', 'uk'),
    });
  });

  it("is the card's staff's only: others on the project 403, another project 404", async () => {
    expect((await get(world.otherTeacher, pdfUrl(world.cardId))).statusCode).toBe(403);
    expect((await get(world.author, pdfUrl(world.cardId))).statusCode).toBe(403);
    expect((await get(world.diagnostician, pdfUrl(world.foreignCardId))).statusCode).toBe(404);
    const asStranger = await get(
      world.stranger,
      `/api/clients/diagnostic-cards/${world.cardId}/pdf?workspace_id=${world.other.id}`,
    );
    expect(asStranger.statusCode).toBe(404);
  });

  it('a four-block card renders in well under a second', async () => {
    await get(world.diagnostician, pdfUrl(world.cardId, '&lang=en'));
    const started = performance.now();
    const res = await get(world.diagnostician, pdfUrl(world.cardId, '&lang=en'));
    expect(res.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('buildDiagnosticCardPdf (what the family link prints)', () => {
  const view: DiagnosticCardPdfView = {
    template_title: 'Badanie wymowy',
    blocks: template(1).blocks as DiagnosticCardPdfView['blocks'],
    client_info: { child_name: 'Zosia Wójcik', birth_date: null },
    diagnostic_date: '2026-05-14',
    examined_by: null,
    status: null,
    answers: { 'sound-r': 1 },
    violations: [],
    progress: [
      {
        kind: 'scale',
        title: 'Głoska R',
        block_title: 'Wymowa',
        score_type: 'positive',
        min: 0,
        max: 4,
        zones: [],
        points: [
          { date: '2026-02-10', value: 0 },
          { date: '2026-05-14', value: 1 },
          // A later examination is not in this card's document.
          { date: '2026-08-01', value: 3 },
        ],
      },
    ],
    program: {
      name: 'Głoska R: wywołanie',
      content: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Dwa razy w tygodniu' }] }],
      },
      complexes: ['Rozgrzewka języka'],
    },
    recommended_program: 'Mama na pierwszych zajęciach',
    parent_request: '',
    updated_at: '2026-05-14T09:30:00.000Z',
  };

  it('prints a card as the family sees it, unanswered questions and empty fields marked', async () => {
    const pdf = await buffer(await renderPdf(buildDiagnosticCardPdf(view, 'pl', '2026-05-20')));
    const text = await extractText(pdf);
    // The family's copy says nothing of the staff's workflow, nor of later examinations.
    expect(text).not.toContain('Status');
    expect(text).not.toContain('sierpnia');
    for (const part of [
      'Badanie wymowy',
      'Zosia Wójcik',
      'Brak odpowiedzi',
      '1 · Слабко',
      'Wynik: 1',
      'Потрібні заняття',
      'Głoska R: wywołanie',
      'Dwa razy w tygodniu',
      'Rozgrzewka języka',
      'Mama na pierwszych zajęciach',
      'Zmiany od pierwszego badania',
      '10 lutego 2026: 0',
      '14 maja 2026: 1',
      'Utworzono 20 maja 2026',
      'Strona 1 z',
    ]) {
      expect(text, part).toContain(part);
    }
  });

  it('has every label in every language', () => {
    const keys = (lang: Language) =>
      Object.entries(DIAGNOSTIC_CARD_PDF_LABELS[lang]).flatMap(([key, value]) =>
        typeof value === 'string' ? [key] : Object.keys(value).map((k) => `${key}.${k}`),
      );
    for (const lang of LANGUAGES) {
      expect(keys(lang), lang).toEqual(keys('en'));
      for (const value of Object.values(DIAGNOSTIC_CARD_PDF_LABELS[lang])) {
        const texts = typeof value === 'string' ? [value] : Object.values(value);
        for (const text of texts) expect(text.trim(), lang).not.toBe('');
      }
      expect(DIAGNOSTIC_CARD_PDF_LABELS[lang].page).toMatch(/\{page\}.*\{count\}/);
      expect(DIAGNOSTIC_CARD_PDF_LABELS[lang].generatedOn).toContain('{date}');
    }
  });
});
