import {
  dataOf,
  ExerciseComplexInputSchema,
  ExerciseComplexSchema,
  ExerciseComplexSummarySchema,
  IdSchema,
  OkSchema,
  ProgramsQuerySchema,
  pageOf,
  RecommendedProgramInputSchema,
  RecommendedProgramSchema,
  RecommendedProgramSummarySchema,
  ROLE,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const { moderator, teacher, diagnostician } = ROLE;
const inQuery = { query: 'workspace_id' } as const;
/** Moderators keep complexes and programs; teachers and diagnosticians read them for cards. */
const readers = access.roles([moderator, teacher, diagnostician], inQuery);
const keepers = access.roles([moderator], { body: 'workspace_id' });
const removers = access.roles([moderator], inQuery);
const IdParams = z.object({ id: IdSchema });

export const programsRoutes: FastifyPluginAsyncZod = async (app) => {
  const programs = app.services.programs;

  // --- Exercise complexes ------------------------------------------------------------------------
  const complexTags = ['exercise complexes'];

  app.get(
    '/exercise-complexes',
    {
      config: { access: readers },
      schema: {
        tags: complexTags,
        summary: 'Exercise complexes of a project, by name (search: any part of the name)',
        querystring: ProgramsQuerySchema,
        response: { 200: pageOf(ExerciseComplexSummarySchema) },
      },
    },
    async (request) => {
      const { items, total } = await programs.listComplexes(request.query);
      const { page, pageSize } = request.query;
      return { data: items, meta: { total, page, pageSize } };
    },
  );

  app.get(
    '/exercise-complexes/:id',
    {
      config: { access: readers },
      schema: {
        tags: complexTags,
        summary: 'An exercise complex with its content (404 EXERCISE_COMPLEX_NOT_FOUND if gone)',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(ExerciseComplexSchema) },
      },
    },
    async (request) => ({
      data: await programs.getComplex(request.query.workspace_id, request.params.id),
    }),
  );

  app.post(
    '/exercise-complexes',
    {
      config: { access: keepers },
      schema: {
        tags: complexTags,
        summary: 'Create an exercise complex (names are unique in a project, in any case)',
        body: ExerciseComplexInputSchema,
        response: { 200: dataOf(ExerciseComplexSchema) },
      },
    },
    async (request) => {
      const data = await programs.createComplex(getAuth(request), request.body);
      request.log.info({ complexId: data.id }, 'exercise complex created');
      return { data };
    },
  );

  app.put(
    '/exercise-complexes/:id',
    {
      config: { access: keepers },
      schema: {
        tags: complexTags,
        summary: 'Save an exercise complex (404 EXERCISE_COMPLEX_NOT_FOUND if deleted meanwhile)',
        params: IdParams,
        body: ExerciseComplexInputSchema,
        response: { 200: dataOf(ExerciseComplexSchema) },
      },
    },
    async (request) => ({
      data: await programs.updateComplex(getAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/exercise-complexes/:id',
    {
      config: { access: removers },
      schema: {
        tags: complexTags,
        summary: 'Delete a complex no program lists (409 EXERCISE_COMPLEX_IN_USE names them)',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await programs.removeComplex(getAuth(request), request.query.workspace_id, request.params.id);
      request.log.info({ complexId: request.params.id }, 'exercise complex deleted');
      return { data: { ok: true as const } };
    },
  );

  // --- Recommended programs ----------------------------------------------------------------------
  const programTags = ['recommended programs'];

  app.get(
    '/recommended-programs',
    {
      config: { access: readers },
      schema: {
        tags: programTags,
        summary: 'Recommended programs of a project, by name (search: any part of the name)',
        querystring: ProgramsQuerySchema,
        response: { 200: pageOf(RecommendedProgramSummarySchema) },
      },
    },
    async (request) => {
      const { items, total } = await programs.listPrograms(request.query);
      const { page, pageSize } = request.query;
      return { data: items, meta: { total, page, pageSize } };
    },
  );

  app.get(
    '/recommended-programs/:id',
    {
      config: { access: readers },
      schema: {
        tags: programTags,
        summary: 'A program with its content and complexes (404 RECOMMENDED_PROGRAM_NOT_FOUND)',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(RecommendedProgramSchema) },
      },
    },
    async (request) => ({
      data: await programs.getProgram(request.query.workspace_id, request.params.id),
    }),
  );

  app.post(
    '/recommended-programs',
    {
      config: { access: keepers },
      schema: {
        tags: programTags,
        summary: "Create a recommended program with its complexes in order (the project's own)",
        body: RecommendedProgramInputSchema,
        response: { 200: dataOf(RecommendedProgramSchema) },
      },
    },
    async (request) => {
      const data = await programs.createProgram(getAuth(request), request.body);
      request.log.info({ programId: data.id }, 'recommended program created');
      return { data };
    },
  );

  app.put(
    '/recommended-programs/:id',
    {
      config: { access: keepers },
      schema: {
        tags: programTags,
        summary: 'Save a program whole (404 RECOMMENDED_PROGRAM_NOT_FOUND if deleted meanwhile)',
        params: IdParams,
        body: RecommendedProgramInputSchema,
        response: { 200: dataOf(RecommendedProgramSchema) },
      },
    },
    async (request) => ({
      data: await programs.updateProgram(getAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/recommended-programs/:id',
    {
      config: { access: removers },
      schema: {
        tags: programTags,
        summary: 'Delete a program no card chose (409 RECOMMENDED_PROGRAM_IN_USE names the cards)',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await programs.removeProgram(
        getAuth(request),
        request.query.workspace_id,
        request.params.id,
        request.lang,
      );
      request.log.info({ programId: request.params.id }, 'recommended program deleted');
      return { data: { ok: true as const } };
    },
  );
};
