import fs from 'node:fs/promises';
import path from 'node:path';
import { ROLE } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { bearer, createToken, createUser } from '../factories.ts';
import { createLessonWorld } from '../lesson-world.ts';
import { readTextPart } from '../smtp.ts';

/** Planted in everything personal; it must never reach a log line. */
const CANARY = 'Kanarekzq';
const CANARY_PHONE = '+380 99 765 43 21';

const lines: string[] = [];
let t: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
beforeAll(async () => {
  t = await buildTestApp(
    { LOG_LEVEL: 'trace', PUBLIC_URL: 'https://app.slovo.test' },
    {
      write: (line) => lines.push(line),
    },
  );
  w = await createLessonWorld(t);
});
afterAll(() => t.close());

const outboxDir = () => path.join(t.config.dataDir, 'outbox');

/** The link of the newest outbox message holding `marker`. */
async function findLinkInOutbox(marker: RegExp): Promise<string> {
  const names = (await fs.readdir(outboxDir())).sort().reverse();
  for (const name of names) {
    const raw = await fs.readFile(path.join(outboxDir(), name), 'utf8');
    const found = readTextPart(raw).match(marker);
    if (found) return found[1] as string;
  }
  throw new Error(`no message in the outbox matches ${marker}`);
}

const student = (description: string) => ({
  workspace_id: w.workspace.id,
  child_name: `Marta ${CANARY}`,
  client_name: `Olha ${CANARY}`,
  contact_email: `${CANARY.toLowerCase()}@example.test`,
  contact_phone: CANARY_PHONE,
  description,
  language: 'uk',
});

describe('logs', () => {
  it('never hold a student’s data, a search term or a live link after a full journey', async () => {
    // A write the database refuses: its error quotes every value of the row.
    await t.db.execute(sql`alter table clients add constraint clients_refuse_marked
      check (description not like '%refuse-this-write%')`);
    const refused = await w.call(w.teacher, 'POST', '/api/clients', student('refuse-this-write'));
    expect(refused.statusCode).toBe(500);

    // A body that is not JSON, quoting the child's name.
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { ...bearer(w.teacher.token), 'content-type': 'application/json' },
      payload: `{"child_name": "Marta ${CANARY}"`,
    });
    expect(broken.statusCode).toBe(400);

    const created = await w.call(
      w.teacher,
      'POST',
      '/api/clients',
      student(`Dyslalia; mother ${CANARY} asks for evening lessons`),
    );
    expect(created.statusCode).toBe(200);
    const clientId = created.json().data.id as number;

    const found = await w.call(
      w.teacher,
      'GET',
      `/api/clients?workspace_id=${w.workspace.id}&term=${CANARY}`,
    );
    expect(found.json().data).toHaveLength(1);

    const protocol = await w.call(w.teacher, 'POST', '/api/protocols', {
      workspace_id: w.workspace.id,
      client_id: clientId,
      template_id: w.template.id,
    });
    expect(protocol.statusCode).toBe(200);
    const sent = await w.call(w.teacher, 'POST', '/api/send-plan', {
      workspace_id: w.workspace.id,
      protocol_id: protocol.json().data.id,
    });
    expect(sent.statusCode).toBe(200);
    const planToken = await findLinkInOutbox(/view-protocol-plan\/([A-Za-z0-9_-]{22})/);
    const parentView = await t.app.inject({
      method: 'GET',
      url: `/api/view-protocol-plan/${planToken}`,
    });
    expect(parentView.statusCode).toBe(200);
    expect(parentView.json().data.child_name).toContain(CANARY);

    const planId = protocol.json().data.plans[0].id as number;
    const lessons = await w.call(
      w.teacher,
      'GET',
      `/api/lessons?workspace_id=${w.workspace.id}&plan_id=${planId}`,
    );
    const lessonId = lessons.json().data[0].id as number;
    const lesson = await w.call(
      w.teacher,
      'GET',
      `/api/lesson/${lessonId}?workspace_id=${w.workspace.id}`,
    );
    const lessonToken = new URL(lesson.json().data.play_url as string).pathname.split('/')[2];
    for (const url of [`/api/play-lesson/${lessonToken}`, `/api/client-session/${lessonToken}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }

    const manager = await createUser(t.db, {
      assignments: [{ workspaceId: w.workspace.id, roles: [ROLE.manager] }],
    });
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/invite',
      headers: bearer(await createToken(t.db, manager.id)),
      payload: {
        email: `${CANARY.toLowerCase()}.teacher@example.test`,
        workspace_id: w.workspace.id,
        roles: [ROLE.teacher],
      },
    });
    expect(invited.statusCode).toBe(200);
    const invitationToken = await findLinkInOutbox(/accept-invite\?token=([A-Za-z0-9_-]{43})/);
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/invitations/invite/check?token=${invitationToken}`,
    });
    expect(check.statusCode).toBe(200);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/invite/accept',
      payload: { token: invitationToken, name: `Iryna ${CANARY}`, password: `pass ${CANARY}` },
    });
    expect(accepted.statusCode).toBe(200);

    // The new teacher forgets the password and resets it through the mailed link.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: `${CANARY.toLowerCase()}.teacher@example.test` },
    });
    expect(asked.statusCode).toBe(200);
    await t.app.services.passwordReset.whenIdle();
    const resetToken = await findLinkInOutbox(/reset-password\?token=([A-Za-z0-9_-]{43})/);
    const resetCheck = await t.app.inject({
      method: 'GET',
      url: `/api/password-reset/check?token=${resetToken}`,
    });
    expect(resetCheck.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/complete',
      payload: { token: resetToken, password: `new pass ${CANARY}` },
    });
    expect(reset.statusCode).toBe(200);

    const log = lines.join('\n');
    // The failures were logged, by their codes.
    expect(log).toContain('clients_refuse_marked');
    expect(log).toContain('mail written to the outbox');
    for (const secret of [
      CANARY,
      CANARY.toLowerCase(),
      CANARY_PHONE,
      planToken,
      lessonToken,
      invitationToken,
      accepted.json().data.token,
      resetToken,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
