import type { Language, NotificationKind, NotificationPayload } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

type Db = Database | Transaction;

export async function insertNotification(
  tx: Transaction,
  values: {
    userId: number;
    workspaceId: number;
    kind: NotificationKind;
    payload: NotificationPayload;
    mailState: 'none' | 'pending';
  },
) {
  const [row] = await tx.insert(notifications).values(values).returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned nothing');
  return row.id;
}

/**
 * A user's notifications in one project that still point at something: the card and its
 * student must exist in the same project (a deleted child takes its notifications along).
 */
const VISIBLE = (userId: number, workspaceId: number) => sql`
  from notifications n
  join clients c on c.id = (n.payload->>'client_id')::int and c.workspace_id = n.workspace_id
  join diagnostic_cards d on d.id = (n.payload->>'card_id')::int and d.client_id = c.id
  where n.user_id = ${userId} and n.workspace_id = ${workspaceId}`;

export type NotificationRow = {
  id: number;
  kind: NotificationKind;
  created_at: string;
  read_at: string | null;
  card_id: number;
  client_id: number;
  child_name: string;
  actor: { id: number; name: string } | null;
};

export async function listNotifications(
  db: Db,
  userId: number,
  workspaceId: number,
  page: { limit: number; offset: number },
) {
  const { rows } = await db.execute<NotificationRow>(sql`
    select n.id, n.kind, n.created_at, n.read_at, d.id as card_id, c.id as client_id,
      c.child_name,
      (select json_build_object('id', u.id, 'name', u.name) from users u
        where u.id = (n.payload->>'actor_id')::int) as actor
    ${VISIBLE(userId, workspaceId)}
    order by n.created_at desc, n.id desc
    limit ${page.limit} offset ${page.offset}`);
  return rows;
}

export async function countNotifications(db: Db, userId: number, workspaceId: number) {
  const { rows } = await db.execute<{ total: number; unread: number }>(sql`
    select count(*)::int as total, (count(*) filter (where n.read_at is null))::int as unread
    ${VISIBLE(userId, workspaceId)}`);
  return rows[0] ?? { total: 0, unread: 0 };
}

/** Marks some (or all) of the user's unread notifications in the project read. */
export async function markRead(
  db: Db,
  userId: number,
  workspaceId: number,
  ids: readonly number[] | 'all',
) {
  await db.execute(sql`
    update notifications set read_at = now()
    where user_id = ${userId} and workspace_id = ${workspaceId} and read_at is null
      ${ids === 'all' ? sql`` : sql`and id = any(${sql.raw(`'{${ids.join(',')}}'::int[]`)})`}`);
}

export type MailRow = {
  id: number;
  mail_state: 'none' | 'pending' | 'sent';
  email: string;
  is_active: boolean;
  language: Language | null;
  client_language: Language;
  card_id: number;
  child_name: string;
  actor_name: string | null;
};

/** What the e-mail of a notification needs; null once the card or the student is gone. */
export async function findMail(db: Db, id: number) {
  const { rows } = await db.execute<MailRow>(sql`
    select n.id, n.mail_state, u.email, u.is_active, u.language, c.language as client_language, d.id as card_id,
      c.child_name,
      (select a.name from users a where a.id = (n.payload->>'actor_id')::int) as actor_name
    from notifications n
    join users u on u.id = n.user_id
    join clients c on c.id = (n.payload->>'client_id')::int and c.workspace_id = n.workspace_id
    join diagnostic_cards d on d.id = (n.payload->>'card_id')::int and d.client_id = c.id
    where n.id = ${id}`);
  return rows[0] ?? null;
}

export async function setMailState(db: Db, id: number, state: 'none' | 'sent') {
  await db.execute(sql`update notifications set mail_state = ${state} where id = ${id}`);
}

/** Notifications whose e-mail has not gone out yet (a queued job was lost, or gave up). */
export async function listPendingMail(db: Db) {
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from notifications where mail_state = 'pending'
      and created_at > now() - interval '7 days'
    order by id limit 500`);
  return rows.map((row) => row.id);
}
