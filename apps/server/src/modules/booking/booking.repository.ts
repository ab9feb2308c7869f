import type { AdminTask, DateException, Language, WeeklyHours } from '@slovo/contracts';
import { ROLE } from '@slovo/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  adminTasks,
  bookingSettings,
  bookings,
  interests,
  staffAvailability,
} from '../../db/schema/index.ts';

type Db = Database | Transaction;

export type SettingsRow = typeof bookingSettings.$inferSelect;

export async function findSettings(db: Db, workspaceId: number) {
  const [row] = await db
    .select()
    .from(bookingSettings)
    .where(eq(bookingSettings.workspaceId, workspaceId));
  return row ?? null;
}

/** The project parents book into now, if any. */
export async function findOpenSettings(db: Db) {
  const [row] = await db
    .select()
    .from(bookingSettings)
    .where(
      and(
        eq(bookingSettings.isOpen, true),
        sql`exists (select 1 from workspaces w
          where w.id = ${bookingSettings.workspaceId} and not w.archived)`,
      ),
    );
  return row ?? null;
}

export async function upsertSettings(
  tx: Transaction,
  values: Omit<typeof bookingSettings.$inferInsert, 'updatedAt'>,
) {
  const { workspaceId: _, ...changes } = values;
  await tx
    .insert(bookingSettings)
    .values(values)
    .onConflictDoUpdate({
      target: bookingSettings.workspaceId,
      set: { ...changes, updatedAt: sql`now()` },
    });
}

export async function findAvailability(db: Db, workspaceId: number, userId: number) {
  const [row] = await db
    .select()
    .from(staffAvailability)
    .where(
      and(eq(staffAvailability.workspaceId, workspaceId), eq(staffAvailability.userId, userId)),
    );
  return row ?? null;
}

export async function upsertAvailability(
  db: Db,
  values: {
    workspaceId: number;
    userId: number;
    timeZone: string;
    weekly: WeeklyHours[];
    exceptions: DateException[];
  },
) {
  await db
    .insert(staffAvailability)
    .values(values)
    .onConflictDoUpdate({
      target: [staffAvailability.workspaceId, staffAvailability.userId],
      set: {
        timeZone: values.timeZone,
        weekly: values.weekly,
        exceptions: values.exceptions,
        updatedAt: sql`now()`,
      },
    });
}

/** Hours of the project's staff who still teach or diagnose there with an active account. */
export async function listBookableStaff(db: Db, workspaceId: number) {
  const { rows } = await db.execute<{
    user_id: number;
    time_zone: string;
    weekly: WeeklyHours[];
    exceptions: DateException[];
  }>(sql`
    select s.user_id, s.time_zone, s.weekly, s.exceptions
    from staff_availability s
    join users u on u.id = s.user_id and u.is_active
    join assignments a on a.user_id = s.user_id and a.workspace_id = s.workspace_id
      and a.is_active
      and a.roles && array[${ROLE.teacher}, ${ROLE.diagnostician}]::smallint[]
    where s.workspace_id = ${workspaceId}
    order by s.user_id`);
  return rows;
}

/** Live bookings and unexpired holds of the project's calendar that touch `[from, to)`. */
export async function listBusy(
  db: Db,
  workspaceId: number,
  isSandbox: boolean,
  from: Date,
  to: Date,
  exceptId: number | null = null,
) {
  const { rows } = await db.execute<{ staff_id: number; from: string; to: string }>(sql`
    select staff_id, blocked_from as "from", blocked_to as "to" from bookings
    where workspace_id = ${workspaceId} and is_sandbox = ${isSandbox}
      and (state = 'booked' or (state = 'reserve' and expires_at > now()))
      and id <> ${exceptId ?? 0}
      and blocked_from < ${to.toISOString()} and blocked_to > ${from.toISOString()}`);
  return rows.map((r) => ({
    staffId: r.staff_id,
    from: new Date(r.from).getTime(),
    to: new Date(r.to).getTime(),
  }));
}

/** The first key of the advisory lock that orders a workspace's booking writes. */
const BOOKING_WRITES_LOCK = 2_515_001;

/**
 * Takes the workspace's booking lock until the transaction ends. Rows that would overlap are
 * refused by the exclusion constraint, but two transactions inserting overlapping rows at once
 * each wait for the other, and PostgreSQL breaks that deadlock by failing one of them; taken
 * in turn, the later one sees the earlier one's row and is refused cleanly.
 */
