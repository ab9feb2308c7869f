import { EXERCISE_STATUS, ROLE, type Theme, type ThemeGender } from '@slovo/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assets, interestAssets, interestShares, interests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { assertWorkspaceRole, getWorkspaceRoles } from '../exercises/workspace-roles.ts';

type ThemeFields = {
  workspace_id: number;
  name: string;
  genders: ThemeGender[];
  min_age: number;
  max_age: number;
  type: 'general' | 'custom';
  shared_workspace_ids: number[];
};

type ThemeRow = {
  id: number;
  workspace_id: number;
  name: string;
  genders: ThemeGender[];
  min_age: number;
  max_age: number;
  type: 'general' | 'custom';
  is_ready: boolean;
  shared_workspace_ids: number[];
  asset_count: number;
  generated: number;
  pending: number;
  failed: number;
};

/**
 * Interests (themes): a workspace sees its own and those shared with it; only the owner's
 * moderators change them. Statistics count themed versions made, still to make, and failed.
 */
export function createThemesService({ db }: { db: Database }) {
  async function list(workspaceId: number, ids?: number[]): Promise<Theme[]> {
    const { accepted } = EXERCISE_STATUS;
    const { rows } = await db.execute<ThemeRow>(sql`
      select i.id, i.workspace_id, i.name, i.genders, i.min_age, i.max_age, i.type, i.is_ready,
        coalesce((select array_agg(s.workspace_id order by s.workspace_id) from interest_shares s
          where s.interest_id = i.id), '{}') as shared_workspace_ids,
        (select count(*)::int from interest_assets a where a.interest_id = i.id) as asset_count,
        (select count(*)::int from exercises g where g.theme_id = i.id
          and g.workspace_id = ${workspaceId}) as generated,
        (select count(*)::int from exercises e where e.workspace_id = ${workspaceId}
          and e.source_id is null and e.status_id = ${accepted} and e.is_ready_for_generation
          and not e.is_excluded_from_generation
          and not exists (select 1 from exercises g where g.source_id = e.id and g.theme_id = i.id)
        ) as pending,
        coalesce((select (select count(*)::int from jsonb_array_elements(r.failures) f
            where (f->>'theme_id')::int = i.id)
          from generation_runs r where r.workspace_id = ${workspaceId} and r.kind <> 'delete'
            and (r.theme_id is null or r.theme_id = i.id) and r.state in ('done', 'cancelled')
          order by r.id desc limit 1), 0) as failed
      from interests i
      where (i.workspace_id = ${workspaceId}
        or exists (select 1 from interest_shares s where s.interest_id = i.id
          and s.workspace_id = ${workspaceId}))
        ${ids ? sql`and i.id = any(${sql.raw(`ARRAY[${ids.join(',') || 0}]`)}::int[])` : sql``}
      order by lower(i.name), i.id`);
    return rows.map((row) => ({
      id: row.id,
      workspace_id: row.workspace_id,
      name: row.name,
      genders: row.genders,
      min_age: row.min_age,
      max_age: row.max_age,
      type: row.type,
      shared_workspace_ids: row.shared_workspace_ids,
      is_ready: row.is_ready,
      is_own: row.workspace_id === workspaceId,
      asset_count: row.asset_count,
      stats: { generated: row.generated, pending: row.pending, failed: row.failed },
    }));
  }

  async function requireOwn(auth: AuthContext, workspaceId: number, id: number) {
    assertWorkspaceRole(auth, workspaceId, ROLE.moderator);
    const [row] = await db
      .select({ workspaceId: interests.workspaceId })
      .from(interests)
      .where(eq(interests.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    if (row.workspaceId !== workspaceId) {
      // Shared with this workspace: visible, but only its owner changes it.
      const [shared] = await db
        .select()
        .from(interestShares)
        .where(and(eq(interestShares.interestId, id), eq(interestShares.workspaceId, workspaceId)));
      throw new AppError(shared ? 'FORBIDDEN' : 'NOT_FOUND');
    }
  }

  /** Sharing names workspaces the moderator also moderates (others are not theirs to give to). */
  function assertShareTargets(auth: AuthContext, input: ThemeFields) {
    for (const target of input.shared_workspace_ids) {
      const roles = auth.user.workspaces.find((w) => w.workspaceId === target)?.roles ?? [];
      if (target === input.workspace_id || !roles.includes(ROLE.moderator)) {
        throw new AppError('VALIDATION_FAILED', {
          details: { fields: [{ path: 'shared_workspace_ids', message: 'validation.invalid' }] },
        });
      }
    }
  }

  async function save(auth: AuthContext, id: number | null, input: ThemeFields): Promise<Theme> {
    assertWorkspaceRole(auth, input.workspace_id, ROLE.moderator);
    if (id !== null) await requireOwn(auth, input.workspace_id, id);
    assertShareTargets(auth, input);
    const values = {
      name: input.name,
      genders: input.genders,
      minAge: input.min_age,
      maxAge: input.max_age,
      type: input.type,
      updatedAt: new Date(),
    };
    try {
      const themeId = await db.transaction(async (tx) => {
        const [row] =
          id === null
            ? await tx
                .insert(interests)
                .values({ workspaceId: input.workspace_id, ...values })
                .returning({ id: interests.id })
            : await tx
                .update(interests)
                .set(values)
                .where(eq(interests.id, id))
                .returning({ id: interests.id });
        if (!row) throw new AppError('NOT_FOUND');
        await tx.delete(interestShares).where(eq(interestShares.interestId, row.id));
        const shares = [...new Set(input.shared_workspace_ids)];
        if (shares.length > 0) {
          await tx
            .insert(interestShares)
            .values(shares.map((workspaceId) => ({ interestId: row.id, workspaceId })));
        }
        return row.id;
      });
      const [theme] = await list(input.workspace_id, [themeId]);
      if (!theme) throw new AppError('NOT_FOUND');
      return theme;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('THEME_TAKEN', {
          details: { fields: [{ path: 'name', message: 'THEME_TAKEN' }] },
        });
      }
      throw error;
    }
  }

  return {
    async list(auth: AuthContext, workspaceId: number) {
      getWorkspaceRoles(auth, workspaceId);
      return list(workspaceId);
    },

    /** Some of the themes a workspace sees (its own and shared), by id. */
    listVisible: (workspaceId: number, ids: number[]) => list(workspaceId, ids),

    create: (auth: AuthContext, input: ThemeFields) => save(auth, null, input),
    update: (auth: AuthContext, id: number, input: ThemeFields) => save(auth, id, input),

    async remove(auth: AuthContext, workspaceId: number, id: number) {
      await requireOwn(auth, workspaceId, id);
      await db.delete(interests).where(eq(interests.id, id));
    },

    async toggleReady(
      auth: AuthContext,
      input: { workspace_id: number; ids: number[]; is_ready: boolean },
    ) {
      assertWorkspaceRole(auth, input.workspace_id, ROLE.moderator);
      const unique = [...new Set(input.ids)];
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(interests)
          .set({ isReady: input.is_ready, updatedAt: new Date() })
          .where(and(inArray(interests.id, unique), eq(interests.workspaceId, input.workspace_id)))
          .returning({ id: interests.id });
        // All or nothing: a theme of another workspace rolls the whole change back.
        if (updated.length !== unique.length) throw new AppError('NOT_FOUND');
        return updated.length;
      });
    },

    async listAssetIds(auth: AuthContext, workspaceId: number, id: number) {
      getWorkspaceRoles(auth, workspaceId);
      const [theme] = await list(workspaceId, [id]);
      if (!theme) throw new AppError('NOT_FOUND');
      const rows = await db
        .select({ id: interestAssets.assetId })
        .from(interestAssets)
        .where(eq(interestAssets.interestId, id));
      return rows.map((row) => row.id);
    },

    async setAssets(
      auth: AuthContext,
      id: number,
      input: { workspace_id: number; asset_ids: number[] },
    ) {
      await requireOwn(auth, input.workspace_id, id);
      const unique = [...new Set(input.asset_ids)];
      await db.transaction(async (tx) => {
        if (unique.length > 0) {
          const found = await tx
            .select({ id: assets.id })
            .from(assets)
            .where(inArray(assets.id, unique));
          if (found.length !== unique.length) {
            throw new AppError('VALIDATION_FAILED', {
              details: { fields: [{ path: 'asset_ids', message: 'validation.invalid' }] },
            });
          }
        }
        await tx.delete(interestAssets).where(eq(interestAssets.interestId, id));
        if (unique.length > 0) {
          await tx
            .insert(interestAssets)
            .values(unique.map((assetId) => ({ interestId: id, assetId })));
        }
      });
      return unique;
    },
  };
}
