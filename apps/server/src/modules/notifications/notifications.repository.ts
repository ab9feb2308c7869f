import type {
  Language,
  NotificationKind,
  NotificationPayload,
  TicketState,
} from '@slovo/contracts';
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
  left join clients c on n.kind = 'diagnostic_card_sent'
    and c.id = (n.payload->>'client_id')::int and c.workspace_id = n.workspace_id
  left join diagnostic_cards d on d.id = (n.payload->>'card_id')::int and d.client_id = c.id
  left join tickets t on n.kind = 'ticket_updated'
    and t.id = (n.payload->>'ticket_id')::int and t.workspace_id = n.workspace_id
  left join exercises e on e.id = t.exercise_id
  where n.user_id = ${userId} and n.workspace_id = ${workspaceId}
    and (d.id is not null or t.id is not null)`;

export type NotificationRow = {
  id: number;
  kind: NotificationKind;
  created_at: string;
  read_at: string | null;
  /** Set for a diagnostic card's notification. */
  card_id: number | null;
  client_id: number | null;
  child_name: string | null;
  /** Set for a ticket's notification (decision 040). */
  ticket_id: number | null;
  ticket_state: TicketState | null;
  exercise_title: string | null;
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
      c.child_name, t.id as ticket_id, n.payload->>'state' as ticket_state,
      e.title as exercise_title,
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

export type TicketMailRow = {
  id: number;
  mail_state: 'none' | 'pending' | 'sent';
  email: string;
  is_active: boolean;
  language: Language | null;
  reporter_language: Language;
  ticket_id: number;
  state: TicketState | null;
  decline_reason: string | null;
  exercise_title: string | null;
  actor_name: string | null;
};

/** What the e-mail of a ticket's notification needs; null once the ticket is gone. */
export async function findTicketMail(db: Db, id: number) {
  const { rows } = await db.execute<TicketMailRow>(sql`
    select n.id, n.mail_state, u.email, u.is_active, u.language, t.reporter_language,
      t.id as ticket_id,
      n.payload->>'state' as state, t.decline_reason, e.title as exercise_title,
      (select a.name from users a where a.id = (n.payload->>'actor_id')::int) as actor_name
    from notifications n
    join users u on u.id = n.user_id
    join tickets t on t.id = (n.payload->>'ticket_id')::int and t.workspace_id = n.workspace_id
    left join exercises e on e.id = t.exercise_id
    where n.id = ${id} and n.kind = 'ticket_updated'`);
  return rows[0] ?? null;
}

export async function findKind(db: Db, id: number) {
  const { rows } = await db.execute<{ kind: NotificationKind }>(
    sql`select kind from notifications where id = ${id}`,
  );
  return rows[0]?.kind ?? null;
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
