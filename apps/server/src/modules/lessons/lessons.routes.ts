import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import {
  ClientSessionSchema,
  dataOf,
  FollowEventsQuerySchema,
  IdSchema,
  LessonActionSchema,
  LessonCandidateSchema,
  LessonInputSchema,
  LessonMarkInputSchema,
  LessonMarkSchema,
  LessonPositionInputSchema,
  LessonPositionSchema,
  LessonPresenceSchema,
  LessonSchema,
  LessonShownInputSchema,
  LessonStatRowSchema,
  LessonStatsQuerySchema,
  LessonSummarySchema,
  LessonsQuerySchema,
  OkSchema,
  PlayLessonSchema,
  pageOf,
  ROLE,
  ShareTokenParamsSchema,
  TeacherLessonStatsSchema,
  TeacherLessonsQuerySchema,
  TrackedTimeSchema,
  TrackInputSchema,
  WorkspaceBodySchema,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const inQuery = { query: 'workspace_id' } as const;
const inBody = { body: 'workspace_id' } as const;
const teachers = access.roles([ROLE.teacher], inQuery);
const teachersBody = access.roles([ROLE.teacher], inBody);
const IdParams = z.object({ id: IdSchema });
const LessonProblemSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  details: z.record(z.string(), z.unknown()),
});
/** Followers hear of a move within this; a comment line keeps proxies from closing the stream. */
const KEEP_ALIVE_MS = 20_000;