export async function lockBookingWrites(tx: Db, workspaceId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_WRITES_LOCK}, ${workspaceId})`);
}

/** Ends holds whose time ran out, so that they stop taking the slot (the constraint's rows). */
export async function expireHolds(db: Db, workspaceId: number) {
  await db.execute(sql`
    update bookings set state = 'expired'
    where workspace_id = ${workspaceId} and state = 'reserve' and expires_at <= now()`);
}

export async function releaseHold(db: Db, tokenHash: string) {
  await db.execute(sql`
    update bookings set state = 'released'
    where hold_token_hash = ${tokenHash} and state = 'reserve'`);
}

export async function hasBookingOnDate(
  db: Db,
  values: { workspaceId: number; isSandbox: boolean; phone: string; localDate: string },
) {
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from bookings
    where workspace_id = ${values.workspaceId} and is_sandbox = ${values.isSandbox}
      and phone = ${values.phone} and local_date = ${values.localDate} and state = 'booked'
    limit 1`);
  return rows.length > 0;
}

export async function insertBooking(tx: Transaction, values: typeof bookings.$inferInsert) {
  const [row] = await tx.insert(bookings).values(values).returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

export async function findHold(db: Db, tokenHash: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.holdTokenHash, tokenHash));
  return row ?? null;
}

export async function confirmBooking(
  tx: Transaction,
  id: number,
  values: { email: string; childName: string; interestIds: number[] },
) {
  const { rows } = await tx.execute<{ id: number }>(sql`
    update bookings set state = 'booked', expires_at = null, confirmed_at = now(),
      email = ${values.email}, child_name = ${values.childName},
      interest_ids = ${sql.raw(`'{${values.interestIds.join(',')}}'::int[]`)}
    where id = ${id} and state = 'reserve' and expires_at > now()
    returning id`);
  return rows.length > 0;
}

/** The project's interests a family may choose (their ids and names only). */
export async function listInterests(db: Db, workspaceId: number) {
  return db
    .select({ id: interests.id, name: interests.name })
    .from(interests)
    .where(eq(interests.workspaceId, workspaceId))
    .orderBy(interests.name);
}

export type BookingRow = typeof bookings.$inferSelect;

export async function setBookingClient(tx: Transaction, id: number, clientId: number) {
  await tx.update(bookings).set({ clientId }).where(eq(bookings.id, id));
}

/** The booking's e-mails are to be sent (by the job queue, after the commit). */
export async function markMailPending(tx: Transaction, id: number) {
  await tx.update(bookings).set({ mailState: 'pending' }).where(eq(bookings.id, id));
}

export async function findBooking(db: Db, workspaceId: number, id: number) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.workspaceId, workspaceId)));
  return row ?? null;
}

