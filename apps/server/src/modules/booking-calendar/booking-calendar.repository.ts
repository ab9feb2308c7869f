import { type BookingCalendarEntry, ROLE } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The project's teachers and diagnosticians with an active place in it, by name. */
export async function listStaff(db: Database, workspaceId: number) {
  const { rows } = await db.execute<{ id: number; name: string }>(sql`
    select u.id, u.name from users u
    join assignments a on a.user_id = u.id and a.workspace_id = ${workspaceId} and a.is_active
      and a.roles && array[${ROLE.teacher}, ${ROLE.diagnostician}]::smallint[]
    where u.is_active
    order by u.name, u.id`);
  return rows;
}

/** The viewer's own zone, from their working hours in the project. */
export async function findStaffTimeZone(db: Database, workspaceId: number, userId: number) {
  const { rows } = await db.execute<{ time_zone: string }>(sql`
    select time_zone from staff_availability
    where workspace_id = ${workspaceId} and user_id = ${userId}`);
  return rows[0]?.time_zone ?? null;
}

type EntryRow = Omit<BookingCalendarEntry, 'starts_at' | 'ends_at'> & {
  starts_at: string;
  ends_at: string;
};

/** Booked lessons of one calendar (real or sandbox) that touch `[from, to)`. */
export async function listBookings(
  db: Database,
  values: { workspaceId: number; isSandbox: boolean; from: Date; to: Date; staffId?: number },
): Promise<BookingCalendarEntry[]> {
  const staffFilter =
    values.staffId === undefined ? sql`` : sql`and b.staff_id = ${values.staffId}`;
  const { rows } = await db.execute<EntryRow>(sql`
    select b.id, b.state, b.starts_at, b.ends_at,
      json_build_object('id', s.id, 'name', s.name) as staff,
      b.parent_name, b.child_name, b.age, b.language, b.time_zone, b.client_id
    from bookings b
    join users s on s.id = b.staff_id
    where b.workspace_id = ${values.workspaceId} and b.is_sandbox = ${values.isSandbox}
      and b.state = 'booked'
      and b.starts_at < ${values.to.toISOString()} and b.ends_at > ${values.from.toISOString()}
      ${staffFilter}
    order by b.starts_at, b.id
    limit 1000`);
  return rows.map((row) => ({
    ...row,
    starts_at: new Date(row.starts_at).toISOString(),
    ends_at: new Date(row.ends_at).toISOString(),
  }));
}
