import { createHash } from 'node:crypto';
import {
  type CheckGenerate,
  EXERCISE_STATUS,
  GENERATION_SKIP_REASONS,
  type GeneralStats,
  type GenerationKind,
  type GenerationRun,
  type GenerationSkip,
  type GenerationSkipReason,
  ROLE,
} from '@slovo/contracts';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  assets,
  deckSlides,
  exerciseInterests,
  exercises,
  generationRuns,
  interestAssets,
  interests,
  uploads,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { FileStore } from '../../lib/files.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { measureBackgroundShades } from '../../lib/pptx/background-shades.ts';
import { inspectPptx } from '../../lib/pptx/inspect-pptx.ts';
import {
  findHiddenBackgrounds,
  measureThemeFit,
  type ThemeArt,
} from '../../lib/pptx/theme-deck.ts';
import { assertWorkspaceRole } from '../exercises/workspace-roles.ts';
import { visibleInterest } from '../themes/visible-interest.ts';
import { sourceSkipReason } from './skip-reasons.ts';

const GENERATION_QUEUE = 'generate-themes';
/** Bumped when the transform changes, so every version counts as stale and is made again. */
const GENERATOR_VERSION = '3';
/** A running run whose process has not written for this long is taken over (the process died). */
const RUN_STALE_SECONDS = 60;
/** The usual character: standing, taller than wide. */
const PORTRAIT_CHARACTER = { width: 2, height: 3 };

type ThemeRender = (deck: Uint8Array, art: ThemeArt, seed: string) => Promise<Uint8Array>;
type RunRow = typeof generationRuns.$inferSelect;

