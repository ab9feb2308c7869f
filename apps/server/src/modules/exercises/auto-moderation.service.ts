import {
  type AutoDecision,
  type AutoModeration,
  type AutoModerationReason,
  EXERCISE_STATUS,
  type ExerciseStatus,
  ROLE,
} from '@slovo/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  assignments,
  autoModerationSettings,
  deckSlides,
  exercises,
  uploads,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { listHistoryPage } from './exercises.queries.ts';

const DEFAULTS: AutoModeration = {
  is_enabled: false,
  trusted_author_ids: [],
  min_slides: 1,
  max_slides: 60,
  require_slide_titles: false,
  require_instruction: false,
};

function assertModerator(auth: AuthContext, workspaceId: number) {
  const place = auth.user.workspaces.find((w) => w.workspaceId === workspaceId);
  if (!place) throw new AppError('NOT_FOUND');
  if (!place.roles.includes(ROLE.moderator)) throw new AppError('FORBIDDEN');
}

/** Of `userIds`, those who are active authors of the workspace now: only they can be trusted. */
async function findActiveAuthors(
  db: Database | Transaction,
  workspaceId: number,
  userIds: number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: assignments.userId })
    .from(assignments)
    .where(
      and(
        eq(assignments.workspaceId, workspaceId),
        inArray(assignments.userId, userIds),
        eq(assignments.isActive, true),
        sql`${ROLE.author}::smallint = any(${assignments.roles})`,
      ),
    );
  return rows.map((r) => r.userId);
}

async function readSettings(
  db: Database | Transaction,
  workspaceId: number,
): Promise<AutoModeration> {
  const [row] = await db
    .select()
    .from(autoModerationSettings)
    .where(eq(autoModerationSettings.workspaceId, workspaceId));
  if (!row) return DEFAULTS;
  // Trust ends with the author's place in the workspace, whatever the saved list still says.
  const authors = new Set(await findActiveAuthors(db, workspaceId, row.trustedAuthorIds));
  return {
    is_enabled: row.isEnabled,
    trusted_author_ids: row.trustedAuthorIds.filter((id) => authors.has(id)),
    min_slides: row.minSlides,
    max_slides: row.maxSlides,
    require_slide_titles: row.requireSlideTitles,
    require_instruction: row.requireInstruction,
  };
}

/** What a workspace's rules say about a deck, as reasons to decline (empty: it passes). */
function findRuleViolations(
  rules: AutoModeration,
  deck: { slideCount: number; hasUntitledSlide: boolean; instruction: string },
): AutoModerationReason[] {
  const reasons: AutoModerationReason[] = [];
  if (deck.slideCount < rules.min_slides) reasons.push('too_few_slides');
  if (deck.slideCount > rules.max_slides) reasons.push('too_many_slides');
  if (rules.require_slide_titles && deck.hasUntitledSlide) reasons.push('missing_slide_titles');
  if (rules.require_instruction && !deck.instruction.trim()) reasons.push('missing_instruction');
  return reasons;
}

/**
 * A microblock just sent to moderation: when the mode is on, a deck that breaks a rule is
 * declined with the reasons, and a passing deck by a trusted author is accepted; anything else
 * waits for a moderator (null).
 */
export async function decideAutomatically(
  tx: Transaction,
  exerciseId: number,
): Promise<{ to: ExerciseStatus; reasons: AutoModerationReason[]; workspaceId: number } | null> {
  const [row] = await tx
    .select({
      workspaceId: exercises.workspaceId,
      authorId: exercises.authorId,
      instruction: exercises.instruction,
      slideCount: uploads.slideCount,
      untitled: sql<number>`(select count(*)::int from ${deckSlides}
        where ${deckSlides.uploadId} = ${exercises.presentationId} and btrim(${deckSlides.title}) = '')`,
    })
    .from(exercises)
    .innerJoin(uploads, eq(uploads.id, exercises.presentationId))
    .where(eq(exercises.id, exerciseId));
  if (!row) return null;
  const rules = await readSettings(tx, row.workspaceId);
  if (!rules.is_enabled) return null;
  const reasons = findRuleViolations(rules, {
    slideCount: row.slideCount ?? 0,
    hasUntitledSlide: row.untitled > 0,
    instruction: row.instruction,
  });
  if (reasons.length > 0)
    return { to: EXERCISE_STATUS.declined, reasons, workspaceId: row.workspaceId };
  if (rules.trusted_author_ids.includes(row.authorId)) {
    return { to: EXERCISE_STATUS.accepted, reasons: [], workspaceId: row.workspaceId };
  }
  return null;
}

export function createAutoModerationService({ db }: { db: Database }) {
  return {
    async get(auth: AuthContext, workspaceId: number): Promise<AutoModeration> {
      assertModerator(auth, workspaceId);
      return readSettings(db, workspaceId);
    },

    async update(
      auth: AuthContext,
      input: AutoModeration & { workspace_id: number },
    ): Promise<AutoModeration> {
      assertModerator(auth, input.workspace_id);
      const trusted = [...new Set(input.trusted_author_ids)];
      const authors = await findActiveAuthors(db, input.workspace_id, trusted);
      if (authors.length !== trusted.length) {
        throw new AppError('VALIDATION_FAILED', {
          details: {
            fields: [{ path: 'trusted_author_ids', message: 'validation.trustedAuthorNotMember' }],
          },
        });
      }
      const values = {
        isEnabled: input.is_enabled,
        trustedAuthorIds: trusted,
        minSlides: input.min_slides,
        maxSlides: input.max_slides,
        requireSlideTitles: input.require_slide_titles,
        requireInstruction: input.require_instruction,
        updatedAt: new Date(),
      };
      await db
        .insert(autoModerationSettings)
        .values({ workspaceId: input.workspace_id, ...values })
        .onConflictDoUpdate({ target: autoModerationSettings.workspaceId, set: values });
      return readSettings(db, input.workspace_id);
    },

    async listDecisions(
      auth: AuthContext,
      query: { workspace_id: number; page: number; pageSize: number },
    ): Promise<{ items: AutoDecision[]; total: number }> {
      assertModerator(auth, query.workspace_id);
      return listHistoryPage(db, {
        workspaceId: query.workspace_id,
        automaticOnly: true,
        ...query,
      });
    },
  };
}
