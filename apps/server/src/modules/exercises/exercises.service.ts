import {
  applyReaction,
  checkAuthorStatusChange,
  checkModeratorStatusChange,
  EXERCISE_STATUS,
  type Exercise,
  type ExerciseCounters,
  type ExerciseStatus,
  type ExerciseSummary,
  type Reaction,
  ROLE,
  type SourceSkipReason,
} from '@slovo/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  categories,
  exerciseInterests,
  exerciseReactions,
  exerciseRequests,
  exerciseStatusChanges,
  exercises,
  exerciseTags,
  interests,
  latestExercises,
  tags,
  uploads,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { FileLinks } from '../files/file-links.ts';
import { visibleInterest } from '../themes/visible-interest.ts';
import { decideAutomatically } from './auto-moderation.service.ts';
import * as queries from './exercises.queries.ts';
import { upsertTags } from './tags.service.ts';
import { assertWorkspaceRole, getWorkspaceRoles } from './workspace-roles.ts';

export type ExerciseRole = typeof ROLE.author | typeof ROLE.moderator;

/** A validated microblock payload (contracts ExerciseInputSchema output). */
export type ExerciseFields = {
  workspace_id: number;
  title: string;
  category_id: number | null;
  description: string;
  comment: string;
  instruction: string;
  presentation_id: number | null;
  tag_ids: number[];
  new_tags: string[];
  interest_ids: number[];
  usage_frequency: 1 | 3;
  language: string;
  is_read_only: boolean;
  is_excluded_from_generation: boolean;
  is_ready_for_generation: boolean;
  image_ids: number[];
  audio_ids: number[];
  request_id: number | null;
  status_id: ExerciseStatus;
  status_comment: string;
};

const fieldError = (path: string, message = 'validation.invalid') =>
  new AppError('VALIDATION_FAILED', { details: { fields: [{ path, message }] } });

type ExerciseRow = typeof exercises.$inferSelect;

/** Flags only moderators decide; an author's payload must leave them as they are (decision 014). */
const MODERATOR_FLAGS = {
  is_read_only: 'isReadOnly',
  is_excluded_from_generation: 'isExcludedFromGeneration',
  is_ready_for_generation: 'isReadyForGeneration',
} as const;

/** Refuses an author's payload that changes a moderator flag (a new microblock has them off). */
function assertAuthorLeavesFlags(input: ExerciseFields, row: ExerciseRow | null) {
  for (const [field, column] of Object.entries(MODERATOR_FLAGS)) {
    const current = row ? row[column] : false;
    if (input[field as keyof typeof MODERATOR_FLAGS] !== current) {
      throw new AppError('FIELD_NOT_ALLOWED', { details: { fields: [{ path: field }] } });
    }
  }
}

/**
 * Microblocks: who may see and change which, status decisions with their history, reactions.
 * Every change is one transaction; a refused change leaves nothing behind.
 */
