import { ROLE, type Tag } from '@slovo/contracts';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { exerciseTags, tags } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { assertWorkspaceRole, getWorkspaceRoles } from './workspace-roles.ts';

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

    /** The tags screen: every tag with how many microblocks use it. */
    async listUsage(
      auth: AuthContext,
      query: { workspace_id: number; term: string; page: number; pageSize: number },
    ) {
      assertContentRole(auth, query.workspace_id);
      const pattern = containsPattern(query.term);
      const where = and(
        eq(tags.workspaceId, query.workspace_id),
        pattern ? ilike(tags.name, pattern) : undefined,
      );
      const rows = await db
        .select({
          id: tags.id,
          name: tags.name,
          exercise_count: sql<number>`(select count(*)::int from exercise_tags et where et.tag_id = ${tags.id})`,
        })
        .from(tags)
        .where(where)
        .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(tags)
        .where(where);
      return { items: rows, total: counted?.total ?? 0 };
    },

    async rename(auth: AuthContext, id: number, input: { workspace_id: number; name: string }) {
      assertWorkspaceRole(auth, input.workspace_id, ROLE.moderator);
      try {
        const [tag] = await db
          .update(tags)
          .set({ name: input.name })
          .where(and(eq(tags.id, id), eq(tags.workspaceId, input.workspace_id)))
          .returning({ id: tags.id, name: tags.name });
        if (!tag) throw new AppError('NOT_FOUND');
        return tag;
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('TAG_TAKEN', {
            details: { fields: [{ path: 'name', message: 'TAG_TAKEN' }] },
          });
        }
        throw error;
      }
    },

    /** Folds tags into one: their microblocks get the target tag, then they go (one transaction). */
    async merge(
      auth: AuthContext,
      input: { workspace_id: number; source_ids: number[]; target_id: number },
    ) {
      assertWorkspaceRole(auth, input.workspace_id, ROLE.moderator);
      const sources = [...new Set(input.source_ids)].filter((id) => id !== input.target_id);
      await db.transaction(async (tx) => {
        const found = await tx
          .select({ id: tags.id })
          .from(tags)
          .where(
            and(
              eq(tags.workspaceId, input.workspace_id),
              inArray(tags.id, [...sources, input.target_id]),
            ),
          );
        if (found.length !== sources.length + 1) throw new AppError('NOT_FOUND');
        if (sources.length === 0) return;
        await tx.execute(sql`insert into exercise_tags (exercise_id, tag_id)
          select distinct exercise_id, ${input.target_id}::int from exercise_tags
          where tag_id = any(${sql.raw(`ARRAY[${sources.join(',')}]`)}::int[])
          on conflict do nothing`);
        await tx.delete(exerciseTags).where(inArray(exerciseTags.tagId, sources));
        await tx.delete(tags).where(inArray(tags.id, sources));
      });
    },

    /** Only an unused tag is deleted; a used one is merged instead (so no microblock loses it). */
    async remove(auth: AuthContext, workspaceId: number, id: number) {
      assertWorkspaceRole(auth, workspaceId, ROLE.moderator);
      const [row] = await db
        .select({
          id: tags.id,
          uses: sql<number>`(select count(*)::int from exercise_tags et where et.tag_id = ${tags.id})`,
        })
        .from(tags)
        .where(and(eq(tags.id, id), eq(tags.workspaceId, workspaceId)));
      if (!row) throw new AppError('NOT_FOUND');
      if (row.uses > 0) throw new AppError('TAG_IN_USE', { params: { count: row.uses } });
      await db.delete(tags).where(eq(tags.id, id));
    },

    async create(auth: AuthContext, workspaceId: number, name: string): Promise<Tag> {
      assertContentRole(auth, workspaceId);
      const [tag] = await upsertTags(db, workspaceId, [name]);
      if (!tag) throw new Error('tag upsert returned nothing');
      return tag;
    },
  };
}