/** Whether the staff member teaches in the project (else they diagnose). */
export async function isTeacher(db: Db, workspaceId: number, userId: number) {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    select exists (select 1 from assignments where user_id = ${userId}
      and workspace_id = ${workspaceId} and ${ROLE.teacher} = any(roles)) as ok`);
  return rows[0]?.ok ?? false;
}

/** One call-back per booking: a second call gives the one there is. */
export async function insertCallBackTask(
  db: Db,
  values: { workspaceId: number; bookingId: number; note: string },
) {
  await db
    .insert(adminTasks)
    .values({ ...values, kind: 'call_back' })
    .onConflictDoNothing({
      target: adminTasks.bookingId,
      where: sql`${adminTasks.kind} = 'call_back'`,
    });
  const [row] = await db
    .select({ id: adminTasks.id })
    .from(adminTasks)
    .where(and(eq(adminTasks.bookingId, values.bookingId), eq(adminTasks.kind, 'call_back')));
  if (!row) throw new Error('call-back task missing after insert');
  return row.id;
}

const TASK_SELECT = sql`
  select t.id, t.kind, t.note, t.created_at, t.done_at,
    (select json_build_object('id', u.id, 'name', u.name) from users u where u.id = t.done_by)
      as done_by,
    case when b.id is null then null else json_build_object(
      'id', b.id, 'state', b.state, 'starts_at', b.starts_at, 'time_zone', b.time_zone,
      'parent_name', b.parent_name, 'phone', b.phone, 'email', b.email,
      'child_name', b.child_name, 'age', b.age, 'language', b.language,
      'is_sandbox', b.is_sandbox, 'client_id', b.client_id,
      'staff', json_build_object('id', s.id, 'name', s.name)) end as booking
  from admin_tasks t
  left join bookings b on b.id = t.booking_id
  left join users s on s.id = b.staff_id`;

type TaskRow = Omit<AdminTask, 'created_at' | 'done_at' | 'booking'> & {
  created_at: string;
  done_at: string | null;
  booking: (Omit<NonNullable<AdminTask['booking']>, 'starts_at'> & { starts_at: string }) | null;
};

function toTask(row: TaskRow): AdminTask {
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    done_at: row.done_at === null ? null : new Date(row.done_at).toISOString(),
    booking: row.booking && {
      ...row.booking,
      starts_at: new Date(row.booking.starts_at).toISOString(),
    },
  };
}

export async function listTasks(db: Db, workspaceId: number, state: 'open' | 'done' | 'all') {
  const filter =
    state === 'open'
      ? sql`and t.done_at is null`
      : state === 'done'
        ? sql`and t.done_at is not null`
        : sql``;
  const { rows } = await db.execute<TaskRow>(sql`
    ${TASK_SELECT}
    where t.workspace_id = ${workspaceId} ${filter}
    order by t.done_at desc nulls first, b.starts_at nulls last, t.id
    limit 500`);
  return rows.map(toTask);
}

export async function findTask(db: Db, workspaceId: number, id: number) {
  const { rows } = await db.execute<TaskRow>(sql`
    ${TASK_SELECT}
    where t.workspace_id = ${workspaceId} and t.id = ${id}`);
  const row = rows[0];
  return row ? toTask(row) : null;
}

export async function setTaskDone(db: Db, workspaceId: number, id: number, doneBy: number | null) {
  const { rowCount } = await db.execute(sql`
    update admin_tasks set
      done_at = ${doneBy === null ? null : sql`coalesce(done_at, now())`},
      done_by = ${doneBy === null ? null : sql`coalesce(done_by, ${doneBy})`}
    where id = ${id} and workspace_id = ${workspaceId}`);
  return (rowCount ?? 0) > 0;
}

export type BookingMailRow = {
  id: number;
  state: string;
  mail_state: 'none' | 'pending' | 'sent';
  change_mail_state: 'none' | 'pending' | 'sent';
  ics_sequence: number;
  manage_nonce: string | null;
  workspace_id: number;
  starts_at: string;
  ends_at: string;
  parent_name: string;
  child_name: string | null;
  email: string | null;
  age: number;
  language: Language;
  time_zone: string;
  client_id: number | null;
  contact: string | null;
  cancel_cutoff_hours: number | null;
  staff_email: string;
  staff_is_active: boolean;
  staff_language: Language | null;
  staff_time_zone: string | null;
  staff_is_teacher: boolean;
};

export async function findBookingMail(db: Db, id: number) {
  const { rows } = await db.execute<BookingMailRow>(sql`
    select b.id, b.state, b.mail_state, b.change_mail_state, b.ics_sequence, b.manage_nonce,
      b.workspace_id, b.starts_at, b.ends_at, b.parent_name,
      b.child_name, b.email, b.age, b.language, b.time_zone, b.client_id,
      bs.contact, bs.cancel_cutoff_hours, u.email as staff_email, u.is_active as staff_is_active,
      u.language as staff_language, sa.time_zone as staff_time_zone,
      exists (select 1 from assignments a where a.user_id = u.id
        and a.workspace_id = b.workspace_id and ${ROLE.teacher} = any(a.roles)) as staff_is_teacher
    from bookings b
    join users u on u.id = b.staff_id
    left join booking_settings bs on bs.workspace_id = b.workspace_id
    left join staff_availability sa on sa.workspace_id = b.workspace_id and sa.user_id = b.staff_id
    where b.id = ${id}`);
  return rows[0] ?? null;
}

export async function setMailState(db: Db, id: number, state: 'none' | 'sent') {
  await db.execute(sql`update bookings set mail_state = ${state} where id = ${id}`);
}

/** Bookings whose e-mails have not gone out yet (a queued job was lost, or gave up). */
export async function listPendingMail(db: Db) {
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from bookings where mail_state = 'pending'
      and created_at > now() - interval '7 days'
    order by id limit 500`);
  return rows.map((row) => row.id);
}

/** The managers of the project with an active account: they hear of every new booking. */
export async function listManagers(db: Db, workspaceId: number) {
  const { rows } = await db.execute<{ email: string; language: Language | null }>(sql`
    select u.email, u.language from users u
    join assignments a on a.user_id = u.id and a.workspace_id = ${workspaceId} and a.is_active
      and ${ROLE.manager} = any(a.roles)
    where u.is_active
    order by u.id`);
  return rows;
}

export async function setManageLink(tx: Transaction, id: number, nonce: string, hash: string) {
  await tx
    .update(bookings)
    .set({ manageNonce: nonce, manageTokenHash: hash })
    .where(eq(bookings.id, id));
}

export async function findByManageHash(db: Db, hash: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.manageTokenHash, hash));
  return row ?? null;
}

