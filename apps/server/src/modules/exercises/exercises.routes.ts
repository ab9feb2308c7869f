import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  ATTACHMENT_AUDIO_MAX_BYTES,
  ATTACHMENT_IMAGE_MAX_BYTES,
  AutoDecisionSchema,
  AutoModerationInputSchema,
  AutoModerationSchema,
  CountSchema,
  DeleteFileQuerySchema,
  dataOf,
  ExerciseCountersQuerySchema,
  ExerciseCountersSchema,
  ExerciseIdParamsSchema,
  ExerciseInputSchema,
  ExerciseListPageSchema,
  ExerciseRequestInputSchema,
  ExerciseRequestSchema,
  ExerciseRoleQuerySchema,
  ExerciseSchema,
  ExerciseStatsSchema,
  ExerciseSummarySchema,
  ExercisesListQuerySchema,
  ExerciseToggleSchema,
  LatestInputSchema,
  LatestQuerySchema,
  OkSchema,
  PageQuerySchema,
  PersonRefSchema,
  PRESENTATION_MAX_BYTES,
  PublicExercisesQuerySchema,
  pageOf,
  ReactionResultSchema,
  ReplaceDeckInputSchema,
  ROLE,
  StatsQuerySchema,
  UploadFieldsSchema,
  UploadSchema,
  WorkspaceIdsSchema,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { readMultipartFields } from '../../lib/multipart-fields.ts';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';
import type { ExerciseFields } from './exercises.service.ts';
import { sendListPage } from './list-page.ts';

const content = [ROLE.author, ROLE.moderator] as const;
const inQuery = { query: 'workspace_id' } as const;
const inBody = { body: 'workspace_id' } as const;
const tags = ['microblocks'];

