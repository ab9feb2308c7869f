import { ROLE, type Tag } from '@slovo/contracts';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { interests, tags } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { getWorkspaceRoles } from './workspace-roles.ts';

/** Tags and interests are picked by authors and moderators of the workspace. */
function assertContentRole(auth: AuthContext, workspaceId: number) {
  const roles = getWorkspaceRoles(auth, workspaceId);
  if (!roles.includes(ROLE.author) && !roles.includes(ROLE.moderator)) {
    throw new AppError('FORBIDDEN');
  }
}

/**
 * Finds or creates tags by name (any case matches an existing one), so two authors typing the
 * same new tag at once end up with one tag.
 */
export async function upsertTags(
  tx: Database | Transaction,
  workspaceId: number,
  names: readonly string[],
): Promise<Tag[]> {
  const unique = [...new Map(names.map((n) => [n.toLowerCase(), n])).values()];
  if (unique.length === 0) return [];
  await tx
    .insert(tags)
    .values(unique.map((name) => ({ workspaceId, name })))
    .onConflictDoNothing();
  return tx
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(
      and(
        eq(tags.workspaceId, workspaceId),
        inArray(
          sql`lower(${tags.name})`,
          unique.map((n) => n.toLowerCase()),
        ),
      ),
    );
}

export function createTagsService({ db }: { db: Database }) {
  return {
    async list(auth: AuthContext, workspaceId: number, term: string): Promise<Tag[]> {
      assertContentRole(auth, workspaceId);
      const pattern = containsPattern(term);
      return db
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(
          and(eq(tags.workspaceId, workspaceId), pattern ? ilike(tags.name, pattern) : undefined),
        )
        .orderBy(asc(sql`lower(${tags.name})`))
        .limit(50);
    },

    async create(auth: AuthContext, workspaceId: number, name: string): Promise<Tag> {
      assertContentRole(auth, workspaceId);
      const [tag] = await upsertTags(db, workspaceId, [name]);
      if (!tag) throw new Error('tag upsert returned nothing');
      return tag;
    },

    async listInterests(auth: AuthContext, workspaceId: number) {
      assertContentRole(auth, workspaceId);
      return db
        .select({ id: interests.id, name: interests.name })
        .from(interests)
        .where(eq(interests.workspaceId, workspaceId))
        .orderBy(asc(sql`lower(${interests.name})`));
    },
  };
}
