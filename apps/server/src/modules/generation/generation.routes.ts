import {
  CheckGenerateSchema,
  CheckPresentationInputSchema,
  CheckPresentationSchema,
  CountSchema,
  dataOf,
  ExerciseIdParamsSchema,
  ExerciseListPageSchema,
  ExerciseSchema,
  GENERATION_KINDS,
  GeneralStatsSchema,
  GeneratedQuerySchema,
  GeneratedToggleSchema,
  GenerationByThemeSchema,
  GenerationByWorkspaceSchema,
  GenerationRunSchema,
  OkSchema,
  ROLE,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';
import * as queries from '../exercises/exercises.queries.ts';
import { sendListPage } from '../exercises/list-page.ts';
import { assertWorkspaceRole } from '../exercises/workspace-roles.ts';

const moderators = [ROLE.moderator] as const;
const inQuery = { query: 'workspace_id' } as const;
const inBody = { body: 'workspace_id' } as const;
const tags = ['generation'];

/** The generator's runs (by workspace or by theme), their progress, and the themed versions. */
export const generationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { generation } = app.services;

  app.get(
    '/generator',
    {
      config: { access: access.roles(moderators, inQuery) },
      schema: {
        tags,
        summary: 'The latest generation runs of a workspace with their live progress',
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(z.array(GenerationRunSchema)) },
      },
    },
    async (request) => ({
      data: await generation.list(getAuth(request), request.query.workspace_id),
    }),
  );

  for (const kind of GENERATION_KINDS) {
    app.post(
      `/generator/${kind}/by-workspace`,
      {
        config: { access: access.roles(moderators, inBody) },
        schema: {
          tags,
          summary: `Start a "${kind}" run over every ready theme of the workspace`,
          body: GenerationByWorkspaceSchema,
          response: { 200: dataOf(GenerationRunSchema) },
        },
      },
      async (request) => ({
        data: await generation.start(getAuth(request), {
          workspace_id: request.body.workspace_id,
          theme_id: null,
          kind,
        }),
      }),
    );
    app.post(
      `/generator/${kind}/by-theme`,
      {
        config: { access: access.roles(moderators, inBody) },
        schema: {
          tags,
          summary: `Start a "${kind}" run for one theme`,
          body: GenerationByThemeSchema,
          response: { 200: dataOf(GenerationRunSchema) },
        },
      },
      async (request) => ({
        data: await generation.start(getAuth(request), { ...request.body, kind }),
      }),
    );
  }

  app.post(
    '/generator/:id/cancel',
    {
      config: { access: access.roles(moderators) },
      schema: {
        tags,
        summary: 'Stop a run after the microblock it is working on',
        params: ExerciseIdParamsSchema,
        response: { 200: dataOf(GenerationRunSchema) },
      },
    },
    async (request) => ({ data: await generation.cancel(getAuth(request), request.params.id) }),
  );

  app.get(
    '/generator/general-stats',
    {
      config: { access: access.roles(moderators, inQuery) },
      schema: {
        tags,
        summary: 'Ready themes, ready microblocks, themed versions made and still to make',
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(GeneralStatsSchema) },
      },
    },
    async (request) => ({
      data: await generation.generalStats(getAuth(request), request.query.workspace_id),
    }),
  );

  app.post(
    '/exercises/:id/check-generate',
    {
      config: { access: access.roles(moderators) },
      schema: {
        tags,
        summary: 'Whether a microblock gets themed versions, why not, and which are still missing',
        params: ExerciseIdParamsSchema,
        response: { 200: dataOf(CheckGenerateSchema) },
      },
    },
    async (request) => ({
      data: await generation.checkGenerate(getAuth(request), request.params.id),
    }),
  );

  app.post(
    '/check-generate-presentation',
    {
      config: { access: access.roles([ROLE.moderator, ROLE.author], inBody) },
      schema: {
        tags,
        summary: 'How an uploaded deck will take a theme: slides with room for a character',
        body: CheckPresentationInputSchema,
        response: { 200: dataOf(CheckPresentationSchema) },
      },
    },
    async (request) => ({
      data: await generation.checkPresentation(getAuth(request), request.body),
    }),
  );

  app.get(
    '/exercises/generated',
    {
      config: { access: access.roles(moderators, inQuery), isCacheable: true },
      schema: {
        tags,
        summary: 'The themed versions made for one theme',
        querystring: GeneratedQuerySchema,
        response: { 200: ExerciseListPageSchema },
      },
    },
    async (request, reply) => {
      const { workspace_id, theme_id, term, page, pageSize } = request.query;
      assertWorkspaceRole(getAuth(request), workspace_id, ROLE.moderator);
      const listed = await queries.listExercisesJson(app.db, {
        filter: { workspaceId: workspace_id, themeId: theme_id, term },
        perspective: null,
        viewerId: getAuth(request).user.id,
        sort: 'title',
        order: 'asc',
        page,
        pageSize,
        links: app.fileLinks,
      });
      return sendListPage(reply, request.query, listed);
    },
  );

  app.get(
    '/exercises/generated/:id',
    {
      config: { access: access.roles(moderators) },
      schema: {
        tags,
        summary: 'One themed version with its slides',
        params: ExerciseIdParamsSchema,
        response: { 200: dataOf(ExerciseSchema) },
      },
    },
    async (request) => {
      const exercise = await queries.findExercise(
        app.db,
        request.params.id,
        getAuth(request).user.id,
        app.fileLinks,
      );
      const isVisible =
        exercise &&
        getAuth(request).user.workspaces.some((w) => w.workspaceId === exercise.workspace_id);
      if (!exercise || !isVisible) throw new AppError('NOT_FOUND');
      assertWorkspaceRole(getAuth(request), exercise.workspace_id, ROLE.moderator);
      return { data: exercise };
    },
  );

  app.delete(
    '/exercises/generated/:id',
    {
      config: { access: access.roles(moderators) },
      schema: {
        tags,
        summary: 'Delete one themed version (the next generation makes it again)',
        params: ExerciseIdParamsSchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await generation.removeGenerated(getAuth(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/exercises/generated/bulk/toggle',
    {
      config: { access: access.roles(moderators, inBody) },
      schema: {
        tags,
        summary: 'Make themed versions read-only or editable, all or none',
        body: GeneratedToggleSchema,
        response: { 200: dataOf(CountSchema) },
      },
    },
    async (request) => ({
      data: { count: await generation.toggleReadOnly(getAuth(request), request.body) },
    }),
  );
};