function toRun(row: RunRow): GenerationRun {
  return {
    id: row.id,
    workspace_id: row.workspaceId,
    theme_id: row.themeId,
    kind: row.kind,
    state: row.state,
    total: row.total,
    done: row.done,
    failed: row.failed,
    failures: row.failures,
    skipped: row.skipped,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

type Source = {
  id: number;
  workspaceId: number;
  title: string;
  categoryId: number;
  authorId: number;
  language: string;
  usageFrequency: number;
  description: string;
  instruction: string;
  deckFile: string;
  slidesText: string;
};

type ThemeParts = { id: number; name: string; key: string; art: ThemeArt };

/**
 * Themed versions of accepted microblocks: for every ready-for-generation source and every ready
 * theme, the source deck dressed in the theme's background, a character and a sound. Runs are
 * jobs (pg-boss) that survive restarts; each version is written in one transaction, keyed by
 * what it was made from, so re-running makes no duplicates and skips what is fresh.
 */
export function createGenerationService({
  db,
  files,
  jobs,
  renderTheme,
  onDeckStored,
}: {
  db: Database;
  files: FileStore;
  jobs: JobQueue;
  renderTheme: ThemeRender;
  /** A new deck was stored (the slide renderer takes it from there). */
  onDeckStored: (uploadId: number) => Promise<void>;
}) {
  async function loadThemes(workspaceId: number, themeId: number | null): Promise<ThemeParts[]> {
    const rows = await db
      .select({ id: interests.id, name: interests.name })
      .from(interests)
      .where(
        and(
          visibleInterest(workspaceId),
          eq(interests.isReady, true),
          themeId === null ? undefined : eq(interests.id, themeId),
        ),
      );
    const themes: ThemeParts[] = [];
    for (const theme of rows) {
      const parts = await db
        .select({
          type: assets.type,
          fileName: assets.fileName,
          width: assets.width,
          height: assets.height,
        })
        .from(interestAssets)
        .innerJoin(assets, eq(assets.id, interestAssets.assetId))
        .where(eq(interestAssets.interestId, theme.id))
        .orderBy(assets.id);
      const read = async (fileName: string) => {
        const data = await files.read('assets', fileName);
        if (!data) throw new Error(`asset file ${fileName} is missing`);
        return new Uint8Array(data);
      };
      // Measured once per theme here, so the worker threads never decode pictures.
      const readBackground = async (fileName: string) => {
        const data = await read(fileName);
        return { data, shades: await measureBackgroundShades(data) };
      };
      const background = parts.find((p) => p.type === 'background');
      const sound = parts.find((p) => p.type === 'sound');
      const characters = parts.filter((p) => p.type === 'character');
      themes.push({
        id: theme.id,
        name: theme.name,
        key: parts.map((p) => `${p.type}:${p.fileName}`).join('|'),
        art: {
          background: background ? await readBackground(background.fileName) : null,
          characters: await Promise.all(
            characters.map(async (c) => ({
              data: await read(c.fileName),
              width: c.width ?? 1,
              height: c.height ?? 1,
            })),
          ),
          sound: sound
            ? {
                data: await read(sound.fileName),
                extension: (sound.fileName.split('.').pop() ?? 'mp3') as 'mp3',
              }
            : null,
        },
      });
    }
    return themes;
  }

  async function loadSources(workspaceId: number): Promise<Source[]> {
    const { rows } = await db.execute<{
      id: number;
      workspace_id: number;
      title: string;
      category_id: number;
      author_id: number;
      language: string;
      usage_frequency: number;
      description: string;
      instruction: string;
      file_name: string;
      search_text: string;
    }>(sql`select e.id, e.workspace_id, e.title, e.category_id, e.author_id, e.language,
        e.usage_frequency, e.description, e.instruction, u.file_name, e.search_text
      from exercises e join uploads u on u.id = e.presentation_id
      where e.workspace_id = ${workspaceId} and e.source_id is null
        and e.status_id = ${EXERCISE_STATUS.accepted} and e.is_ready_for_generation
        and not e.is_excluded_from_generation
      order by e.id`);
    return rows.map((r) => ({
      id: r.id,
      workspaceId: r.workspace_id,
      title: r.title,
      categoryId: r.category_id,
      authorId: r.author_id,
      language: r.language,
      usageFrequency: r.usage_frequency,
      description: r.description,
      instruction: r.instruction,
      deckFile: r.file_name,
      slidesText: r.search_text,
    }));
  }

  /** How many microblocks of the workspace generation passes over on their own account. */
  async function countSkippedSources(workspaceId: number) {
    const { rows } = await db.execute<{ reason: GenerationSkipReason; count: number }>(sql`
      select ${sourceSkipReason} as reason, count(*)::int as count from exercises e
      where e.workspace_id = ${workspaceId} and ${sourceSkipReason} is not null
      group by 1`);
    return rows;
  }

  /** Why a run made nothing for a source it considered (none of its versions was wanted). */
  function explainSkippedSource(
    kind: GenerationKind,
    versions: { isAnyMissing: boolean; isAnyReported: boolean; themeCount: number },
  ): GenerationSkipReason {
    if (versions.themeCount === 0) return 'no_ready_theme';
    if (kind === 'refresh-for-reports' && !versions.isAnyReported) return 'not_reported';
    if (kind === 'refresh' && versions.isAnyMissing) return 'not_made_yet';
    return 'already_made';
  }

  const keyOf = (source: Source, theme: ThemeParts) =>
    createHash('sha256')
      .update(`${GENERATOR_VERSION}|${source.deckFile}|${theme.key}`)
      .digest('hex')
      .slice(0, 32);

  /** Makes (or remakes) one themed version; all its rows appear together or not at all. */
  async function generateOne(source: Source, theme: ThemeParts, key: string) {
    const deck = await files.read('decks', source.deckFile);
    if (!deck) throw new Error('the source deck file is missing');
    const output = Buffer.from(
      await renderTheme(new Uint8Array(deck), theme.art, `${source.id}:${theme.id}`),
    );
    // Measured, not assumed: a version whose theme shows on no slide is no themed version.
    const hidden = theme.art.background ? findHiddenBackgrounds(output) : [];
    const slides = (await inspectPptx(output)).slides;
    if (slides.length > 0 && hidden.length === slides.length) {
      throw new Error('the theme background is hidden under full-slide art on every slide');
    }
    const fileName = await files.put('decks', output, 'pptx');
    const uploadId = await db.transaction(async (tx) => {
      const [upload] = await tx
        .insert(uploads)
        .values({
          workspaceId: source.workspaceId,
          kind: 'presentation',
          fileName,
          originalName: `${source.title} (${theme.name}).pptx`,
          mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
          size: output.length,
          slideCount: slides.length,
          renderState: 'pending',
        })
        .returning({ id: uploads.id });
      if (!upload) throw new Error('upload insert returned nothing');
      if (slides.length > 0) {
        await tx.insert(deckSlides).values(
          slides.map((slide) => ({
            uploadId: upload.id,
            position: slide.index,
            title: slide.title,
            text: slide.text,
            notes: slide.notes,
            hidden: slide.hidden,
          })),
        );
      }
      const [existing] = await tx
        .select({ id: exercises.id, presentationId: exercises.presentationId })
        .from(exercises)
        .where(and(eq(exercises.sourceId, source.id), eq(exercises.themeId, theme.id)))
        .for('update');
      const values = {
        title: source.title,
        categoryId: source.categoryId,
        description: source.description,
        instruction: source.instruction,
        language: source.language,
        usageFrequency: source.usageFrequency,
        presentationId: upload.id,
        generationKey: key,
        searchText: source.slidesText,
        updatedAt: new Date(),
      };
      let exerciseId: number;
      if (existing) {
        await tx.update(exercises).set(values).where(eq(exercises.id, existing.id));
        await tx.delete(uploads).where(eq(uploads.id, existing.presentationId));
        exerciseId = existing.id;
      } else {
        const [created] = await tx
          .insert(exercises)
          .values({
            ...values,
            workspaceId: source.workspaceId,
            authorId: source.authorId,
            statusId: EXERCISE_STATUS.accepted,
            sourceId: source.id,
            themeId: theme.id,
            isReadOnly: true,
          })
          .returning({ id: exercises.id });
        if (!created) throw new Error('exercise insert returned nothing');
        exerciseId = created.id;
        await tx.execute(sql`insert into exercise_tags (exercise_id, tag_id)
          select ${exerciseId}::int, tag_id from exercise_tags where exercise_id = ${source.id}`);
        await tx.insert(exerciseInterests).values({ exerciseId, interestId: theme.id });
      }
      await tx.update(uploads).set({ exerciseId }).where(eq(uploads.id, upload.id));
      return upload.id;
    });
    await onDeckStored(uploadId);
  }

  async function readRun(runId: number) {
    const [row] = await db.select().from(generationRuns).where(eq(generationRuns.id, runId));
    return row;
  }

  let sweeper: NodeJS.Timeout | null = null;

  /** The microblock and theme pairs the latest earlier run of the same scope failed to make. */
  async function readReportedFailures(run: typeof generationRuns.$inferSelect) {
    const [previous] = await db
      .select({ failures: generationRuns.failures })
      .from(generationRuns)
      .where(
        and(
          eq(generationRuns.workspaceId, run.workspaceId),
          sql`${generationRuns.id} < ${run.id}`,
          sql`${generationRuns.kind} <> 'delete'`,
          inArray(generationRuns.state, ['done', 'cancelled']),
          run.themeId === null
            ? undefined
            : sql`(${generationRuns.themeId} is null or ${generationRuns.themeId} = ${run.themeId})`,
        ),
      )
      .orderBy(desc(generationRuns.id))
      .limit(1);
    return new Set(
      (previous?.failures ?? [])
        .filter((f) => run.themeId === null || f.theme_id === run.themeId)
        .map((f) => `${f.exercise_id}:${f.theme_id}`),
    );
  }

  /**
   * Runs a generation from wherever it stopped: fresh versions are skipped by their key. A run is
   * taken when queued, or when the process running it has stopped beating (it died): two
   * processes never work on one run.
   */
  async function processRun(runId: number): Promise<void> {
    const [claimed] = await db
      .update(generationRuns)
      .set({ state: 'running', heartbeatAt: new Date() })
      .where(
        and(
          eq(generationRuns.id, runId),
          sql`(${generationRuns.state} = 'queued' or (${generationRuns.state} = 'running'
            and (${generationRuns.heartbeatAt} is null
              or ${generationRuns.heartbeatAt} < now() - make_interval(secs => ${RUN_STALE_SECONDS}))))`,
        ),
      )
      .returning();
    if (!claimed) return;
    const run = claimed;
    const themes = await loadThemes(run.workspaceId, run.themeId);
    const themeIds = themes.map((t) => t.id);

    if (run.kind === 'delete') {
      const doomed = await db
        .select({ id: exercises.id })
        .from(exercises)
        .where(
          and(
            eq(exercises.workspaceId, run.workspaceId),
            isNotNull(exercises.sourceId),
            run.themeId === null ? undefined : eq(exercises.themeId, run.themeId),
          ),
        );
      await db
        .update(generationRuns)
        .set({ total: doomed.length, heartbeatAt: new Date() })
        .where(eq(generationRuns.id, runId));
      let done = 0;
      for (const { id } of doomed) {
        if ((await readRun(runId))?.isCancelled) return finish(runId, 'cancelled');
        await db.delete(exercises).where(eq(exercises.id, id));
        done += 1;
        await db
          .update(generationRuns)
          .set({ done, heartbeatAt: new Date() })
          .where(eq(generationRuns.id, runId));
      }
      return finish(runId, 'done');
    }

    const sources = await loadSources(run.workspaceId);
    const existing = themeIds.length
      ? await db
          .select({
            sourceId: exercises.sourceId,
            themeId: exercises.themeId,
            key: exercises.generationKey,
          })
          .from(exercises)
          .where(
            and(eq(exercises.workspaceId, run.workspaceId), inArray(exercises.themeId, themeIds)),
          )
      : [];
    const made = new Map(existing.map((e) => [`${e.sourceId}:${e.themeId}`, e.key]));
    const reported = run.kind === 'refresh-for-reports' ? await readReportedFailures(run) : null;
    const work: { source: Source; theme: ThemeParts; key: string }[] = [];
    const skippedSources = new Map<GenerationSkipReason, number>();
    for (const source of sources) {
      const versions = { isAnyMissing: false, isAnyReported: false, themeCount: themes.length };
      let isAnyWanted = false;
      for (const theme of themes) {
        const key = keyOf(source, theme);
        const current = made.get(`${source.id}:${theme.id}`);
        const isMissing = current === undefined;
        const isStale = !isMissing && current !== key;
        const isReported = reported?.has(`${source.id}:${theme.id}`) ?? false;
        const wanted = reported
          ? isReported && (isMissing || isStale)
          : run.kind === 'generate'
            ? isMissing || isStale
            : run.kind === 'only-new'
              ? isMissing
              : isStale;
        if (wanted) work.push({ source, theme, key });
        isAnyWanted ||= wanted;
        versions.isAnyMissing ||= isMissing;
        versions.isAnyReported ||= isReported;
      }
      if (!isAnyWanted) {
        const reason = explainSkippedSource(run.kind, versions);
        skippedSources.set(reason, (skippedSources.get(reason) ?? 0) + 1);
      }
    }
    // A resumed run counts what it already did plus what is left; its skips were counted at the
    // first count (now its own finished versions would read as already made).
    const total = run.done + run.failed + work.length;
    let skipped: GenerationSkip[] | null = run.skipped;
    if (skipped === null) {
      for (const { reason, count } of await countSkippedSources(run.workspaceId)) {
        skippedSources.set(reason, count);
      }
      skipped = GENERATION_SKIP_REASONS.flatMap((reason) => {
        const count = skippedSources.get(reason) ?? 0;
        return count > 0 ? [{ reason, count }] : [];
      });
    }
    await db
      .update(generationRuns)
      .set({ total, skipped, heartbeatAt: new Date() })
      .where(eq(generationRuns.id, runId));
    let { done, failed } = run;
    const failures = [...run.failures];
    // The cancel flag is read, and the progress written, around every microblock.
    for (const item of work) {
      if ((await readRun(runId))?.isCancelled) return finish(runId, 'cancelled');
      try {
        await generateOne(item.source, item.theme, item.key);
        done += 1;
      } catch (error) {
        failed += 1;
        failures.push({
          exercise_id: item.source.id,
          theme_id: item.theme.id,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
      await db
        .update(generationRuns)
        .set({ done, failed, failures: failures.slice(-100), heartbeatAt: new Date() })
        .where(eq(generationRuns.id, runId));
    }
    return finish(runId, 'done');
  }

  async function finish(runId: number, state: 'done' | 'cancelled') {
    await db
      .update(generationRuns)
      .set({ state, finishedAt: new Date() })
      .where(eq(generationRuns.id, runId));
  }

  return {
    async start(
      auth: AuthContext,
      input: { workspace_id: number; theme_id: number | null; kind: GenerationKind },
    ): Promise<GenerationRun> {
      assertWorkspaceRole(auth, input.workspace_id, ROLE.moderator);
      if (input.theme_id !== null) {
        const [theme] = await db
          .select({ id: interests.id })
          .from(interests)
          .where(and(eq(interests.id, input.theme_id), visibleInterest(input.workspace_id)));
        if (!theme) throw new AppError('NOT_FOUND');
      }
      const [row] = await db
        .insert(generationRuns)
        .values({
          workspaceId: input.workspace_id,
          themeId: input.theme_id,
          kind: input.kind,
          createdBy: auth.user.id,
        })
        .returning();
      if (!row) throw new Error('run insert returned nothing');
      await jobs.send(GENERATION_QUEUE, { runId: row.id });
      return toRun(row);
    },

    async list(auth: AuthContext, workspaceId: number): Promise<GenerationRun[]> {
      assertWorkspaceRole(auth, workspaceId, ROLE.moderator);
      const rows = await db
        .select()
        .from(generationRuns)
        .where(eq(generationRuns.workspaceId, workspaceId))
        .orderBy(desc(generationRuns.id))
        .limit(20);
      return rows.map(toRun);
    },

    async cancel(auth: AuthContext, runId: number): Promise<GenerationRun> {
      const row = await readRun(runId);
      if (!row) throw new AppError('NOT_FOUND');
      assertWorkspaceRole(auth, row.workspaceId, ROLE.moderator);
      const [updated] = await db
        .update(generationRuns)
        .set({ isCancelled: true })
        .where(eq(generationRuns.id, runId))
        .returning();
      // A run no worker has picked up yet ends here.
      if (updated?.state === 'queued') await finish(runId, 'cancelled');
      return toRun((await readRun(runId)) ?? row);
    },

    processRun,

    /**
     * Makes, right away, the missing or stale themed versions of some microblocks for some ready
     * themes (generate-before-lesson), or for every ready theme (a fixed microblock's reported
     * versions, decision 040). What cannot be themed is skipped; failures are counted.
     */
    async makeVersions(workspaceId: number, sourceIds: number[], themeIds: number[] | 'all') {
      const sources = (await loadSources(workspaceId)).filter((s) => sourceIds.includes(s.id));
      const themes = (await loadThemes(workspaceId, null)).filter(
        (t) => themeIds === 'all' || themeIds.includes(t.id),
      );
      if (sources.length === 0 || themes.length === 0) return { made: 0, failed: 0 };
      const existing = await db
        .select({
          sourceId: exercises.sourceId,
          themeId: exercises.themeId,
          key: exercises.generationKey,
        })
        .from(exercises)
        .where(
          and(
            inArray(
              exercises.sourceId,
              sources.map((s) => s.id),
            ),
            inArray(
              exercises.themeId,
              themes.map((t) => t.id),
            ),
          ),
        );
      const made = new Map(existing.map((e) => [`${e.sourceId}:${e.themeId}`, e.key]));
      let count = 0;
      let failed = 0;
      for (const source of sources) {
        for (const theme of themes) {
          const key = keyOf(source, theme);
          if (made.get(`${source.id}:${theme.id}`) === key) continue;
          try {
            await generateOne(source, theme, key);
            count += 1;
          } catch {
            failed += 1;
          }
        }
      }
      return { made: count, failed };
    },

    /** Starts the worker and picks up runs a stopped process left unfinished. */
    async startWorker(): Promise<void> {
      await jobs.work<{ runId: number }>(GENERATION_QUEUE, ({ runId }) => processRun(runId));
      // Runs a stopped process left behind are queued again once their heartbeat is stale.
      const sweep = async () => {
        const unfinished = await db
          .select({ id: generationRuns.id })
          .from(generationRuns)
          .where(
            sql`${generationRuns.state} = 'queued' or (${generationRuns.state} = 'running'
              and (${generationRuns.heartbeatAt} is null
                or ${generationRuns.heartbeatAt} < now() - make_interval(secs => ${RUN_STALE_SECONDS})))`,
          );
        for (const { id } of unfinished) await jobs.send(GENERATION_QUEUE, { runId: id });
      };
      await sweep();
      sweeper = setInterval(() => void sweep().catch(() => {}), (RUN_STALE_SECONDS / 2) * 1000);
      sweeper.unref();
    },

    stopWorker(): void {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
    },

    /** Whether a microblock gets themed versions, and for which ready themes it still lacks one. */
    async checkGenerate(auth: AuthContext, exerciseId: number): Promise<CheckGenerate> {
      const [row] = await db.select().from(exercises).where(eq(exercises.id, exerciseId));
      if (!row || !auth.user.workspaces.some((w) => w.workspaceId === row.workspaceId)) {
        throw new AppError('NOT_FOUND');
      }
      assertWorkspaceRole(auth, row.workspaceId, ROLE.moderator);
      const ready = await db
        .select({ id: interests.id })
        .from(interests)
        .where(and(visibleInterest(row.workspaceId), eq(interests.isReady, true)));
      const made = await db
        .select({ themeId: exercises.themeId })
        .from(exercises)
        .where(eq(exercises.sourceId, row.id));
      const reasons: CheckGenerate['reasons'] = [];
      if (row.sourceId !== null) reasons.push('is_themed_version');
      if (row.statusId !== EXERCISE_STATUS.accepted) reasons.push('not_accepted');
      if (!row.isReadyForGeneration) reasons.push('not_ready');
      if (row.isExcludedFromGeneration) reasons.push('excluded');
      if (ready.length === 0) reasons.push('no_ready_themes');
      const madeIds = new Set(made.map((m) => m.themeId));
      return {
        can_generate: reasons.length === 0,
        reasons,
        missing_theme_ids: reasons.length
          ? []
          : ready.map((t) => t.id).filter((id) => !madeIds.has(id)),
      };
    },

    /** How an uploaded deck will take a theme: where a (portrait) character finds room. */
    async checkPresentation(auth: AuthContext, input: { workspace_id: number; upload_id: number }) {
      const roles = auth.user.workspaces.find((w) => w.workspaceId === input.workspace_id)?.roles;
      if (!roles) throw new AppError('NOT_FOUND');
      if (!roles.includes(ROLE.moderator) && !roles.includes(ROLE.author)) {
        throw new AppError('FORBIDDEN');
      }
      const [upload] = await db
        .select({ fileName: uploads.fileName })
        .from(uploads)
        .where(
          and(
            eq(uploads.id, input.upload_id),
            eq(uploads.workspaceId, input.workspace_id),
            eq(uploads.kind, 'presentation'),
          ),
        );
      if (!upload) throw new AppError('NOT_FOUND');
      const deck = await files.read('decks', upload.fileName);
      if (!deck) throw new AppError('NOT_FOUND');
      const slides = measureThemeFit(new Uint8Array(deck), PORTRAIT_CHARACTER).map((slide, i) => ({
        index: i + 1,
        has_room: slide.hasRoom,
        has_own_background: slide.hasOwnBackground,
      }));
      return {
        slide_count: slides.length,
        slides_with_room: slides.filter((slide) => slide.has_room).length,
        slides,
      };
    },

    async generalStats(auth: AuthContext, workspaceId: number): Promise<GeneralStats> {
      assertWorkspaceRole(auth, workspaceId, ROLE.moderator);
      const { rows } = await db.execute<GeneralStats>(sql`
        with ready_themes as (
          select interests.id from interests where ${visibleInterest(workspaceId)} and interests.is_ready
        ), sources as (
          select e.id from exercises e where e.workspace_id = ${workspaceId} and e.source_id is null
            and e.status_id = ${EXERCISE_STATUS.accepted} and e.is_ready_for_generation
            and not e.is_excluded_from_generation
        )
        select (select count(*)::int from ready_themes) as ready_themes,
          (select count(*)::int from sources) as ready_sources,
          (select count(*)::int from exercises g where g.workspace_id = ${workspaceId}
            and g.source_id is not null) as generated,
          (select count(*)::int from sources s cross join ready_themes t
            where not exists (select 1 from exercises g where g.source_id = s.id
              and g.theme_id = t.id)) as pending`);
      const [stats] = rows;
      if (!stats) throw new Error('stats query returned nothing');
      return stats;
    },

    async removeGenerated(auth: AuthContext, id: number) {
      const [row] = await db
        .select({ workspaceId: exercises.workspaceId, sourceId: exercises.sourceId })
        .from(exercises)
        .where(eq(exercises.id, id));
      if (!row || row.sourceId === null) throw new AppError('NOT_FOUND');
      assertWorkspaceRole(auth, row.workspaceId, ROLE.moderator);
      await db.delete(exercises).where(eq(exercises.id, id));
    },

    async toggleReadOnly(
      auth: AuthContext,
      input: { workspace_id: number; ids: number[]; is_read_only: boolean },
    ) {
      assertWorkspaceRole(auth, input.workspace_id, ROLE.moderator);
      const unique = [...new Set(input.ids)];
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(exercises)
          .set({ isReadOnly: input.is_read_only, updatedAt: new Date() })
          .where(
            and(
              inArray(exercises.id, unique),
              eq(exercises.workspaceId, input.workspace_id),
              isNotNull(exercises.sourceId),
            ),
          )
          .returning({ id: exercises.id });
        if (updated.length !== unique.length) throw new AppError('NOT_FOUND');
        return updated.length;
      });
    },
  };
}
