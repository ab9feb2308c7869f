import type { RoleId } from '@slovo/contracts';
import { ROLE } from '@slovo/contracts';
import type { Database } from '../src/db/client.ts';
import { assignments, bookings, sessions, users, workspaces } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { generateToken, hashToken } from '../src/lib/tokens.ts';

let sequence = 0;
const next = () => ++sequence;

export async function createWorkspace(
  db: Database,
  values: { title?: string; archived?: boolean } = {},
) {
  const [row] = await db
    .insert(workspaces)
    .values({ title: values.title ?? `Workspace ${next()}`, archived: values.archived ?? false })
    .returning();
  return row!;
}

export async function createUser(
  db: Database,
  values: {
    email?: string;
    name?: string;
    password?: string;
    isRoot?: boolean;
    isActive?: boolean;
    assignments?: { workspaceId: number; roles: RoleId[]; isActive?: boolean }[];
  } = {},
) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      email: values.email ?? `user${n}@example.test`,
      name: values.name ?? `User ${n}`,
      passwordHash: values.password ? await hashPassword(values.password) : null,
      isRoot: values.isRoot ?? false,
      isActive: values.isActive ?? true,
    })
    .returning();
  for (const a of values.assignments ?? []) {
    await db.insert(assignments).values({
      userId: user!.id,
      workspaceId: a.workspaceId,
      roles: a.roles,
      isActive: a.isActive ?? true,
    });
  }
  return user!;
}

/** A bearer token for the user, written straight to the sessions table (no password needed). */
export async function createToken(
  db: Database,
  userId: number,
  values: { impersonatorId?: number; lastUsedAt?: Date; expiresAt?: Date } = {},
) {
  const token = generateToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    impersonatorId: values.impersonatorId ?? null,
    lastUsedAt: values.lastUsedAt ?? new Date(),
    expiresAt: values.expiresAt ?? new Date(Date.now() + 86_400_000),
  });
  return token;
}

export const WORKSPACE_ROLES = [
  ROLE.manager,
  ROLE.moderator,
  ROLE.author,
  ROLE.teacher,
  ROLE.diagnostician,
] as const;

/**
 * Two workspaces: A with one user per role and B with a user of every role (a stranger to A),
 * plus a root user. Tokens are minted on demand, since some routes (logout) revoke them.
 */
export async function createAccessWorld(db: Database) {
  const workspaceA = await createWorkspace(db, { title: 'Alpha' });
  const workspaceB = await createWorkspace(db, { title: 'Beta' });
  const root = await createUser(db, { isRoot: true });
  const members = new Map<RoleId, number>();
  for (const role of WORKSPACE_ROLES) {
    const user = await createUser(db, {
      assignments: [{ workspaceId: workspaceA.id, roles: [role] }],
    });
    members.set(role, user.id);
  }
  const stranger = await createUser(db, {
    assignments: [{ workspaceId: workspaceB.id, roles: [...WORKSPACE_ROLES] }],
  });
  return { workspaceA, workspaceB, root, members, stranger };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A booked trial lesson of a staff member (a family in Tel Aviv unless told otherwise). */
export async function createBooking(
  db: Database,
  values: {
    workspaceId: number;
    staffId: number;
    startsAt: string;
    minutes?: number;
    isSandbox?: boolean;
    parentName?: string;
    timeZone?: string;
    clientId?: number | null;
  },
) {
  const startsAt = new Date(values.startsAt);
  const endsAt = new Date(startsAt.getTime() + (values.minutes ?? 45) * 60_000);
  const [row] = await db
    .insert(bookings)
    .values({
      workspaceId: values.workspaceId,
      staffId: values.staffId,
      isSandbox: values.isSandbox ?? false,
      state: 'booked',
      startsAt,
      endsAt,
      blockedFrom: startsAt,
      blockedTo: endsAt,
      holdTokenHash: hashToken(generateToken()),
      parentName: values.parentName ?? `Family ${next()}`,
      phone: `97250${String(next()).padStart(7, '0')}`,
      forWhom: 'child',
      age: 5,
      course: 'individual',
      language: 'uk',
      country: 'Israel',
      timeZone: values.timeZone ?? 'Asia/Jerusalem',
      localDate: startsAt.toISOString().slice(0, 10),
      childName: 'Marko',
      clientId: values.clientId ?? null,
      confirmedAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}