export const lessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lessons, player, lessonStats } = app.services;
  const tags = ['lessons'];
  // Open follower streams end when the server closes, so it does not wait for them.
  const streams = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of streams) end();
  });

  app.get(
    '/lessons',
    {
      config: { access: teachers },
      schema: {
        tags,
        summary: 'Lessons of a project: upcoming, finished, not finished; by student or plan',
        querystring: LessonsQuerySchema,
        response: { 200: pageOf(LessonSummarySchema) },
      },
    },
    async (request) => {
      const { items, total } = await lessons.list(request.query);
      return {
        data: items,
        meta: { total, page: request.query.page, pageSize: request.query.pageSize },
      };
    },
  );

  app.get(
    '/lessons/get-remote-range-lessons',
    {
      config: { access: teachers },
      schema: {
        tags,
        summary: 'Lessons scheduled within a period (both days included), for a calendar',
        querystring: LessonStatsQuerySchema,
        response: { 200: dataOf(z.array(LessonSummarySchema)) },
      },
    },
    async (request) => {
      const { workspace_id, start_date, end_date } = request.query;
      const { items } = await lessons.list({
        workspace_id,
        scheduled: { start_date, end_date },
        page: 1,
        pageSize: 500,
      });
      return { data: items };
    },
  );

  app.get(
    '/lesson/:id',
    {
      config: { access: teachers },
      schema: {
        tags,
        summary: 'One lesson with its blocks and presentations',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(LessonSchema) },
      },
    },
    async (request) => ({
      data: await lessons.get(request.query.workspace_id, request.params.id),
    }),
  );

  app.put(
    '/lesson/:id',
    {
      config: { access: teachersBody },
      schema: {
        tags,
        summary:
          'Save a prepared lesson: presentations per block within min and max, usage frequency across the plan',
        params: IdParams,
        body: LessonInputSchema,
        response: { 200: dataOf(LessonSchema) },
      },
    },
    async (request) => ({
      data: await lessons.save(getAuth(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/lesson/:id/candidates',
    {
      config: { access: teachers },
      schema: {
        tags,
        summary: 'Microblocks each block may use, with their use in the plan and themed version',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(z.array(LessonCandidateSchema)) },
      },
    },
    async (request) => ({
      data: await lessons.candidates(request.query.workspace_id, request.params.id),
    }),
  );

  app.post(
    '/lesson/:id/auto-fill',
    {
      config: { access: teachersBody },
      schema: {
        tags,
        summary: 'Propose a complete lesson (not saved): every block filled to its minimum',
        params: IdParams,
        body: WorkspaceBodySchema,
        response: { 200: dataOf(z.array(LessonCandidateSchema)) },
      },
    },
    async (request) => ({
      data: await lessons.autoFill(getAuth(request), request.body.workspace_id, request.params.id),
    }),
  );

  app.post(
    '/lessons/check-lesson/:id',
    {
      config: { access: teachersBody },
      schema: {
        tags,
        summary: 'What saving the lesson would refuse, without saving (empty when it is fine)',
        params: IdParams,
        body: LessonInputSchema,
        response: { 200: dataOf(z.array(LessonProblemSchema)) },
      },
    },
    async (request) => ({
      data: await lessons.check(getAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/generator/generate-before-lesson/:id',
    {
      config: { access: teachersBody },
      schema: {
        tags,
        summary:
          'Make the student’s missing themed versions of the lesson’s microblocks, then play them',
        params: IdParams,
        body: WorkspaceBodySchema,
        response: {
          200: dataOf(
            z.object({ made: z.number().int(), failed: z.number().int(), lesson: LessonSchema }),
          ),
        },
      },
    },
    async (request) => ({
      data: await lessons.prepareVersions(
        getAuth(request),
        request.body.workspace_id,
        request.params.id,
      ),
    }),
  );

  app.post(
    '/lesson/finish',
    {
      config: { access: teachersBody },
      schema: {
        tags,
        summary: 'End the lesson being played (followers see the end)',
        body: LessonActionSchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await player.finish(getAuth(request), request.body);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/done',
    {
      config: { access: teachersBody },
      schema: {
        tags,
        summary: 'Mark a lesson done: held and its results recorded',
        body: LessonActionSchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await player.done(getAuth(request), request.body);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/track',
    {
      config: { access: teachersBody },
      schema: {
        tags,
        summary:
          'Report the seconds each item of a lesson was on screen (totals, so a retry counts once)',
        description:
          'The player reports every half minute of play. Totals below the stored ones add nothing; ' +
          'a report adds at most the seconds that passed since the lesson was last credited ' +
          '(decision 045).',
        body: TrackInputSchema,
        response: { 200: dataOf(TrackedTimeSchema) },
      },
    },
    async (request) => ({ data: await player.track(getAuth(request), request.body) }),
  );

  app.post(
    '/lesson/:id/share/rotate',
    {
      config: { access: teachersBody },
      schema: {
        tags,
        summary:
          'A new link for the lesson (the child’s and the parent’s): the old one stops working',
        params: IdParams,
        body: WorkspaceBodySchema,
        response: { 200: dataOf(LessonSchema) },
      },
    },
    async (request) => {
      await player.rotateLink(getAuth(request), request.body.workspace_id, request.params.id);
      return { data: await lessons.get(request.body.workspace_id, request.params.id) };
    },
  );

  app.get(
    '/client-session/:token',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags,
        summary: 'What a parent sees of a lesson through its link: what was done and how it went',
        params: ShareTokenParamsSchema,
        response: { 200: dataOf(ClientSessionSchema) },
      },
    },
    async (request) => ({ data: await player.session(request.params.token) }),
  );

  // --- The player, by the lesson's link ----------------------------------------------------
  app.get(
    '/play-lesson/:token',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags,
        summary: 'The lesson to play: a teacher of its project leads, anyone else follows',
        params: ShareTokenParamsSchema,
        response: { 200: dataOf(PlayLessonSchema) },
      },
    },
    async (request) => ({
      data: await player.open(request.auth ?? undefined, request.params.token),
    }),
  );

  app.post(
    '/play-lesson/:token/position',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags,
        summary: 'The leader moved: followers are told the new item and slide',
        params: ShareTokenParamsSchema,
        body: LessonPositionInputSchema,
        response: { 200: dataOf(LessonPositionSchema.nullable()) },
      },
    },
    async (request) => ({
      data: await player.move(request.auth ?? undefined, request.params.token, request.body),
    }),
  );

  app.put(
    '/play-lesson/:token/marks',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags,
        summary:
          'The leader’s mark for a slide (correct, incorrect, prompted, or none); answers all marks',
        params: ShareTokenParamsSchema,
        body: LessonMarkInputSchema,
        response: { 200: dataOf(z.array(LessonMarkSchema)) },
      },
    },
    async (request) => ({
      data: await player.mark(request.auth ?? undefined, request.params.token, request.body),
    }),
  );

  app.get(
    '/play-lesson/:token/events',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags,
        summary:
          'Server-sent events: `position` with the leader’s item and slide, now and at every move; the open stream counts as the child’s screen being connected',
        params: ShareTokenParamsSchema,
        querystring: FollowEventsQuerySchema,
        produces: ['text/event-stream'],
        // The data of each `position` event (the stream itself is written by hand).
        response: { 200: LessonPositionSchema.nullable() },
      },
    },
    async (request, reply) => {
      const lesson = await player.findByToken(request.params.token);
      // The screen counts as connected before its stream opens, so a slide it reports right
      // after opening finds it.
      const leave = await app.lessonPresence.join(lesson.id, request.query.viewer ?? randomUUID());
      const stream = openEventStream(request, reply, leave);
      stream.add(await app.lessonFollow.subscribe(lesson.id, (p) => stream.send('position', p)));
      stream.send('position', await app.lessonFollow.readPosition(lesson.id));
    },
  );

  app.post(
    '/play-lesson/:token/shown',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags,
        summary:
          'The child’s screen tells which slide it shows (its teacher sees whether it keeps up)',
        params: ShareTokenParamsSchema,
        body: LessonShownInputSchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await player.reportShown(request.params.token, request.body);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/lesson/:id/presence',
    {
      config: { access: teachers },
      schema: {
        tags,
        summary:
          'Server-sent events for the teacher who leads: `presence` with the children’s screens connected and the slide each shows, now and at every change',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        produces: ['text/event-stream'],
        // The data of each `presence` event (the stream itself is written by hand).
        response: { 200: LessonPresenceSchema },
      },
    },
    async (request, reply) => {
      const lessonId = await player.findWatchedLesson(
        getAuth(request),
        request.query.workspace_id,
        request.params.id,
      );
      const stream = openEventStream(request, reply);
      stream.add(await app.lessonPresence.watch(lessonId, (p) => stream.send('presence', p)));
    },
  );

  /**
   * Answers with a server-sent event stream that stays open until the client leaves or the
   * server closes; what is added runs when it ends.
   */
  function openEventStream(request: FastifyRequest, reply: FastifyReply, onEnd = () => {}) {
    reply.hijack();
    const out: ServerResponse = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    const cleanups = [onEnd];
    let isClosed = false;
    const keepAlive = setInterval(() => out.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const close = () => {
      if (isClosed) return;
      isClosed = true;
      clearInterval(keepAlive);
      for (const cleanup of cleanups) cleanup();
      streams.delete(end);
    };
    const end = () => {
      close();
      out.end();
    };
    streams.add(end);
    request.raw.on('close', close);
    out.on('close', close);
    // The client may have left while the stream was being set up.
    if (request.raw.socket.destroyed) close();
    return {
      send(event: string, data: unknown) {
        if (!isClosed) out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      /** Runs `cleanup` when the stream ends (at once if the client already left). */
      add(cleanup: () => void) {
        if (isClosed) cleanup();
        else cleanups.push(cleanup);
      },
    };
  }

  // --- Statistics ------------------------------------------------------------------------------
  const managers = access.roles([ROLE.manager], inQuery);

  app.get(
    '/users/lesson-statistic/all',
    {
      config: { access: managers },
      schema: {
        tags,
        summary: 'Finished lessons per teacher in a period: count, done, students, minutes, marks',
        querystring: LessonStatsQuerySchema,
        response: { 200: dataOf(z.array(TeacherLessonStatsSchema)) },
      },
    },
    async (request) => ({ data: await lessonStats.all(getAuth(request), request.query) }),
  );

  app.get(
    '/users/lesson-statistic/by-teacher',
    {
      config: { access: managers },
      schema: {
        tags,
        summary: 'One teacher’s finished lessons in a period, newest first',
        querystring: TeacherLessonsQuerySchema,
        response: { 200: dataOf(z.array(LessonStatRowSchema)) },
      },
    },
    async (request) => ({ data: await lessonStats.byTeacher(getAuth(request), request.query) }),
  );

  app.get(
    '/users/lesson-statistic/export',
    {
      config: { access: managers },
      schema: {
        tags,
        summary:
          'Every finished lesson of the period as CSV (UTF-8 with BOM, formulas defused), streamed',
        querystring: LessonStatsQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { start_date, end_date } = request.query;
      const lines = lessonStats.csv(getAuth(request), request.query, request.lang);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="lessons-${start_date}-${end_date}.csv"`,
        )
        .send(Readable.from(lines));
    },
  );

  app.get(
    '/users/track/lesson-statistic',
    {
      config: { access: teachers },
      schema: {
        tags,
        summary: 'The caller’s own finished lessons and figures in a period',
        querystring: LessonStatsQuerySchema,
        response: {
          200: dataOf(
            z.object({
              summary: TeacherLessonStatsSchema.nullable(),
              lessons: z.array(LessonStatRowSchema),
            }),
          ),
        },
      },
    },
    async (request) => ({ data: await lessonStats.own(getAuth(request), request.query) }),
  );
};
