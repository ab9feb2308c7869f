import { LESSONS_PER_PLAN, PLAN_FILL_DAYS } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createLessonWorld } from '../../../test/lesson-world.ts';
import { startSmtpServer } from '../../../test/smtp.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://app.slovo.test' });
  w = await createLessonWorld(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const count = async (table: string) =>
  (await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]
    ?.n;

describe('protocol templates', () => {
  it('needs a title and a description, and keeps min within max', async () => {
    const before = await count('protocol_templates');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/templates',
      headers: { authorization: `Bearer ${w.moderator.token}`, lang: 'en' },
      payload: {
        ...w.templateInput,
        title: ' ',
        description: '',
        blocks: [{ ...w.templateInput.blocks[0], min_presentations: 3, max_presentations: 1 }],
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Enter the template title' },
        { path: 'description', message: 'Enter the template description' },
        { path: 'blocks.0.min_presentations', message: 'The minimum cannot exceed the maximum' },
      ]),
    );
    expect(await count('protocol_templates')).toBe(before);
  });

  it('offers only categories of its own project, all or nothing', async () => {
    const [foreign] = (
      await t.db.execute<{ id: number }>(
        sql`insert into categories (workspace_id, name) values (${w.other.id}, 'Elsewhere') returning id`,
      )
    ).rows;
    const before = await count('template_blocks');
    const response = await w.call(w.moderator, 'PUT', `/api/templates/${w.template.id}`, {
      ...w.templateInput,
      blocks: [
        ...w.templateInput.blocks,
        { ...w.templateInput.blocks[0], categories: [{ category_id: foreign?.id }] },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(await count('template_blocks')).toBe(before);
  });

  it('is saved whole and read by teachers, who cannot change it', async () => {
    const read = await w.call(
      w.teacher,
      'GET',
      `/api/templates/${w.template.id}?workspace_id=${w.workspace.id}`,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json().data.blocks.map((b: { title: string }) => b.title)).toEqual([
      'Warm-up',
      'Sounds',
    ]);
    expect(read.json().data.blocks[1].categories[0]).toMatchObject({
      category_id: w.folder.id,
      name: 'Sounds',
      is_folder: true,
      parent_description: 'We practise the sound R',
      indications: 'Dyslalia',
    });
    const write = await w.call(
      w.teacher,
      'PUT',
      `/api/templates/${w.template.id}`,
      w.templateInput,
    );
    expect(write.statusCode).toBe(403);
    const foreign = await w.call(
      w.stranger,
      'GET',
      `/api/templates/${w.template.id}?workspace_id=${w.other.id}`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('protocols and plans', () => {
  it('a protocol starts plan 1: pending, due in a week, ten lessons, the template’s blocks', async () => {
    const { protocol, planId } = await w.createProtocol();
    expect(protocol.plans).toHaveLength(1);
    const plan = protocol.plans[0];
    expect(plan).toMatchObject({
      number: 1,
      status: 'pending',
      filled_at: null,
      lessons_total: LESSONS_PER_PLAN,
    });
    const dueIn = new Date(plan.deadline).getTime() - Date.now();
    expect(dueIn / 86_400_000).toBeCloseTo(PLAN_FILL_DAYS, 1);
    const full = (
      await w.call(w.teacher, 'GET', `/api/show-plan/${planId}?workspace_id=${w.workspace.id}`)
    ).json().data;
    expect(full.blocks.map((b: { category_ids: number[] }) => b.category_ids)).toEqual([[], []]);
  });

  it('a plan is filled only when every block has a folder; the refusal names the empty ones', async () => {
    const { planId, blocks } = await w.createProtocol();
    const refused = await w.call(w.teacher, 'PUT', `/api/show-plan/${planId}`, {
      workspace_id: w.workspace.id,
      blocks: [{ id: blocks.warmUp, category_ids: [w.breathing.id] }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_BLOCKS_EMPTY',
      message: 'Every block needs at least one folder. Empty blocks: «Sounds»',
      details: { blocks: [blocks.sounds] },
    });
    const unchanged = (
      await w.call(w.teacher, 'GET', `/api/show-plan/${planId}?workspace_id=${w.workspace.id}`)
    ).json().data;
    expect(unchanged.status).toBe('pending');
    expect(unchanged.blocks[0].category_ids).toEqual([]);

    const notOffered = await w.call(w.teacher, 'PUT', `/api/show-plan/${planId}`, {
      workspace_id: w.workspace.id,
      blocks: [
        { id: blocks.warmUp, category_ids: [w.folder.id] },
        { id: blocks.sounds, category_ids: [w.folder.id] },
      ],
    });
    expect(notOffered.json().code).toBe('PLAN_FOLDER_NOT_OFFERED');

    const filled = await w.call(w.teacher, 'PUT', `/api/show-plan/${planId}`, {
      workspace_id: w.workspace.id,
      blocks: [
        { id: blocks.warmUp, category_ids: [w.breathing.id] },
        { id: blocks.sounds, category_ids: [w.folder.id] },
      ],
    });
    expect(filled.statusCode).toBe(200);
    expect(filled.json().data).toMatchObject({ status: 'filled' });
    expect(filled.json().data.filled_at).not.toBeNull();
  });

  it('filters by the current plan’s status, expired past the deadline', async () => {
    const pending = await w.createProtocol();
    const filled = await w.createProtocol({ fill: true });
    const expired = await w.createProtocol();
    await t.db.execute(
      sql`update plans set deadline = now() - interval '1 day' where id = ${expired.planId}`,
    );
    const ids = async (status: string) =>
      (
        await w.call(
          w.teacher,
          'GET',
          `/api/protocols?workspace_id=${w.workspace.id}&status=${status}&pageSize=100`,
        )
      )
        .json()
        .data.map((p: { id: number }) => p.id);
    expect(await ids('pending')).toContain(pending.protocol.id);
    expect(await ids('pending')).not.toContain(expired.protocol.id);
    expect(await ids('expired')).toEqual([expired.protocol.id]);
    expect(await ids('filled')).toContain(filled.protocol.id);
    expect(await ids('filled')).not.toContain(pending.protocol.id);
  });

  it('the next plan keeps the previous choices, and all plans are listed for the student', async () => {
    const { protocol } = await w.createProtocol({ fill: true });
    const next = await w.call(w.teacher, 'POST', `/api/protocols/${protocol.id}/plans`, {
      workspace_id: w.workspace.id,
    });
    expect(next.statusCode).toBe(200);
    const plans = next.json().data.plans;
    expect(plans.map((p: { number: number }) => p.number)).toEqual([1, 2]);
    expect(plans[1].status).toBe('pending');
    const plan2 = (
      await w.call(w.teacher, 'GET', `/api/show-plan/${plans[1].id}?workspace_id=${w.workspace.id}`)
    ).json().data;
    expect(plan2.blocks.map((b: { category_ids: number[] }) => b.category_ids)).toEqual([
      [w.breathing.id],
      [w.folder.id],
    ]);
    const all = (
      await w.call(
        w.teacher,
        'GET',
        `/api/get-plans?workspace_id=${w.workspace.id}&client_id=${w.client.id}`,
      )
    ).json().data;
    expect(all.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining(plans.map((p: { id: number }) => p.id)),
    );
  });

  it('two next-plan starts at once make plans 2 and 3, never a clash', async () => {
    const { protocol } = await w.createProtocol({ fill: true });
    const start = () =>
      w.call(w.teacher, 'POST', `/api/protocols/${protocol.id}/plans`, {
        workspace_id: w.workspace.id,
      });
    const answers = await Promise.all([start(), start()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const plans = (
      await w.call(w.teacher, 'GET', `/api/protocols/${protocol.id}?workspace_id=${w.workspace.id}`)
    ).json().data.plans;
    expect(plans.map((p: { number: number }) => p.number)).toEqual([1, 2, 3]);
  });

  it('an archived student gets no new protocol', async () => {
    const made = (
      await w.call(w.teacher, 'POST', '/api/clients', {
        workspace_id: w.workspace.id,
        child_name: 'Ivan',
        client_name: 'Petro',
      })
    ).json().data;
    await w.call(w.teacher, 'POST', `/api/clients/${made.id}/archive`, {
      workspace_id: w.workspace.id,
      is_archived: true,
    });
    const before = await count('protocols');
    const response = await w.call(w.teacher, 'POST', '/api/protocols', {
      workspace_id: w.workspace.id,
      client_id: made.id,
      template_id: w.template.id,
    });
    expect(response.json().code).toBe('CLIENT_ARCHIVED');
    expect(await count('protocols')).toBe(before);
  });
});

describe('parent link', () => {
  const view = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/view-protocol-plan/${token}` });
  const tokenOf = (url: string) => url.split('/view-protocol-plan/')[1] ?? '';

  it('shows the plan without sign-in and without internal ids, until revoked or replaced', async () => {
    const { protocol } = await w.createProtocol({ fill: true });
    expect(protocol.share_url).toBeNull();
    const shared = (
      await w.call(w.teacher, 'POST', `/api/protocols/${protocol.id}/share/rotate`, {
        workspace_id: w.workspace.id,
      })
    ).json().data;
    const token = tokenOf(shared.share_url);
    expect(shared.share_url).toBe(`https://app.slovo.test/view-protocol-plan/${token}`);
    // 128 random bits, URL-safe.
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const page = await view(token);
    expect(page.statusCode).toBe(200);
    const plan = page.json().data;
    expect(plan).toMatchObject({
      child_name: 'Marko',
      language: 'uk',
      // The student's zone: the family reads lesson times in it.
      time_zone: 'Europe/Kyiv',
      protocol_title: 'Dyslalia, first course',
    });
    expect(plan.plans[0].blocks[1]).toEqual({
      title: 'Sounds',
      parent_description: 'The sound R',
      folders: [{ name: 'Sounds', parent_description: 'We practise the sound R' }],
    });
    expect(plan.plans[0].lessons).toHaveLength(LESSONS_PER_PLAN);
    expect(JSON.stringify(plan)).not.toMatch(/"[a-z_]*id"\s*:/);

    const rotated = (
      await w.call(w.teacher, 'POST', `/api/protocols/${protocol.id}/share/rotate`, {
        workspace_id: w.workspace.id,
      })
    ).json().data;
    expect((await view(token)).statusCode).toBe(404);
    const second = tokenOf(rotated.share_url);
    expect((await view(second)).statusCode).toBe(200);
    await w.call(w.teacher, 'POST', `/api/protocols/${protocol.id}/share/revoke`, {
      workspace_id: w.workspace.id,
    });
    expect((await view(second)).statusCode).toBe(404);
  });

  it('one link shows every protocol of the child: plans and lessons of each', async () => {
    const { protocol } = await w.createProtocol({ fill: true });
    const { protocol: second } = await w.createProtocol();
    const shared = (
      await w.call(w.teacher, 'POST', `/api/protocols/${protocol.id}/share/rotate`, {
        workspace_id: w.workspace.id,
      })
    ).json().data;
    const page = (await view(tokenOf(shared.share_url))).json().data;
    expect(page.plans).toHaveLength(1);
    // The same child's other protocols, newest first, the link's own one not repeated.
    expect(page.other_protocols.length).toBeGreaterThanOrEqual(1);
    const newest = page.other_protocols[0];
    expect(newest).toMatchObject({ title: second.title });
    expect(newest.plans[0].status).toBe('pending');
    expect(newest.plans[0].lessons).toHaveLength(LESSONS_PER_PLAN);
    expect(JSON.stringify(page)).not.toMatch(/"[a-z_]*id"\s*:/);
  });

  it('forged and malformed tokens are 404 and 400, alike for every caller', async () => {
    expect((await view('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await view('1')).statusCode).toBe(400);
  });

  it('send-plan e-mails the link in the student’s language, making one when there is none', async () => {
    const { protocol } = await w.createProtocol({ fill: true });
    const sent = await w.call(w.teacher, 'POST', '/api/send-plan', {
      workspace_id: w.workspace.id,
      protocol_id: protocol.id,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ sent_to: 'olena@example.com' });
    const mail = smtp.messages.at(-1);
    expect(mail?.to).toEqual(['olena@example.com']);
    expect(mail?.subject).toBe('План занять: Marko');
    const link = /https:\/\/app\.slovo\.test\/view-protocol-plan\/([A-Za-z0-9_-]{22})/.exec(
      mail?.text ?? '',
    );
    expect(link).not.toBeNull();
    expect((await view(link?.[1] ?? '')).statusCode).toBe(200);
  });

  it('send-plan needs an address when the student has none', async () => {
    const made = (
      await w.call(w.teacher, 'POST', '/api/clients', {
        workspace_id: w.workspace.id,
        child_name: 'Nina',
        client_name: 'Oksana',
      })
    ).json().data;
    const protocol = (
      await w.call(w.teacher, 'POST', '/api/protocols', {
        workspace_id: w.workspace.id,
        client_id: made.id,
        template_id: w.template.id,
      })
    ).json().data;
    const refused = await w.call(w.teacher, 'POST', '/api/send-plan', {
      workspace_id: w.workspace.id,
      protocol_id: protocol.id,
    });
    expect(refused.json().code).toBe('NO_CONTACT_EMAIL');
    expect(
      (
        await w.call(
          w.teacher,
          'GET',
          `/api/protocols/${protocol.id}?workspace_id=${w.workspace.id}`,
        )
      ).json().data.share_url,
    ).toBeNull();
  });
});