/**
 * Moves a booked lesson to a new range of the same row (same id, so the same calendar UID), only
 * while the old start is still before the cut-off. The exclusion constraint checks the new range
 * against every other live row; the old range is freed by the same statement.
 */
export async function moveBooking(
  tx: Transaction,
  values: {
    id: number;
    cutoffHours: number;
    startsAt: Date;
    endsAt: Date;
    blockedFrom: Date;
    blockedTo: Date;
    localDate: string;
  },
) {
  const { rows } = await tx.execute<{ id: number }>(sql`
    update bookings set starts_at = ${values.startsAt.toISOString()},
      ends_at = ${values.endsAt.toISOString()},
      blocked_from = ${values.blockedFrom.toISOString()},
      blocked_to = ${values.blockedTo.toISOString()},
      local_date = ${values.localDate},
      ics_sequence = ics_sequence + 1, change_mail_state = 'pending',
      reminder_day_state = 'none', reminder_hour_state = 'none'
    where id = ${values.id} and state = 'booked'
      and starts_at - make_interval(hours => ${values.cutoffHours}) > now()
    returning id`);
  return rows.length > 0;
}

export async function cancelBooking(tx: Transaction, id: number, cutoffHours: number) {
  const { rows } = await tx.execute<{ id: number }>(sql`
    update bookings set state = 'cancelled', cancelled_at = now(),
      ics_sequence = ics_sequence + 1, change_mail_state = 'pending'
    where id = ${id} and state = 'booked'
      and starts_at - make_interval(hours => ${cutoffHours}) > now()
    returning id`);
  return rows.length > 0;
}

export async function setChangeMailState(db: Db, id: number, state: 'sent') {
  await db.execute(sql`update bookings set change_mail_state = ${state} where id = ${id}`);
}

/** Bookings whose move or cancel e-mails have not gone out yet. */
export async function listPendingChangeMail(db: Db) {
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from bookings where change_mail_state = 'pending'
    order by id limit 500`);
  return rows.map((row) => row.id);
}

export type ReminderKind = 'day' | 'hour';
const REMINDER_COLUMN = { day: 'reminder_day_state', hour: 'reminder_hour_state' } as const;

/**
 * Marks the reminders that are due (a day before, an hour before) as pending, once each: the
 * state moves none -> pending in this statement, so a second sweep finds nothing new. The day
 * reminder is skipped (marked sent) when the hour one is due already.
 */
export async function claimDueReminders(tx: Transaction) {
  // Two statements: one statement must not update the same row twice.
  const day = await tx.execute<{ id: number; reminder_day_state: string }>(sql`
    update bookings set reminder_day_state = case
        when starts_at - interval '1 hour' <= now() then 'sent' else 'pending' end
    where state = 'booked' and not is_sandbox and reminder_day_state = 'none'
      and starts_at - interval '1 day' <= now() and starts_at > now()
    returning id, reminder_day_state`);
  const hour = await tx.execute<{ id: number }>(sql`
    update bookings set reminder_hour_state = 'pending'
    where state = 'booked' and not is_sandbox and reminder_hour_state = 'none'
      and starts_at - interval '1 hour' <= now() and starts_at > now()
    returning id`);
  return [
    ...day.rows
      .filter((r) => r.reminder_day_state === 'pending')
      .map((r) => ({ id: r.id, kind: 'day' as ReminderKind })),
    ...hour.rows.map((r) => ({ id: r.id, kind: 'hour' as ReminderKind })),
  ];
}

/** Reminders claimed but not sent (a job lost with a stopped process). */
export async function listPendingReminders(db: Db) {
  const { rows } = await db.execute<{ id: number; kind: ReminderKind }>(sql`
    select id, 'day' as kind from bookings where reminder_day_state = 'pending'
    union all
    select id, 'hour' as kind from bookings where reminder_hour_state = 'pending'
    limit 500`);
  return rows;
}

/**
 * Takes a pending reminder for sending (pending -> sent), so two workers never both send it;
 * the lesson must still be booked and ahead.
 */
export async function takeReminder(db: Db, id: number, kind: ReminderKind) {
  const column = sql.raw(REMINDER_COLUMN[kind]);
  const { rows } = await db.execute<{ id: number }>(sql`
    update bookings set ${column} = 'sent'
    where id = ${id} and ${column} = 'pending' and state = 'booked' and starts_at > now()
    returning id`);
  return rows.length > 0;
}

/** A send that failed gives the reminder back, for the job's retry. */
export async function returnReminder(db: Db, id: number, kind: ReminderKind) {
  const column = sql.raw(REMINDER_COLUMN[kind]);
  await db.execute(sql`update bookings set ${column} = 'pending' where id = ${id}`);
}
