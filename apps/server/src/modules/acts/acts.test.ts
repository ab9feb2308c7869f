import { type ActInput, ROLE, type RoleId } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../../../test/factories.ts';
import { extractPdfText, runPoppler } from '../../../test/pdf-text.ts';

let t: TestApp;
type Caller = { id: number; token: string };
const world = {} as {
  school: { id: number };
  other: { id: number };
  root: Caller;
  manager: Caller;
  otherManager: Caller;
  moderator: Caller;
  teacher: Caller;
};

async function member(workspaceId: number, roles: RoleId[]) {
  const user = await createUser(t.db, { assignments: [{ workspaceId, roles }] });
  return { id: user.id, token: await createToken(t.db, user.id) };
}

const call = (
  caller: Caller,
  method: 'GET' | 'POST',
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

const actInput = (overrides: Partial<ActInput> = {}): ActInput => ({
  workspace_id: world.school.id,
  type: 'video',
  amount: '12345.50',
  currency: 'UAH',
  act_date: '2026-03-10',
  contract_number: 'Д-17/2026',
  contract_date: '2026-01-15',
  performer_name_uk: 'Іваненко Олена Петрівна',
  performer_name_en: 'Olena Ivanenko',
  performer_address_uk: 'м. Київ, вул. Хрещатик, 1, кв. 5',
  performer_address_en: '1 Khreshchatyk St., apt. 5, Kyiv',
  passport: 'FA123456',
  tax_id: '3012345678',
  content_url: 'https://example.com/video/42',
  ...overrides,
});

const create = (caller: Caller, input: ActInput) => call(caller, 'POST', '/api/acts', input);

beforeAll(async () => {
  t = await buildTestApp();
  world.school = await createWorkspace(t.db, { title: 'Школа Слово' });
  world.other = await createWorkspace(t.db);
  const root = await createUser(t.db, { isRoot: true });
  world.root = { id: root.id, token: await createToken(t.db, root.id) };
  world.manager = await member(world.school.id, [ROLE.manager]);
  world.otherManager = await member(world.other.id, [ROLE.manager]);
  world.moderator = await member(world.school.id, [ROLE.moderator]);
  world.teacher = await member(world.school.id, [ROLE.teacher]);
});
afterAll(() => t.close());

describe('act numbering', () => {
  it('gives 20 concurrent creations the numbers 1..20 of the year, none twice, none skipped', async () => {
    const year = '2031';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create(
          i % 2 ? world.manager : world.root,
          actInput({ act_date: `${year}-02-0${(i % 9) + 1}` }),
        ),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const numbers = answers.map((res) => res.json().data.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(answers.every((res) => res.json().data.year === 2031)).toBe(true);
  });

  it('counts each year and each project on its own', async () => {
    const first = await create(world.manager, actInput({ act_date: '2032-12-31' }));
    const nextYear = await create(world.manager, actInput({ act_date: '2033-01-01' }));
    const otherProject = await create(
      world.otherManager,
      actInput({ workspace_id: world.other.id, act_date: '2032-05-05' }),
    );
    expect(first.json().data).toMatchObject({ number: 1, year: 2032 });
    expect(nextYear.json().data).toMatchObject({ number: 1, year: 2033 });
    expect(otherProject.json().data).toMatchObject({ number: 1, year: 2032 });
  });

  it('a refused creation takes no number; a void act keeps its own and stays listed', async () => {
    const first = await create(world.manager, actInput({ act_date: '2034-04-01' }));
    expect(first.json().data.number).toBe(1);
    const refused = await create(world.manager, actInput({ act_date: '2034-04-02', amount: '0' }));
    expect(refused.statusCode).toBe(400);

    const voided = await call(world.manager, 'POST', `/api/acts/${first.json().data.id}/void`, {
      workspace_id: world.school.id,
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().data.voided_at).not.toBeNull();
    expect(voided.json().data.voided_by).toMatchObject({ id: world.manager.id });
    const again = await call(world.manager, 'POST', `/api/acts/${first.json().data.id}/void`, {
      workspace_id: world.school.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ACT_ALREADY_VOID');

    const second = await create(world.manager, actInput({ act_date: '2034-04-03' }));
    expect(second.json().data.number).toBe(2);

    const list = await call(
      world.manager,
      'GET',
      `/api/acts?workspace_id=${world.school.id}&term=${encodeURIComponent('/2034')}`,
    );
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.map((act: { number: number; voided_at: string | null }) => [
          act.number,
          act.voided_at !== null,
        ]),
    ).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(list.json().meta.total).toBe(2);
  });
});

describe('act input', () => {
  it('refuses bad input with localized field errors and writes nothing', async () => {
    const before = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from acts`);
    const res = await call(
      world.manager,
      'POST',
      '/api/acts',
      actInput({
        amount: '12.345',
        currency: 'RUB' as 'UAH',
        act_date: '2026-02-30',
        performer_name_en: '  ',
        content_url: 'javascript:alert(1)',
      }),
      'uk',
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Перевірте виділені поля');
    const paths = body.details.fields.map((f: { path: string }) => f.path).sort();
    expect(paths).toEqual(['act_date', 'amount', 'content_url', 'currency', 'performer_name_en']);
    const amount = body.details.fields.find((f: { path: string }) => f.path === 'amount');
    expect(amount.message).toBe('Вкажіть суму більше нуля, не більше двох знаків після коми');
    const after = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from acts`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('refuses a contract dated after the act, in the caller language, and writes nothing', async () => {
    const before = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from acts`);
    const res = await create(
      world.manager,
      actInput({ act_date: '2026-11-29', contract_date: '2026-11-30' }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.fields).toEqual([
      { path: 'contract_date', message: 'The contract date cannot be later than the act date' },
    ]);
    const after = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from acts`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);

    const uk = await call(
      world.manager,
      'POST',
      '/api/acts',
      actInput({ act_date: '2026-11-29', contract_date: '2026-11-30' }),
      'uk',
    );
    expect(uk.json().details.fields[0].message).toBe(
      'Дата договору не може бути пізнішою за дату акта',
    );

    // The same day is fine: a contract signed on the day the work is accepted.
    const sameDay = await create(
      world.manager,
      actInput({ act_date: '2039-11-29', contract_date: '2039-11-29' }),
    );
    expect(sameDay.statusCode, sameDay.body).toBe(200);
  });

  it('takes a comma as the decimal mark and answers the amount with two decimals', async () => {
    const res = await create(world.manager, actInput({ amount: '700,5', act_date: '2035-01-01' }));
    expect(res.json().data.amount).toBe('700.50');
  });
});

describe('who sees acts', () => {
  let actId: number;
  beforeAll(async () => {
    actId = (await create(world.manager, actInput({ act_date: '2036-06-01' }))).json().data.id;
  });

  it('is root and managers only; another project answers 404', async () => {
    const url = `/api/acts/${actId}?workspace_id=${world.school.id}`;
    expect((await call(world.root, 'GET', url)).statusCode).toBe(200);
    expect((await call(world.moderator, 'GET', url)).statusCode).toBe(403);
    expect((await call(world.teacher, 'GET', url)).statusCode).toBe(403);
    // Another project's manager naming their own project, or ours.
    const foreign = await call(
      world.otherManager,
      'GET',
      `/api/acts/${actId}?workspace_id=${world.other.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('ACT_NOT_FOUND');
    expect((await call(world.otherManager, 'GET', url)).statusCode).toBe(404);
    const pdf = await call(
      world.otherManager,
      'GET',
      `/api/acts/${actId}/pdf?workspace_id=${world.other.id}`,
    );
    expect(pdf.statusCode).toBe(404);
    const voiding = await call(world.otherManager, 'POST', `/api/acts/${actId}/void`, {
      workspace_id: world.other.id,
    });
    expect(voiding.statusCode).toBe(404);
  });

  it('audits every view of the card, the list and the PDF with ids only', async () => {
    await t.db.execute(sql`delete from audit_events where action = 'act_view'`);
    await call(world.manager, 'GET', `/api/acts/${actId}?workspace_id=${world.school.id}`);
    await call(world.root, 'GET', `/api/acts/${actId}/pdf?workspace_id=${world.school.id}`);
    await call(world.manager, 'GET', `/api/acts?workspace_id=${world.school.id}&term=2036`);
    // Refused reads record nothing.
    await call(world.teacher, 'GET', `/api/acts/${actId}?workspace_id=${world.school.id}`);
    const { rows } = await t.db.execute<{
      actor_id: number;
      workspace_id: number;
      details: Record<string, unknown>;
    }>(sql`select actor_id, workspace_id, details from audit_events
      where action = 'act_view' order by id`);
    expect(rows).toEqual([
      {
        actor_id: world.manager.id,
        workspace_id: world.school.id,
        details: { act_id: actId, page: 'card' },
      },
      {
        actor_id: world.root.id,
        workspace_id: world.school.id,
        details: { act_id: actId, page: 'pdf' },
      },
      {
        actor_id: world.manager.id,
        workspace_id: world.school.id,
        details: { act_ids: [actId], page: 'list' },
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/Іваненко|Ivanenko|FA123456|3012345678/);

    const log = await call(
      world.manager,
      'GET',
      `/api/audit-events?workspace_id=${world.school.id}&action=act_view`,
    );
    expect(log.statusCode).toBe(200);
    expect(log.json().meta.total).toBe(3);
  });
});

describe('act PDF', () => {
  it('prints both languages side by side with the amount in words, fonts embedded', async () => {
    const created = await create(
      world.manager,
      actInput({ act_date: '2037-09-01', amount: '1234.50', currency: 'UAH' }),
    );
    const act = created.json().data;
    const res = await call(
      world.manager,
      'GET',
      `/api/acts/${act.id}/pdf?workspace_id=${world.school.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain('filename="act-1-2037.pdf"');
    const text = await extractPdfText(res.rawPayload);
    for (const expected of [
      'АКТ № 1/2037',
      'ACT No. 1/2037',
      'приймання-передачі виконаних робіт',
      'of acceptance of completed work',
      'Іваненко Олена Петрівна',
      'Olena Ivanenko',
      'Школа Слово',
      'Д-17/2026',
      'одна тисяча двісті тридцять чотири гривні 50 копійок',
      'one thousand two hundred thirty-four hryvnias 50 kopiykas',
      'https://example.com/video/42',
      'FA123456',
      '3012345678',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('VOID');
    const fonts = (await runPoppler('pdffonts', res.rawPayload)).split('\n').slice(2);
    const rows = fonts.filter((line) => line.trim() !== '');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/\byes\s+yes\s+yes\b/);
  });

  it('marks a void act as void in both languages', async () => {
    const created = await create(
      world.manager,
      actInput({ act_date: '2038-01-20', amount: '21', currency: 'USD', type: 'presentation' }),
    );
    const id = created.json().data.id;
    await call(world.manager, 'POST', `/api/acts/${id}/void`, { workspace_id: world.school.id });
    const res = await call(
      world.manager,
      'GET',
      `/api/acts/${id}/pdf?workspace_id=${world.school.id}`,
    );
    const text = await extractPdfText(res.rawPayload);
    expect(text).toContain('АНУЛЬОВАНО / VOID');
    expect(text).toContain('двадцять один долар США 00 центів');
    expect(text).toContain('twenty-one US dollars 00 cents');
    expect(text).toContain('Створення презентації');
  });
});
