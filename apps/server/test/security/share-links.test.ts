import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/db/client.ts';
import { createLinks, loadLinkSecret } from '../../src/lib/links.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { buildTestApp, createTestDatabase, type TestApp } from '../build-test-app.ts';
import { createLessonWorld } from '../lesson-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://app.slovo.test' });
  w = await createLessonWorld(t);
});
afterAll(() => t.close());

const lastSegment = (url: string) => new URL(url).pathname.split('/').pop() ?? '';
const view = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/view-protocol-plan/${token}` });

async function shareProtocol() {
  const { protocol, lessonIds } = await w.createProtocol();
  const shared = await w.call(w.teacher, 'POST', `/api/protocols/${protocol.id}/share/rotate`, {
    workspace_id: w.workspace.id,
  });
  const lesson = await w.call(
    w.teacher,
    'GET',
    `/api/lesson/${lessonIds[0]}?workspace_id=${w.workspace.id}`,
  );
  return {
    protocolId: protocol.id as number,
    lessonId: lessonIds[0] as number,
    planToken: lastSegment(shared.json().data.share_url),
    lessonToken: lastSegment(lesson.json().data.play_url),
  };
}

describe('share links', () => {
  it('are stored only as hashes, and still shown to staff and opened by their holders', async () => {
    const { protocolId, lessonId, planToken, lessonToken } = await shareProtocol();
    const { rows } = await t.db.execute<{ row: string }>(sql`
      select row_to_json(p)::text as row from protocols p where p.id = ${protocolId}
      union all select row_to_json(l)::text from lessons l where l.id = ${lessonId}`);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.row).not.toContain(planToken);
    expect(rows[0]?.row).toContain(hashToken(planToken));
    expect(rows[1]?.row).not.toContain(lessonToken);
    expect(rows[1]?.row).toContain(hashToken(lessonToken));

    expect((await view(planToken)).statusCode).toBe(200);
    const played = await t.app.inject({ method: 'GET', url: `/api/play-lesson/${lessonToken}` });
    expect(played.statusCode).toBe(200);
    const again = await w.call(
      w.teacher,
      'GET',
      `/api/lesson/${lessonId}?workspace_id=${w.workspace.id}`,
    );
    expect(lastSegment(again.json().data.play_url)).toBe(lessonToken);
  });

  it('keep a link issued before hashing working, give staff a copyable one, and end both on renewal', async () => {
    const { protocolId, lessonId } = await shareProtocol();
    // As the migration leaves a link issued earlier: its token survives only as a hash.
    const oldPlanToken = 'OldParentLinkAAAAAAAAA';
    const oldLessonToken = 'OldLessonLinkAAAAAAAAA';
    await t.db.execute(sql`update protocols set share_nonce = null, share_token_hash = null,
      legacy_share_token_hash = encode(sha256(convert_to(${oldPlanToken}, 'UTF8')), 'hex')
      where id = ${protocolId}`);
    await t.db.execute(sql`update lessons set share_nonce = null, share_token_hash = null,
      legacy_share_token_hash = encode(sha256(convert_to(${oldLessonToken}, 'UTF8')), 'hex')
      where id = ${lessonId}`);
    await t.app.services.protocols.prepareLinks();

    expect((await view(oldPlanToken)).statusCode).toBe(200);
    const oldLesson = await t.app.inject({
      method: 'GET',
      url: `/api/play-lesson/${oldLessonToken}`,
    });
    expect(oldLesson.statusCode).toBe(200);

    const protocol = await w.call(
      w.teacher,
      'GET',
      `/api/protocols/${protocolId}?workspace_id=${w.workspace.id}`,
    );
    const newPlanToken = lastSegment(protocol.json().data.share_url);
    expect(newPlanToken).not.toBe(oldPlanToken);
    expect((await view(newPlanToken)).statusCode).toBe(200);

    const renewed = await w.call(w.teacher, 'POST', `/api/protocols/${protocolId}/share/rotate`, {
      workspace_id: w.workspace.id,
    });
    expect(renewed.statusCode).toBe(200);
    expect((await view(oldPlanToken)).statusCode).toBe(404);
    expect((await view(newPlanToken)).statusCode).toBe(404);
    expect((await view(lastSegment(renewed.json().data.share_url))).statusCode).toBe(200);
  });

  it('refuse to start with a link secret other than the one links were made with', async () => {
    const secret = randomBytes(32).toString('base64url');
    const link = createLinks(secret).issue();
    const database = await createTestDatabase();
    await database.db.execute(sql`
      with w as (insert into workspaces (title) values ('School') returning id),
      c as (insert into clients (workspace_id, child_name, client_name, language, time_zone)
        select id, 'Marko', 'Olena', 'uk', 'Europe/Kyiv' from w returning id, workspace_id)
      insert into protocols (workspace_id, client_id, title, share_nonce, share_token_hash)
        select workspace_id, id, 'Course', ${link.nonce}, ${link.hash} from c`);
    const env = { PUBLIC_URL: 'https://app.slovo.test', READ_CACHE: 'false' };
    await expect(
      buildTestApp(
        { ...env, LINK_SECRET: randomBytes(32).toString('base64url') },
        undefined,
        database,
      ),
    ).rejects.toThrow(/LINK_SECRET/);
    const app = await buildTestApp({ ...env, LINK_SECRET: secret }, undefined, database);
    try {
      const opened = await app.app.inject({
        method: 'GET',
        url: `/api/view-protocol-plan/${createLinks(secret).tokenOf(link.nonce)}`,
      });
      expect(opened.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('derive links with a secret kept private in the data folder across restarts', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-link-secret-'));
    try {
      const [first, second] = await Promise.all([
        loadLinkSecret({ linkSecret: undefined, dataDir }),
        loadLinkSecret({ linkSecret: undefined, dataDir }),
      ]);
      expect(first).toBe(second);
      expect(await loadLinkSecret({ linkSecret: undefined, dataDir })).toBe(first);
      const stat = await fs.stat(path.join(dataDir, 'link-secret'));
      expect(stat.mode & 0o077).toBe(0);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the migration to hashed share links', () => {
  const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

  /** A copy of the migrations that stops before the one hashing share tokens (and dropping them). */
  async function copyMigrationsBeforeHashing() {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-migrations-'));
    await fs.cp(MIGRATIONS, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as {
      entries: { tag: string }[];
    };
    const sources = await Promise.all(
      journal.entries.map((e) => fs.readFile(path.join(folder, `${e.tag}.sql`), 'utf8')),
    );
    const hashing = sources.findIndex((text) => text.includes('DROP COLUMN "share_token"'));
    expect(hashing).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, hashing);
    await fs.writeFile(journalFile, JSON.stringify(journal));
    return folder;
  }

  it('keeps every link issued before it working and leaves no token in clear', async () => {
    const database = await createTestDatabase({ blank: true });
    const folder = await copyMigrationsBeforeHashing();
    const planToken = randomBytes(16).toString('base64url');
    const lessonToken = randomBytes(16).toString('base64url');
    try {
      await migrate(database.db, { migrationsFolder: folder });
      const { rows } = await database.db.execute<{ protocol_id: number; workspace_id: number }>(sql`
        with w as (insert into workspaces (title) values ('Old school') returning id),
        c as (insert into clients (workspace_id, child_name, client_name, language, time_zone)
          select id, 'Marko', 'Olena', 'uk', 'Europe/Kyiv' from w returning id, workspace_id),
        p as (insert into protocols (workspace_id, client_id, title, share_token)
          select workspace_id, id, 'Course', ${planToken} from c returning id, workspace_id),
        pl as (insert into plans (protocol_id, number, deadline)
          select id, 1, now() + interval '7 days' from p returning id),
        l as (insert into lessons (plan_id, number, title, share_token)
          select id, 1, 'First', ${lessonToken} from pl returning id)
        select p.id as protocol_id, p.workspace_id from p, l`);
      const legacy = rows[0];
      if (!legacy) throw new Error('legacy rows were not made');
      await migrateDatabase(database.db);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }

    const app = await buildTestApp({ PUBLIC_URL: 'https://app.slovo.test' }, undefined, database);
    try {
      const stored = await app.db.execute<{ row: string }>(sql`
        select row_to_json(p)::text as row from protocols p
        union all select row_to_json(l)::text from lessons l`);
      for (const { row } of stored.rows) {
        expect(row).not.toContain(planToken);
        expect(row).not.toContain(lessonToken);
      }
      const open = (url: string) => app.app.inject({ method: 'GET', url });
      expect((await open(`/api/view-protocol-plan/${planToken}`)).statusCode).toBe(200);
      expect((await open(`/api/play-lesson/${lessonToken}`)).statusCode).toBe(200);
      // Staff get a link they can copy again, derived at start.
      const [protocol] = (
        await app.db.execute<{ id: number; workspace_id: number }>(
          sql`select id, workspace_id from protocols`,
        )
      ).rows;
      const summary = await app.app.services.protocols.get(
        protocol?.workspace_id ?? 0,
        protocol?.id ?? 0,
      );
      expect(summary.share_url).not.toBeNull();
      const derived = new URL(summary.share_url ?? '').pathname.split('/').pop();
      expect((await open(`/api/view-protocol-plan/${derived}`)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