export const exercisesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { exercises, uploads, requests, autoModeration, stats } = app.services;

  app.get(
    '/exercises',
    {
      config: { access: access.roles(content, inQuery), isCacheable: true },
      schema: {
        tags,
        summary: "Microblocks as their author (own) or a moderator (all but others' drafts)",
        querystring: ExercisesListQuerySchema,
        response: { 200: ExerciseListPageSchema },
      },
    },
    async (request, reply) =>
      sendListPage(reply, request.query, await exercises.list(getAuth(request), request.query)),
  );

  app.get(
    '/exercises/counters',
    {
      config: { access: access.roles(content, inQuery), isCacheable: true },
      schema: {
        tags,
        summary: 'How many microblocks each list tab holds, and the open requests',
        querystring: ExerciseCountersQuerySchema,
        response: { 200: dataOf(ExerciseCountersSchema) },
      },
    },
    async (request) => ({ data: await exercises.counters(getAuth(request), request.query) }),
  );

  app.get(
    '/exercises/public',
    {
      config: { access: access.roles(content, inQuery), isCacheable: true },
      schema: {
        tags,
        summary: 'The accepted microblocks of a workspace',
        querystring: PublicExercisesQuerySchema,
        response: { 200: ExerciseListPageSchema },
      },
    },
    async (request, reply) =>
      sendListPage(
        reply,
        request.query,
        await exercises.listPublic(getAuth(request), request.query),
      ),
  );

  app.get(
    '/exercises/authors',
    {
      config: { access: access.roles([ROLE.moderator], inQuery) },
      schema: {
        tags,
        summary: 'Authors of the workspace (for the list filter and trusted authors)',
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(z.array(PersonRefSchema)) },
      },
    },
    async (request) => ({
      data: await exercises.listAuthors(getAuth(request), request.query.workspace_id),
    }),
  );

  app.get(
    '/exercises/latest',
    {
      config: { access: access.roles(content, inQuery) },
      schema: {
        tags,
        summary: 'The microblock the caller last worked on, else the newest accepted one',
        querystring: LatestQuerySchema,
        response: { 200: dataOf(ExerciseSummarySchema.nullable()) },
      },
    },
    async (request) => ({
      data: await exercises.getLatest(getAuth(request), request.query.workspace_id),
    }),
  );

  app.post(
    '/exercises/latest',
    {
      config: { access: access.roles(content, inBody) },
      schema: {
        tags,
        summary: 'Remember the microblock the caller is working on',
        body: LatestInputSchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await exercises.rememberLatest(
        getAuth(request),
        request.body.workspace_id,
        request.body.exercise_id,
      );
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/exercises/stats',
    {
      config: { access: access.roles([ROLE.moderator], inQuery) },
      schema: {
        tags,
        summary: 'Created, sent, accepted and declined microblocks in a date range, per author',
        querystring: StatsQuerySchema,
        response: { 200: dataOf(ExerciseStatsSchema) },
      },
    },
    async (request) => ({ data: await stats.get(getAuth(request), request.query) }),
  );

  app.post(
    '/exercises/toggle',
    {
      config: { access: access.roles([ROLE.moderator], inBody) },
      schema: {
        tags,
        summary: 'Set a flag (read-only, excluded from or ready for generation) on many at once',
        body: ExerciseToggleSchema,
        response: { 200: dataOf(CountSchema) },
      },
    },
    async (request) => ({
      data: { count: await exercises.toggle(getAuth(request), request.body) },
    }),
  );

  app.post(
    '/exercises/bulk/delete',
    {
      config: { access: access.roles(content, inBody) },
      schema: {
        tags,
        summary: 'Delete many microblocks: all of them, or none when one may not be deleted',
        querystring: ExerciseRoleQuerySchema,
        body: WorkspaceIdsSchema,
        response: { 200: dataOf(CountSchema) },
      },
    },
    async (request) => ({
      data: {
        count: await exercises.removeMany(
          getAuth(request),
          request.body.workspace_id,
          request.body.ids,
          request.query.role_id,
        ),
      },
    }),
  );

  app.post(
    '/exercises/files',
    {
      config: { access: access.roles(content) },
      schema: {
        tags,
        summary:
          'Upload a presentation (.pptx, checked and inspected), an image or an audio file; multipart with the fields workspace_id and kind before the file',
        consumes: ['multipart/form-data'],
        response: { 200: dataOf(UploadSchema) },
      },
    },
    async (request) => {
      const file = await request
        .file({ limits: { fileSize: PRESENTATION_MAX_BYTES, files: 1, fields: 4 } })
        .catch(() => undefined);
      if (!file) throw new AppError('PRESENTATION_NOT_PPTX');
      const fields = readMultipartFields(file, UploadFieldsSchema);
      // The file goes to a scratch folder first: nothing is stored unless it passes the checks.
      // A crash leaves the folder behind, where the file sweep finds and removes it.
      const dir = await app.files.makeScratchDir();
      const tempPath = path.join(dir, randomUUID());
      try {
        await pipeline(file.file, createWriteStream(tempPath));
        if (file.file.truncated) {
          const kind = fields.kind;
          if (kind === 'presentation') throw new AppError('PRESENTATION_TOO_LARGE');
          const max = kind === 'image' ? ATTACHMENT_IMAGE_MAX_BYTES : ATTACHMENT_AUDIO_MAX_BYTES;
          throw new AppError('ATTACHMENT_TOO_LARGE', { params: { max: max / 1024 / 1024 } });
        }
        const { size } = await fs.stat(tempPath);
        const upload = await uploads.store(
          getAuth(request),
          { workspaceId: fields.workspace_id, kind: fields.kind },
          { path: tempPath, name: file.filename.slice(0, 255), size },
        );
        return { data: upload };
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  );

  app.delete(
    '/exercises/files/:id',
    {
      config: { access: access.roles(content) },
      schema: {
        tags,
        summary: 'Remove an attached image or audio file from a microblock',
        params: ExerciseIdParamsSchema,
        querystring: DeleteFileQuerySchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await uploads.removeAttachment(getAuth(request), request.params.id, request.query);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/exercises/requests',
    {
      config: { access: access.roles(content, inQuery), isCacheable: true },
      schema: {
        tags,
        summary: 'Requests for microblocks, newest first',
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(z.array(ExerciseRequestSchema)) },
      },
    },
    async (request) => ({
      data: await requests.list(getAuth(request), request.query.workspace_id),
    }),
  );

  app.post(
    '/exercises/requests',
    {
      config: { access: access.roles([ROLE.moderator], inBody) },
      schema: {
        tags,
        summary: 'Ask authors for a microblock (description, interests, age ranges)',
        body: ExerciseRequestInputSchema,
        response: { 200: dataOf(ExerciseRequestSchema) },
      },
    },
    async (request) => ({ data: await requests.create(getAuth(request), request.body) }),
  );

  app.delete(
    '/exercises/requests/:id',
    {
      config: { access: access.roles([ROLE.moderator]) },
      schema: {
        tags,
        summary: 'Delete a request (microblocks filed against it stay)',
        params: ExerciseIdParamsSchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await requests.remove(getAuth(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/exercises/auto-moderation',
    {
      config: { access: access.roles([ROLE.moderator], inQuery) },
      schema: {
        tags,
        summary: 'The auto-moderation rules of a workspace',
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(AutoModerationSchema) },
      },
    },
    async (request) => ({
      data: await autoModeration.get(getAuth(request), request.query.workspace_id),
    }),
  );

  app.put(
    '/exercises/auto-moderation',
    {
      config: { access: access.roles([ROLE.moderator], inBody) },
      schema: {
        tags,
        summary: 'Change the auto-moderation rules',
        body: AutoModerationInputSchema,
        response: { 200: dataOf(AutoModerationSchema) },
      },
    },
    async (request) => ({ data: await autoModeration.update(getAuth(request), request.body) }),
  );

  app.get(
    '/exercises/auto-moderation/decisions',
    {
      config: { access: access.roles([ROLE.moderator], inQuery) },
      schema: {
        tags,
        summary: 'What auto-moderation decided, newest first',
        querystring: PageQuerySchema.extend(WorkspaceQuerySchema.shape),
        response: { 200: pageOf(AutoDecisionSchema) },
      },
    },
    async (request) => {
      const { items, total } = await autoModeration.listDecisions(getAuth(request), request.query);
      const { page, pageSize } = request.query;
      return { data: items, meta: { total, page, pageSize } };
    },
  );

  app.post(
    '/exercises',
    {
      config: { access: access.roles(content, inBody) },
      schema: {
        tags,
        summary: 'Create a microblock (authors: a draft or sent to moderation)',
        querystring: ExerciseRoleQuerySchema,
        body: ExerciseInputSchema,
        response: { 200: dataOf(ExerciseSchema) },
      },
    },
    async (request) => ({
      data: await exercises.create(
        getAuth(request),
        request.query.role_id,
        request.body as ExerciseFields,
      ),
    }),
  );

  app.get(
    '/exercises/:id',
    {
      config: { access: access.roles(content) },
      schema: {
        tags,
        summary: 'One microblock with its slides, files and status history',
        params: ExerciseIdParamsSchema,
        querystring: ExerciseRoleQuerySchema,
        response: { 200: dataOf(ExerciseSchema) },
      },
    },
    async (request) => ({
      data: await exercises.get(getAuth(request), request.params.id, request.query.role_id),
    }),
  );

  for (const kind of ['images', 'audios'] as const) {
    app.get(
      `/exercises/:id/${kind}`,
      {
        config: { access: access.roles(content) },
        schema: {
          tags,
          summary: `The ${kind === 'images' ? 'images' : 'audio files'} attached to a microblock`,
          params: ExerciseIdParamsSchema,
          querystring: ExerciseRoleQuerySchema,
          response: { 200: dataOf(z.array(UploadSchema)) },
        },
      },
      async (request) => ({
        data: await exercises.listAttachments(
          getAuth(request),
          request.params.id,
          request.query.role_id,
          kind === 'images' ? 'image' : 'audio',
        ),
      }),
    );
  }

  app.put(
    '/exercises/:id',
    {
      config: { access: access.roles(content, inBody) },
      schema: {
        tags,
        summary:
          'Save a microblock; a moderator decides by choosing another status (declining needs status_comment)',
        params: ExerciseIdParamsSchema,
        querystring: ExerciseRoleQuerySchema,
        body: ExerciseInputSchema,
        response: { 200: dataOf(ExerciseSchema) },
      },
    },
    async (request) => ({
      data: await exercises.update(
        getAuth(request),
        request.params.id,
        request.query.role_id,
        request.body as ExerciseFields,
      ),
    }),
  );

  app.put(
    '/exercises/:id/deck',
    {
      config: { access: access.roles([ROLE.moderator], inBody) },
      schema: {
        tags,
        summary:
          'Replace the deck of an accepted microblock with an uploaded presentation; it stays accepted (themed versions are remade by regenerating)',
        params: ExerciseIdParamsSchema,
        body: ReplaceDeckInputSchema,
        response: { 200: dataOf(ExerciseSchema) },
      },
    },
    async (request) => ({
      data: await exercises.replaceDeck(getAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/exercises/:id',
    {
      config: { access: access.roles(content) },
      schema: {
        tags,
        summary: 'Delete a microblock (authors: their own, until accepted)',
        params: ExerciseIdParamsSchema,
        querystring: ExerciseRoleQuerySchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await exercises.remove(getAuth(request), request.params.id, request.query.role_id);
      return { data: { ok: true as const } };
    },
  );

  for (const reaction of ['like', 'dislike'] as const) {
    app.post(
      `/exercises/:id/${reaction}`,
      {
        config: { access: access.roles(content) },
        schema: {
          tags,
          summary: `Press ${reaction}: sets it, switches from the other, or clears it when pressed again`,
          params: ExerciseIdParamsSchema,
          response: { 200: dataOf(ReactionResultSchema) },
        },
      },
      async (request) => ({
        data: await exercises.react(getAuth(request), request.params.id, reaction),
      }),
    );
  }
};
