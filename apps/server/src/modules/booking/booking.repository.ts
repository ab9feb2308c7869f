import type { DateException, WeeklyHours } from '@slovo/contracts';
import { ROLE } from '@slovo/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { bookingSettings, bookings, interests, staffAvailability } from '../../db/schema/index.ts';

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
) {
  const { rows } = await db.execute<{ staff_id: number; from: string; to: string }>(sql`
    select staff_id, blocked_from as "from", blocked_to as "to" from bookings
    where workspace_id = ${workspaceId} and is_sandbox = ${isSandbox}
      and (state = 'booked' or (state = 'reserve' and expires_at > now()))
      and blocked_from < ${to.toISOString()} and blocked_to > ${from.toISOString()}`);
  return rows.map((r) => ({
    staffId: r.staff_id,
    from: new Date(r.from).getTime(),
    to: new Date(r.to).getTime(),
  }));
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