export function createExercisesService({ db, links }: { db: Database; links: FileLinks }) {
  /** Authors see their own and the accepted library; moderators all but others' drafts. */
  function canSee(auth: AuthContext, row: ExerciseRow, role: ExerciseRole) {
    const isOwn = row.authorId === auth.user.id;
    if (role === ROLE.moderator) return isOwn || row.statusId !== EXERCISE_STATUS.draft;
    return isOwn || row.statusId === EXERCISE_STATUS.accepted;
  }

  async function loadVisible(
    tx: Database | Transaction,
    auth: AuthContext,
    id: number,
    role: ExerciseRole,
    options: { lock?: boolean } = {},
  ): Promise<ExerciseRow> {
    const query = tx.select().from(exercises).where(eq(exercises.id, id));
    const [row] = options.lock ? await query.for('update') : await query;
    if (!row) throw new AppError('NOT_FOUND');
    const roles = auth.user.workspaces.find((w) => w.workspaceId === row.workspaceId)?.roles;
    if (!roles || !canSee(auth, row, role)) throw new AppError('NOT_FOUND');
    if (!roles.includes(role)) throw new AppError('FORBIDDEN');
    return row;
  }

  /** The role the caller sees a microblock with when the request names none (reactions). */
  function pickRole(auth: AuthContext, row: ExerciseRow): ExerciseRole {
    const roles = auth.user.workspaces.find((w) => w.workspaceId === row.workspaceId)?.roles ?? [];
    return roles.includes(ROLE.moderator) ? ROLE.moderator : ROLE.author;
  }

  async function requireExercise(tx: Database | Transaction, id: number, viewerId: number) {
    const exercise = await queries.findExercise(tx, id, viewerId, links);
    if (!exercise) throw new AppError('NOT_FOUND');
    return exercise;
  }

  /** Checks every id the payload names belongs to the workspace; returns the tag ids to link. */
  async function resolveReferences(
    tx: Transaction,
    workspaceId: number,
    input: ExerciseFields,
    exerciseId: number | null,
  ): Promise<number[]> {
    const [category] = await tx
      .select({ isFolder: categories.isFolder })
      .from(categories)
      .where(
        and(eq(categories.id, input.category_id ?? 0), eq(categories.workspaceId, workspaceId)),
      );
    if (!category || category.isFolder)
      throw fieldError('category_id', 'validation.categoryRequired');

    const ownUpload = (ids: number[], kind: 'presentation' | 'image' | 'audio') =>
      tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(
            inArray(uploads.id, ids),
            eq(uploads.workspaceId, workspaceId),
            eq(uploads.kind, kind),
            exerciseId === null
              ? isNull(uploads.exerciseId)
              : or(isNull(uploads.exerciseId), eq(uploads.exerciseId, exerciseId)),
          ),
        );
    const checks: [number[], 'presentation' | 'image' | 'audio', string][] = [
      [[input.presentation_id ?? 0], 'presentation', 'presentation_id'],
      [input.image_ids, 'image', 'image_ids'],
      [input.audio_ids, 'audio', 'audio_ids'],
    ];
    for (const [ids, kind, path] of checks) {
      if (ids.length === 0) continue;
      const found = await ownUpload(ids, kind);
      if (found.length !== new Set(ids).size) {
        throw fieldError(
          path,
          kind === 'presentation' ? 'validation.presentationRequired' : undefined,
        );
      }
    }

    if (input.interest_ids.length > 0) {
      const found = await tx
        .select({ id: interests.id })
        .from(interests)
        .where(and(inArray(interests.id, input.interest_ids), visibleInterest(workspaceId)));
      if (found.length !== new Set(input.interest_ids).size) throw fieldError('interest_ids');
    }
    if (input.request_id !== null) {
      const [request] = await tx
        .select({ id: exerciseRequests.id })
        .from(exerciseRequests)
        .where(
          and(
            eq(exerciseRequests.id, input.request_id),
            eq(exerciseRequests.workspaceId, workspaceId),
          ),
        );
      if (!request) throw fieldError('request_id');
    }
    const tagIds = new Set(input.tag_ids);
    if (tagIds.size > 0) {
      const found = await tx
        .select({ id: tags.id })
        .from(tags)
        .where(and(inArray(tags.id, [...tagIds]), eq(tags.workspaceId, workspaceId)));
      if (found.length !== tagIds.size) throw fieldError('tag_ids');
    }
    for (const tag of await upsertTags(tx, workspaceId, input.new_tags)) tagIds.add(tag.id);
    return [...tagIds];
  }

  async function writeLinks(
    tx: Transaction,
    exerciseId: number,
    input: ExerciseFields,
    tagIds: number[],
  ) {
    await tx.delete(exerciseTags).where(eq(exerciseTags.exerciseId, exerciseId));
    await tx.insert(exerciseTags).values(tagIds.map((tagId) => ({ exerciseId, tagId })));
    await tx.delete(exerciseInterests).where(eq(exerciseInterests.exerciseId, exerciseId));
    if (input.interest_ids.length > 0) {
      await tx
        .insert(exerciseInterests)
        .values([...new Set(input.interest_ids)].map((interestId) => ({ exerciseId, interestId })));
    }
    // Attach what the payload names; drop what it no longer names (the files stay in the store).
    const keep = [input.presentation_id ?? 0, ...input.image_ids, ...input.audio_ids];
    await tx
      .delete(uploads)
      .where(
        and(
          eq(uploads.exerciseId, exerciseId),
          sql`${uploads.id} <> all(${sql.raw(`ARRAY[${keep.join(',')}]`)}::int[])`,
        ),
      );
    await tx.update(uploads).set({ exerciseId }).where(inArray(uploads.id, keep));
  }

  async function recordStatusChange(
    tx: Transaction,
    row: { id: number; workspaceId: number },
    change: {
      from: ExerciseStatus | null;
      to: ExerciseStatus;
      actorId: number | null;
      comment?: string;
    },
  ) {
    await tx.insert(exerciseStatusChanges).values({
      exerciseId: row.id,
      workspaceId: row.workspaceId,
      actorId: change.actorId,
      fromStatus: change.from,
      toStatus: change.to,
      comment: change.comment ?? '',
    });
  }

  /** Sent to moderation: auto-moderation may decide at once (in the same transaction). */
  async function runAutoModeration(tx: Transaction, exerciseId: number) {
    const decision = await decideAutomatically(tx, exerciseId);
    if (!decision) return;
    await tx
      .update(exercises)
      .set({ statusId: decision.to, updatedAt: new Date() })
      .where(eq(exercises.id, exerciseId));
    await tx.insert(exerciseStatusChanges).values({
      exerciseId,
      workspaceId: decision.workspaceId,
      actorId: null,
      fromStatus: EXERCISE_STATUS.moderation,
      toStatus: decision.to,
      isAutomatic: true,
      reasons: decision.reasons,
    });
  }

  function checkStatusChange(role: ExerciseRole, from: ExerciseStatus, input: ExerciseFields) {
    const problem =
      role === ROLE.author
        ? checkAuthorStatusChange(from, input.status_id)
        : checkModeratorStatusChange(from, input.status_id, input.status_comment);
    if (problem === 'SAME_STATUS') throw new AppError('STATUS_UNCHANGED');
    if (problem === 'COMMENT_REQUIRED') {
      throw new AppError('DECLINE_COMMENT_REQUIRED', {
        details: { fields: [{ path: 'status_comment', message: 'validation.required' }] },
      });
    }
    if (problem === 'NOT_ALLOWED') throw new AppError('STATUS_NOT_ALLOWED');
  }

  const titleTaken = () =>
    new AppError('EXERCISE_TITLE_TAKEN', {
      details: { fields: [{ path: 'title', message: 'EXERCISE_TITLE_TAKEN' }] },
    });

  async function create(
    auth: AuthContext,
    role: ExerciseRole,
    input: ExerciseFields,
  ): Promise<Exercise> {
    assertWorkspaceRole(auth, input.workspace_id, role);
    // A new microblock starts as the author's draft; the same rules then say where it may go.
    if (role === ROLE.author) {
      if (checkAuthorStatusChange(EXERCISE_STATUS.draft, input.status_id)) {
        throw new AppError('STATUS_NOT_ALLOWED');
      }
      assertAuthorLeavesFlags(input, null);
    }
    try {
      return await db.transaction(async (tx) => {
        const tagIds = await resolveReferences(tx, input.workspace_id, input, null);
        const presentationId = input.presentation_id as number;
        const [row] = await tx
          .insert(exercises)
          .values({
            workspaceId: input.workspace_id,
            categoryId: input.category_id as number,
            authorId: auth.user.id,
            requestId: input.request_id,
            presentationId,
            ...editableColumns(input),
            statusId: input.status_id,
            assignedId: input.status_id === EXERCISE_STATUS.inProgress ? auth.user.id : null,
            searchText: await queries.buildSearchText(tx, input.title, presentationId),
          })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        await writeLinks(tx, row.id, input, tagIds);
        await recordStatusChange(tx, row, {
          from: null,
          to: input.status_id,
          actorId: auth.user.id,
          comment: input.status_comment,
        });
        if (input.status_id === EXERCISE_STATUS.moderation) await runAutoModeration(tx, row.id);
        return requireExercise(tx, row.id, auth.user.id);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'exercises_workspace_title_key')) throw titleTaken();
      throw error;
    }
  }

  async function update(
    auth: AuthContext,
    id: number,
    role: ExerciseRole,
    input: ExerciseFields,
  ): Promise<Exercise> {
    try {
      return await db.transaction(async (tx) => {
        const row = await loadVisible(tx, auth, id, role, { lock: true });
        if (row.workspaceId !== input.workspace_id) throw fieldError('workspace_id');
        const from = row.statusId as ExerciseStatus;
        if (role === ROLE.author) {
          if (row.authorId !== auth.user.id) throw new AppError('NOT_FOUND');
          if (checkAuthorStatusChange(from, EXERCISE_STATUS.draft) || row.isReadOnly) {
            throw new AppError('EXERCISE_LOCKED');
          }
          assertAuthorLeavesFlags(input, row);
        }
        checkStatusChange(role, from, input);
        const tagIds = await resolveReferences(tx, row.workspaceId, input, row.id);
        const presentationId = input.presentation_id as number;
        await tx
          .update(exercises)
          .set({
            categoryId: input.category_id as number,
            requestId: input.request_id,
            presentationId,
            ...editableColumns(input),
            statusId: input.status_id,
            ...(input.status_id === EXERCISE_STATUS.inProgress ? { assignedId: auth.user.id } : {}),
            searchText: await queries.buildSearchText(tx, input.title, presentationId),
            updatedAt: new Date(),
          })
          .where(eq(exercises.id, id));
        await writeLinks(tx, id, input, tagIds);
        if (from !== input.status_id) {
          await recordStatusChange(tx, row, {
            from,
            to: input.status_id,
            actorId: auth.user.id,
            comment: input.status_comment,
          });
          if (input.status_id === EXERCISE_STATUS.moderation) await runAutoModeration(tx, id);
        }
        return requireExercise(tx, id, auth.user.id);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'exercises_workspace_title_key')) throw titleTaken();
      throw error;
    }
  }

  /**
   * A moderator puts a new deck in place of an accepted microblock's (a reported slide fixed,
   * decision 046). No decision is made: the status, its history and every other field stay; the
   * old deck's row goes (its slides with it) and the store sweeps the file. Themed versions made
   * from the old deck are stale from now on, and "regenerate" makes them again.
   */
  async function replaceDeck(
    auth: AuthContext,
    id: number,
    input: { workspace_id: number; presentation_id: number | null },
  ): Promise<Exercise> {
    return db.transaction(async (tx) => {
      const row = await loadVisible(tx, auth, id, ROLE.moderator, { lock: true });
      // Named through another project of the caller's: not a microblock of this one.
      if (row.workspaceId !== input.workspace_id) throw new AppError('NOT_FOUND');
      if (row.sourceId !== null || row.statusId !== EXERCISE_STATUS.accepted) {
        throw new AppError('DECK_NOT_REPLACEABLE');
      }
      const presentationId = input.presentation_id ?? 0;
      if (presentationId === row.presentationId) return requireExercise(tx, id, auth.user.id);
      const [upload] = await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(
            eq(uploads.id, presentationId),
            eq(uploads.workspaceId, row.workspaceId),
            eq(uploads.kind, 'presentation'),
            isNull(uploads.exerciseId),
          ),
        )
        .for('update');
      if (!upload) throw fieldError('presentation_id', 'validation.presentationRequired');
      await tx
        .update(exercises)
        .set({
          presentationId,
          searchText: await queries.buildSearchText(tx, row.title, presentationId),
          updatedAt: new Date(),
        })
        .where(eq(exercises.id, id));
      await tx.update(uploads).set({ exerciseId: id }).where(eq(uploads.id, presentationId));
      await tx.delete(uploads).where(eq(uploads.id, row.presentationId));
      return requireExercise(tx, id, auth.user.id);
    });
  }

  /** Authors delete their own microblocks until accepted; moderators any they can see. */
  function assertDeletable(auth: AuthContext, row: ExerciseRow, role: ExerciseRole) {
    if (role === ROLE.author) {
      if (row.authorId !== auth.user.id) throw new AppError('NOT_FOUND');
      if (row.statusId === EXERCISE_STATUS.accepted) throw new AppError('EXERCISE_LOCKED');
    }
  }

  async function removeMany(
    auth: AuthContext,
    workspaceId: number,
    ids: number[],
    role: ExerciseRole,
  ) {
    assertWorkspaceRole(auth, workspaceId, role);
    const unique = [...new Set(ids)];
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(exercises)
        .where(and(inArray(exercises.id, unique), eq(exercises.workspaceId, workspaceId)))
        .for('update');
      if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
      for (const row of rows) {
        if (!canSee(auth, row, role)) throw new AppError('NOT_FOUND');
        assertDeletable(auth, row, role);
      }
      await tx.delete(exercises).where(inArray(exercises.id, unique));
      return unique.length;
    });
  }

  async function remove(auth: AuthContext, id: number, role: ExerciseRole) {
    const [row] = await db
      .select({ workspaceId: exercises.workspaceId })
      .from(exercises)
      .where(eq(exercises.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    getWorkspaceRoles(auth, row.workspaceId);
    await removeMany(auth, row.workspaceId, [id], role);
  }

  async function toggle(
    auth: AuthContext,
    input: {
      workspace_id: number;
      ids: number[];
      flag: 'is_read_only' | 'is_excluded_from_generation' | 'is_ready_for_generation';
      value: boolean;
    },
  ) {
    assertWorkspaceRole(auth, input.workspace_id, ROLE.moderator);
    const column = MODERATOR_FLAGS;
    const unique = [...new Set(input.ids)];
    return db.transaction(async (tx) => {
      const updated = await tx
        .update(exercises)
        .set({ [column[input.flag]]: input.value, updatedAt: new Date() })
        .where(
          and(
            inArray(exercises.id, unique),
            eq(exercises.workspaceId, input.workspace_id),
            sql`(${exercises.statusId} <> ${EXERCISE_STATUS.draft} or ${exercises.authorId} = ${auth.user.id})`,
          ),
        )
        .returning({ id: exercises.id });
      // All or nothing: an id the moderator cannot see rolls the whole change back.
      if (updated.length !== unique.length) throw new AppError('NOT_FOUND');
      return updated.length;
    });
  }

  async function react(auth: AuthContext, id: number, pressed: Reaction) {
    return db.transaction(async (tx) => {
      const [head] = await tx.select().from(exercises).where(eq(exercises.id, id));
      if (!head) throw new AppError('NOT_FOUND');
      const row = await loadVisible(tx, auth, id, pickRole(auth, head), { lock: true });
      const [own] = await tx
        .select({ reaction: exerciseReactions.reaction })
        .from(exerciseReactions)
        .where(
          and(eq(exerciseReactions.exerciseId, id), eq(exerciseReactions.userId, auth.user.id)),
        );
      const next = applyReaction(
        { own: own?.reaction ?? null, likes: row.likesCount, dislikes: row.dislikesCount },
        pressed,
      );
      if (next.own === null) {
        await tx
          .delete(exerciseReactions)
          .where(
            and(eq(exerciseReactions.exerciseId, id), eq(exerciseReactions.userId, auth.user.id)),
          );
      } else {
        await tx
          .insert(exerciseReactions)
          .values({ exerciseId: id, userId: auth.user.id, reaction: next.own })
          .onConflictDoUpdate({
            target: [exerciseReactions.exerciseId, exerciseReactions.userId],
            set: { reaction: next.own },
          });
      }
      await tx
        .update(exercises)
        .set({ likesCount: next.likes, dislikesCount: next.dislikes })
        .where(eq(exercises.id, id));
      return { own_reaction: next.own, likes_count: next.likes, dislikes_count: next.dislikes };
    });
  }

  async function get(auth: AuthContext, id: number, role: ExerciseRole): Promise<Exercise> {
    await loadVisible(db, auth, id, role);
    return requireExercise(db, id, auth.user.id);
  }

  async function list(
    auth: AuthContext,
    query: {
      workspace_id: number;
      role_id: ExerciseRole;
      status?: ExerciseStatus | undefined;
      term: string;
      author_id?: number | undefined;
      category_id?: number | undefined;
      skip_reason?: SourceSkipReason | undefined;
      sort: 'updated_at' | 'created_at' | 'title' | 'likes';
      order: 'asc' | 'desc';
      page: number;
      pageSize: number;
    },
  ) {
    assertWorkspaceRole(auth, query.workspace_id, query.role_id);
    return queries.listExercisesJson(db, {
      filter: {
        workspaceId: query.workspace_id,
        status: query.status,
        term: query.term,
        authorId: query.author_id,
        categoryId: query.category_id,
        skipReason: query.skip_reason,
      },
      perspective: { userId: auth.user.id, asModerator: query.role_id === ROLE.moderator },
      viewerId: auth.user.id,
      sort: query.sort,
      order: query.order,
      page: query.page,
      pageSize: query.pageSize,
      links,
    });
  }

  /** The accepted library: any author or moderator of the workspace may browse it. */
  async function listPublic(
    auth: AuthContext,
    query: {
      workspace_id: number;
      term: string;
      category_id?: number | undefined;
      sort: 'updated_at' | 'created_at' | 'title' | 'likes';
      order: 'asc' | 'desc';
      page: number;
      pageSize: number;
    },
  ) {
    getWorkspaceRoles(auth, query.workspace_id);
    return queries.listExercisesJson(db, {
      filter: {
        workspaceId: query.workspace_id,
        status: EXERCISE_STATUS.accepted,
        term: query.term,
        categoryId: query.category_id,
      },
      perspective: null,
      viewerId: auth.user.id,
      sort: query.sort,
      order: query.order,
      page: query.page,
      pageSize: query.pageSize,
      links,
    });
  }

  async function counters(
    auth: AuthContext,
    query: {
      workspace_id: number;
      role_id: ExerciseRole;
      term: string;
      author_id?: number | undefined;
    },
  ): Promise<ExerciseCounters> {
    assertWorkspaceRole(auth, query.workspace_id, query.role_id);
    const [statuses, [requests]] = await Promise.all([
      queries.countByStatus(
        db,
        { workspaceId: query.workspace_id, term: query.term, authorId: query.author_id },
        { userId: auth.user.id, asModerator: query.role_id === ROLE.moderator },
      ),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(exerciseRequests)
        .where(eq(exerciseRequests.workspaceId, query.workspace_id)),
    ]);
    return { requests: requests?.count ?? 0, statuses };
  }

  async function listAttachments(
    auth: AuthContext,
    id: number,
    role: ExerciseRole,
    kind: 'image' | 'audio',
  ) {
    await loadVisible(db, auth, id, role);
    return queries.listAttachments(db, id, kind, links);
  }

  /** What the caller last worked on in the workspace, else the newest accepted microblock. */
  async function getLatest(
    auth: AuthContext,
    workspaceId: number,
  ): Promise<ExerciseSummary | null> {
    const roles = getWorkspaceRoles(auth, workspaceId);
    const [remembered] = await db
      .select({ exerciseId: latestExercises.exerciseId })
      .from(latestExercises)
      .where(
        and(eq(latestExercises.userId, auth.user.id), eq(latestExercises.workspaceId, workspaceId)),
      );
    if (remembered) {
      const [row] = await db
        .select()
        .from(exercises)
        .where(eq(exercises.id, remembered.exerciseId));
      const role = roles.includes(ROLE.moderator) ? ROLE.moderator : ROLE.author;
      if (row && canSee(auth, row, role))
        return queries.findSummary(db, row.id, auth.user.id, links);
    }
    const { items } = await queries.listExercises(db, {
      filter: { workspaceId, status: EXERCISE_STATUS.accepted },
      perspective: null,
      viewerId: auth.user.id,
      sort: 'updated_at',
      order: 'desc',
      page: 1,
      pageSize: 1,
      links,
    });
    return items[0] ?? null;
  }

  async function rememberLatest(auth: AuthContext, workspaceId: number, exerciseId: number) {
    const roles = getWorkspaceRoles(auth, workspaceId);
    const role = roles.includes(ROLE.moderator) ? ROLE.moderator : ROLE.author;
    const row = await loadVisible(db, auth, exerciseId, role);
    if (row.workspaceId !== workspaceId) throw new AppError('NOT_FOUND');
    await db
      .insert(latestExercises)
      .values({ userId: auth.user.id, workspaceId, exerciseId })
      .onConflictDoUpdate({
        target: [latestExercises.userId, latestExercises.workspaceId],
        set: { exerciseId, updatedAt: new Date() },
      });
  }

  async function listAuthors(auth: AuthContext, workspaceId: number) {
    assertWorkspaceRole(auth, workspaceId, ROLE.moderator);
    const { rows } = await db.execute<{ id: number; name: string }>(sql`
      select u.id, u.name from users u
      where exists (select 1 from exercises e where e.author_id = u.id and e.workspace_id = ${workspaceId})
         or exists (select 1 from assignments a where a.user_id = u.id and a.workspace_id = ${workspaceId}
                    and ${ROLE.author} = any(a.roles))
      order by lower(u.name)`);
    return rows;
  }

  return {
    create,
    update,
    replaceDeck,
    remove,
    removeMany,
    toggle,
    react,
    get,
    list,
    listPublic,
    counters,
    listAttachments,
    getLatest,
    rememberLatest,
    listAuthors,
  };
}

function editableColumns(input: ExerciseFields) {
  return {
    title: input.title,
    description: input.description,
    comment: input.comment,
    instruction: input.instruction,
    usageFrequency: input.usage_frequency,
    language: input.language,
    isReadOnly: input.is_read_only,
    isExcludedFromGeneration: input.is_excluded_from_generation,
    isReadyForGeneration: input.is_ready_for_generation,
  };
}
