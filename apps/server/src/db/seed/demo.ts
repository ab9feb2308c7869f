import { ROLE, type RoleId } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database, Transaction } from '../client.ts';
import { assignments, categories, users, workspaces } from '../schema/index.ts';

export const DEMO_PASSWORD = 'slovo-demo';

type DemoUser = {
  email: string;
  name: string;
  isRoot?: boolean;
  /** Invited but not signed up yet: no password, shown as awaiting confirmation. */
  isInvited?: boolean;
  /** Roles per demo workspace: [main, second]. */
  roles: [RoleId[], RoleId[]];
};

const DEMO_USERS: DemoUser[] = [
  { email: 'root@example.com', name: 'Roman Root', isRoot: true, roles: [[], []] },
  { email: 'manager@example.com', name: 'Maria Manager', roles: [[ROLE.manager], []] },
  {
    email: 'moderator@example.com',
    name: 'Oksana Moderator',
    roles: [[ROLE.moderator], [ROLE.moderator]],
  },
  { email: 'author@example.com', name: 'Andrii Author', roles: [[ROLE.author], []] },
  {
    email: 'teacher@example.com',
    name: 'Tetiana Teacher',
    roles: [[ROLE.teacher], [ROLE.teacher]],
  },
  {
    email: 'diagnostician@example.com',
    name: 'Dmytro Diagnostician',
    roles: [[ROLE.diagnostician], []],
  },
  {
    email: 'invited@example.com',
    name: 'Iryna Invited',
    isInvited: true,
    roles: [[ROLE.teacher], []],
  },
];

/** The accounts one can sign in with. */
export const DEMO_SIGN_INS = DEMO_USERS.filter((u) => !u.isInvited);

/** Folders with categories inside, as a speech-therapy school would sort its microblocks. */
const DEMO_CATEGORIES: { name: string; description: string; children: string[] }[] = [
  {
    name: 'Sounds',
    description: 'Articulation of separate sounds',
    children: ['Sound R', 'Sound L', 'Whistling sounds'],
  },
  { name: 'Vocabulary', description: 'Words by topic', children: ['Animals', 'Family', 'Seasons'] },
  {
    name: 'Reading and writing',
    description: 'Letters, syllables, first texts',
    children: ['Letters', 'Syllables'],
  },
];

async function seedCategories(tx: Transaction, workspaceId: number) {
  for (const [folderOrder, folder] of DEMO_CATEGORIES.entries()) {
    const [created] = await tx
      .insert(categories)
      .values({
        workspaceId,
        name: folder.name,
        description: folder.description,
        isFolder: true,
        order: folderOrder,
      })
      .returning({ id: categories.id });
    await tx
      .insert(categories)
      .values(
        folder.children.map((name, order) => ({ workspaceId, parentId: created?.id, name, order })),
      );
  }
}

/**
 * Fills an empty database with two demo workspaces, one account per role and a category tree.
 * Runs in one transaction and only when there are no users, so it never touches real data.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Serialise concurrent first starts against one database.
    await tx.execute(sql`select pg_advisory_xact_lock(8675309)`);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(users);
    if (count > 0) return false;

    const schools = await tx
      .insert(workspaces)
      .values([
        { title: 'Slovo Demo School', description: 'Demo speech-therapy school' },
        { title: 'Sunrise Speech Center', description: 'A second project to try the switcher' },
      ])
      .returning({ id: workspaces.id });
    const created = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u) => ({
          email: u.email,
          name: u.name,
          passwordHash: u.isInvited ? null : passwordHash,
          isRoot: u.isRoot ?? false,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const rows = DEMO_USERS.flatMap((demo) => {
      const userId = created.find((u) => u.email === demo.email)?.id;
      return demo.roles.flatMap((roles, index) => {
        const workspaceId = schools[index]?.id;
        return userId && workspaceId && roles.length > 0 ? [{ userId, workspaceId, roles }] : [];
      });
    });
    await tx.insert(assignments).values(rows);
    const mainWorkspaceId = schools[0]?.id;
    if (mainWorkspaceId) await seedCategories(tx, mainWorkspaceId);
    return true;
  });
}
