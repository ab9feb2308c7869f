import { ROLE, type RoleId } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createToken, createUser } from '../../../test/factories.ts';
import { createLessonWorld } from '../../../test/lesson-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
type Caller = { id: number; token: string };
let manager: Caller;
let foreignTeacher: Caller;

async function member(workspaceId: number, roles: RoleId[]) {
  const user = await createUser(t.db, { assignments: [{ workspaceId, roles }] });
  return { id: user.id, token: await createToken(t.db, user.id) };
}

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://app.slovo.test' });
  w = await createLessonWorld(t);
  manager = await member(w.workspace.id, [ROLE.manager]);
  foreignTeacher = await member(w.other.id, [ROLE.teacher]);
});
afterAll(() => t.close());

const ws = () => w.workspace.id;

async function student(childName: string, workspaceId = ws(), caller = w.teacher) {
  const response = await w.call(caller, 'POST', '/api/clients', {
    workspace_id: workspaceId,
    child_name: childName,
    client_name: `${childName} parent`,
    birth_date: '2019-05-14',
    language: 'uk',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as number;
}

const referralsOf = async (clientId: number, caller: Caller = w.teacher) =>
  w.call(caller, 'GET', `/api/clients/${clientId}/referrals?workspace_id=${ws()}`);

async function codeOf(clientId: number) {
  const response = await referralsOf(clientId);
  expect(response.statusCode, response.body).toBe(200);
  const url = response.json().data.referral_url as string;
  expect(url).toMatch(/^https:\/\/app\.slovo\.test\/appointment\?ref=[A-Za-z0-9_-]{22}$/);
  return url.split('ref=')[1] as string;
}

const ledgerOf = async (clientId: number) => (await referralsOf(clientId)).json().data;

describe('referral bonus', () => {
  it('credits a chain once, whatever arrives twice', async () => {
    const anna = await student('Anna Shevchenko');
    const marko = w.client.id as number;
    const sofia = await student('Sofia Bondar');
    const referrals = t.app.services.referrals;

    // Anna's link brings Marko; a second call with the same code changes nothing.
    const annaCode = await codeOf(anna);
    expect(await codeOf(anna)).toBe(annaCode);
    const first = await referrals.recordReferral({ friendClientId: marko, referralCode: annaCode });
    expect(first?.referrer_client_id).toBe(anna);
    await referrals.recordReferral({ friendClientId: marko, referralCode: annaCode });
    // Marko cannot then bring Anna back (a loop), nor refer himself.
    const markoCode = await codeOf(marko);
    expect(await referrals.recordReferral({ friendClientId: anna, referralCode: markoCode })).toBe(
      null,
    );
    expect(await referrals.recordReferral({ friendClientId: marko, referralCode: markoCode })).toBe(
      null,
    );
    expect(
      await referrals.recordReferral({ friendClientId: sofia, referralCode: 'A'.repeat(22) }),
    ).toBe(null);

    // Marko's lesson is held: finishing it, then marking it done, credits Anna and Marko once.
    const { lessonId } = await w.prepareLesson();
    const body = { workspace_id: ws(), lesson_id: lessonId };
    expect((await w.call(w.teacher, 'POST', '/api/lesson/finish', body)).statusCode).toBe(200);
    expect((await w.call(w.teacher, 'POST', '/api/done', body)).statusCode).toBe(200);
    expect((await ledgerOf(anna)).ledger).toEqual([
      expect.objectContaining({ reason: 'friend_attended', sessions: 2, other_child: 'Marko' }),
    ]);
    expect((await ledgerOf(marko)).ledger).toEqual([
      expect.objectContaining({ reason: 'welcome', sessions: 2, other_child: 'Anna' }),
    ]);

    // Marko brings Sofia; her attendance arrives three times at once.
    await referrals.recordReferral({ friendClientId: sofia, referralCode: markoCode });
    await Promise.all([1, 2, 3].map(() => referrals.recordAttended(sofia)));
    const annaAfter = await ledgerOf(anna);
    expect(annaAfter.total_sessions).toBe(3);
    expect(annaAfter.ledger[0]).toMatchObject({ reason: 'second_level', other_child: 'Sofia' });
    expect((await ledgerOf(marko)).total_sessions).toBe(4);
    expect((await ledgerOf(sofia)).total_sessions).toBe(2);

    // Marko renews (recorded twice): Anna gets one more, once.
    for (let i = 0; i < 2; i++) {
      const renewed = await w.call(w.teacher, 'POST', `/api/clients/${marko}/referral-renewal`, {
        workspace_id: ws(),
      });
      expect(renewed.statusCode, renewed.body).toBe(200);
      expect(renewed.json().data.renewed_at).not.toBeNull();
    }
    const annaFinal = await ledgerOf(anna);
    expect(annaFinal.total_sessions).toBe(4);
    expect(annaFinal.friends).toEqual([
      expect.objectContaining({ client_id: marko, attended_at: expect.any(String) }),
    ]);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from referral_credits where workspace_id = ${ws()}`,
    );
    expect(rows[0]?.n).toBe(6);

    // The family sees its own link and ledger through the plan link, with no ids.
    const { protocol } = await w.createProtocol();
    const shared = await w.call(w.teacher, 'POST', `/api/protocols/${protocol.id}/share/rotate`, {
      workspace_id: ws(),
    });
    const token = (shared.json().data.share_url as string).split('/view-protocol-plan/')[1];
    const family = await t.app.inject({
      method: 'GET',
      url: `/api/view-protocol-plan/${token}/referrals`,
    });
    expect(family.statusCode, family.body).toBe(200);
    expect(family.json().data).toMatchObject({
      referral_url: `https://app.slovo.test/appointment?ref=${markoCode}`,
      total_sessions: 4,
    });
    expect(family.body).not.toMatch(/client_id|"id"/);
  });

  it('refuses a renewal of a student nobody referred, writing nothing', async () => {
    const alone = await student('Ivan Petrenko');
    const response = await w.call(w.teacher, 'POST', `/api/clients/${alone}/referral-renewal`, {
      workspace_id: ws(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('REFERRAL_NOT_REFERRED');
  });

  it('answers 404 for another project and a wrong plan link', async () => {
    const anna = await student('Olha Melnyk');
    const response = await w.call(
      foreignTeacher,
      'GET',
      `/api/clients/${anna}/referrals?workspace_id=${w.other.id}`,
    );
    expect(response.statusCode).toBe(404);
    const family = await t.app.inject({
      method: 'GET',
      url: `/api/view-protocol-plan/${'B'.repeat(22)}/referrals`,
    });
    expect(family.statusCode).toBe(404);
    // A code of another project's family refers nobody here.
    const foreign = await student('Taras Lysenko', w.other.id, foreignTeacher);
    const foreignUrl = (
      await w.call(
        foreignTeacher,
        'GET',
        `/api/clients/${foreign}/referrals?workspace_id=${w.other.id}`,
      )
    ).json().data.referral_url as string;
    expect(
      await t.app.services.referrals.recordReferral({
        friendClientId: anna,
        referralCode: foreignUrl.split('ref=')[1] as string,
      }),
    ).toBe(null);
    expect((await referralsOf(anna, manager)).statusCode).toBe(200);
  });
});
