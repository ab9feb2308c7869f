import type { Language, TicketState } from '@slovo/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { ticketAttachments, ticketMessages, tickets } from '../../db/schema/index.ts';

type Db = Database | Transaction;

export type TicketRow = {
  id: number;
  workspace_id: number;
  author_id: number | null;
  author_name: string | null;
  state: TicketState;
  description: string;
  slide_position: number | null;
  decline_reason: string | null;
  regenerated_at: string | null;
  created_at: string;
  updated_at: string;
  exercise_id: number | null;
  exercise_title: string | null;
  exercise_source_id: number | null;
  exercise_presentation_id: number | null;
  theme_id: number | null;
  theme_name: string | null;
  attachment_count: number;
  message_count: number;
};

const SELECT = sql`
  select t.id, t.workspace_id, t.author_id, a.name as author_name, t.state, t.description,
    t.slide_position, t.decline_reason, t.regenerated_at, t.created_at, t.updated_at,
    e.id as exercise_id, e.title as exercise_title, e.source_id as exercise_source_id,
    e.presentation_id as exercise_presentation_id, i.id as theme_id, i.name as theme_name,
    (select count(*)::int from ticket_attachments x where x.ticket_id = t.id) as attachment_count,
    (select count(*)::int from ticket_messages m where m.ticket_id = t.id) as message_count
  from tickets t
  left join users a on a.id = t.author_id
  left join exercises e on e.id = t.exercise_id
  left join interests i on i.id = e.theme_id`;

export type ListFilter = {
  state?: TicketState | undefined;
  exerciseId?: number | undefined;
  authorId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

function whereOf(workspaceId: number, filter: ListFilter): SQL {
  const parts: SQL[] = [sql`t.workspace_id = ${workspaceId}`];
  if (filter.state) parts.push(sql`t.state = ${filter.state}`);
  // A microblock's tickets include those about its themed versions.
  if (filter.exerciseId) {
    parts.push(sql`(t.exercise_id = ${filter.exerciseId} or e.source_id = ${filter.exerciseId})`);
  }
  if (filter.authorId) parts.push(sql`t.author_id = ${filter.authorId}`);
  if (filter.from) parts.push(sql`t.created_at >= ${filter.from}::date`);
  if (filter.to) parts.push(sql`t.created_at < ${filter.to}::date + 1`);
  return sql.join(parts, sql` and `);
}

export async function listTickets(
  db: Db,
  workspaceId: number,
  filter: ListFilter,
  page: { limit: number; offset: number },
) {
  const { rows } = await db.execute<TicketRow>(sql`
    ${SELECT} where ${whereOf(workspaceId, filter)}
    order by t.created_at desc, t.id desc limit ${page.limit} offset ${page.offset}`);
  return rows;
}

export async function countTickets(db: Db, workspaceId: number, filter: ListFilter) {
  const { rows } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from tickets t left join exercises e on e.id = t.exercise_id
    where ${whereOf(workspaceId, filter)}`);
  return rows[0]?.total ?? 0;
}

export async function findTicket(
  db: Db,
  workspaceId: number,
  id: number,
  options: { lock?: boolean } = {},
) {
  if (options.lock) {
    await db.execute(
      sql`select 1 from tickets where id = ${id} and workspace_id = ${workspaceId} for update`,
    );
  }
  const { rows } = await db.execute<TicketRow>(
    sql`${SELECT} where t.id = ${id} and t.workspace_id = ${workspaceId}`,
  );
  return rows[0] ?? null;
}

/** The microblock (or themed version) of the workspace, when it exists. */
export async function findExercise(db: Db, workspaceId: number, id: number) {
  const { rows } = await db.execute<{ id: number; source_id: number | null }>(
    sql`select id, source_id from exercises where id = ${id} and workspace_id = ${workspaceId}`,
  );
  return rows[0] ?? null;
}

export async function insertTicket(
  tx: Transaction,
  values: {
    workspaceId: number;
    authorId: number;
    exerciseId: number | null;
    slidePosition: number | null;
    description: string;
    reporterLanguage: Language;
  },
) {
  const [row] = await tx.insert(tickets).values(values).returning({ id: tickets.id });
  if (!row) throw new Error('ticket insert returned nothing');
  return row.id;
}

export async function updateState(
  tx: Transaction,
  id: number,
  state: TicketState,
  declineReason: string | null,
) {
  await tx.execute(sql`
    update tickets set state = ${state}, updated_at = now(),
      decline_reason = case when ${state} = 'declined' then ${declineReason} else decline_reason end
    where id = ${id}`);
}

export async function touch(tx: Transaction, id: number, options: { regenerated?: boolean } = {}) {
  await tx.execute(sql`
    update tickets set updated_at = now()
      ${options.regenerated ? sql`, regenerated_at = now()` : sql``}
    where id = ${id}`);
}

export async function insertMessage(
  tx: Transaction,
  values: { ticketId: number; authorId: number; body: string; state: TicketState | null },
) {
  await tx.insert(ticketMessages).values(values);
}

export type MessageRow = {
  id: number;
  author_id: number | null;
  author_name: string | null;
  body: string;
  state: TicketState | null;
  created_at: string;
};

export async function listMessages(db: Db, ticketId: number) {
  const { rows } = await db.execute<MessageRow>(sql`
    select m.id, m.author_id, u.name as author_name, m.body, m.state, m.created_at
    from ticket_messages m left join users u on u.id = m.author_id
    where m.ticket_id = ${ticketId} order by m.id`);
  return rows;
}

export type AttachmentRow = {
  id: number;
  file_name: string;
  mime: string;
  size: number;
  width: number;
  height: number;
};

export async function listAttachments(db: Db, ticketId: number) {
  const { rows } = await db.execute<AttachmentRow>(sql`
    select id, file_name, mime, size, width, height from ticket_attachments
    where ticket_id = ${ticketId} order by id`);
  return rows;
}

export async function insertAttachment(
  tx: Transaction,
  values: {
    ticketId: number;
    fileName: string;
    mime: string;
    size: number;
    width: number;
    height: number;
  },
) {
  await tx.insert(ticketAttachments).values(values);
}

/** The rendered slide of a deck at a 1-based position. */
export async function findSlide(db: Db, uploadId: number, position: number) {
  const { rows } = await db.execute<{ title: string; image_name: string | null }>(sql`
    select title, image_name from deck_slides
    where upload_id = ${uploadId} and position = ${position}`);
  return rows[0] ?? null;
}

/** Whether the user still works in the workspace (an active assignment in a live project). */
export async function isActiveMember(db: Db, workspaceId: number, userId: number) {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    select exists (
      select 1 from assignments s join workspaces w on w.id = s.workspace_id
      where s.workspace_id = ${workspaceId} and s.user_id = ${userId} and s.is_active
        and not w.archived
    ) as ok`);
  return rows[0]?.ok ?? false;
}
