import {
  AdminTaskDoneInputSchema,
  AdminTaskListSchema,
  AdminTaskSchema,
  AdminTasksQuerySchema,
  AvailabilityInputSchema,
  AvailabilitySchema,
  BookingConfirmedSchema,
  BookingConfirmInputSchema,
  BookingHoldInputSchema,
  BookingHoldSchema,
  BookingManageSchema,
  BookingMoveInputSchema,
  BookingPageSchema,
  BookingSettingsInputSchema,
  BookingSettingsSchema,
  BookingSlotsQuerySchema,
  BookingSlotsSchema,
  CreateAdminTaskInputSchema,
  dataOf,
  IdSchema,
  ReplicateClientInputSchema,
  ReplicatedClientSchema,
  ROLE,
  ShareTokenParamsSchema,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const staff = [ROLE.teacher, ROLE.diagnostician] as const;
const tags = ['booking'];
const publicTags = ['booking for families'];
const taskTags = ['manager tasks'];
const IdParams = z.object({ id: IdSchema });

/**
 * Staff set their hours, the manager the rules, and families book through the public wizard
 * (decision 037). A host other than the production one (`PUBLIC_URL`) is the test booking page:
 * everything it books lives in a sandbox calendar that never takes a real slot.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const booking = app.services.booking;
  const productionHost = new URL(app.config.publicUrl).hostname.toLowerCase();
  const isSandbox = (request: FastifyRequest) => request.hostname.toLowerCase() !== productionHost;

  app.get(
    '/appointment/availability',
    {
      config: { access: access.roles(staff, { query: 'workspace_id' }) },
      schema: {
        tags,
        summary: 'My working hours, days off and one-off changes in the project',
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(AvailabilitySchema) },
      },
    },
    async (request) => ({
      data: await booking.getAvailability(getAuth(request), request.query.workspace_id),
    }),
  );

  app.put(
    '/appointment/availability',
    {
      config: { access: access.roles(staff, { body: 'workspace_id' }) },
      schema: {
        tags,
        summary: 'Replace my working hours (wall-clock times in my own time zone)',
        body: AvailabilityInputSchema,
        response: { 200: dataOf(AvailabilitySchema) },
      },
    },
    async (request) => ({
      data: await booking.saveAvailability(getAuth(request), request.body),
    }),
  );

  app.get(
    '/appointment/settings',
    {
      config: { access: access.roles([ROLE.manager, ...staff], { query: 'workspace_id' }) },
      schema: {
        tags,
        summary: "The project's booking rules: lesson length, buffers, horizon, cut-off",
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(BookingSettingsSchema) },
      },
    },
    async (request) => ({ data: await booking.getSettings(request.query.workspace_id) }),
  );

  app.put(
    '/appointment/settings',
    {
      config: { access: access.roles([ROLE.manager], { body: 'workspace_id' }) },
      schema: {
        tags,
        summary: "Change the project's booking rules, or open or close booking into it",
        body: BookingSettingsInputSchema,
        response: { 200: dataOf(BookingSettingsSchema) },
      },
    },
    async (request) => {
      const data = await booking.saveSettings(request.body);
      request.log.info(
        { workspaceId: request.body.workspace_id, isOpen: data.is_open },
        'booking settings saved',
      );
      return { data };
    },
  );

  app.get(
    '/appointment',
    {
      config: { access: access.public },
      schema: {
        tags: publicTags,
        summary: 'What the booking wizard needs: open or not, test page or not, interests',
        response: { 200: dataOf(BookingPageSchema) },
      },
    },
    async (request) => ({ data: await booking.getPage(isSandbox(request)) }),
  );

  app.get(
    '/appointment/slots',
    {
      config: { access: access.public },
      schema: {
        tags: publicTags,
        summary: 'Free trial-lesson starts in a range of at most 8 days (UTC instants)',
        querystring: BookingSlotsQuerySchema,
        response: { 200: dataOf(BookingSlotsSchema) },
      },
    },
    async (request) => ({ data: await booking.listSlots(isSandbox(request), request.query) }),
  );

  app.post(
    '/appointment',
    {
      config: { access: access.public },
      schema: {
        tags: publicTags,
        summary: 'Hold a free start for the family (state reserve) for a few minutes',
        body: BookingHoldInputSchema,
        response: { 200: dataOf(BookingHoldSchema) },
      },
    },
    async (request) => {
      const data = await booking.hold(isSandbox(request), request.body, request.ip);
      request.log.info({ startsAt: data.starts_at }, 'trial lesson held');
      return { data };
    },
  );

  app.post(
    '/appointment/client',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags: publicTags,
        summary: "Confirm the held lesson (state booked) with the child's interests",
        body: BookingConfirmInputSchema,
        response: { 200: dataOf(BookingConfirmedSchema) },
      },
    },
    async (request) => {
      const data = await booking.confirm(isSandbox(request), request.body);
      request.log.info({ bookingId: data.id }, 'trial lesson booked');
      return { data };
    },
  );

  // The family's cancel-or-move page (decision 043): opened by the link in the confirmation.
  app.get(
    '/appointment/manage/:token',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags: publicTags,
        summary: "The family's lesson through their link, and whether it can still change",
        params: ShareTokenParamsSchema,
        response: { 200: dataOf(BookingManageSchema) },
      },
    },
    async (request) => ({ data: await booking.getManage(request.params.token) }),
  );

  app.get(
    '/appointment/manage/:token/slots',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags: publicTags,
        summary: 'Free starts the lesson may move to (the same staff member, UTC instants)',
        params: ShareTokenParamsSchema,
        querystring: BookingSlotsQuerySchema,
        response: { 200: dataOf(BookingSlotsSchema) },
      },
    },
    async (request) => ({
      data: await booking.listManageSlots(request.params.token, request.query),
    }),
  );

  app.post(
    '/appointment/manage/:token/cancel',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags: publicTags,
        summary: 'Cancel the lesson, up to the school’s cut-off',
        params: ShareTokenParamsSchema,
        response: { 200: dataOf(BookingManageSchema) },
      },
    },
    async (request) => {
      const data = await booking.cancelManaged(request.params.token);
      request.log.info({ state: data.state }, 'trial lesson cancelled by the family');
      return { data };
    },
  );

  app.post(
    '/appointment/manage/:token/move',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags: publicTags,
        summary: 'Move the lesson to another free start, up to the school’s cut-off',
        params: ShareTokenParamsSchema,
        body: BookingMoveInputSchema,
        response: { 200: dataOf(BookingManageSchema) },
      },
    },
    async (request) => {
      const data = await booking.moveManaged(request.params.token, request.body);
      request.log.info({ startsAt: data.starts_at }, 'trial lesson moved by the family');
      return { data };
    },
  );

  app.get(
    '/admin-tasks',
    {
      config: { access: access.roles([ROLE.manager], { query: 'workspace_id' }) },
      schema: {
        tags: taskTags,
        summary: "The project's call-back tasks: open ones first, by the lesson's time",
        querystring: AdminTasksQuerySchema,
        response: { 200: dataOf(AdminTaskListSchema) },
      },
    },
    async (request) => ({ data: await booking.listTasks(request.query) }),
  );

  app.post(
    '/create-admin-task',
    {
      config: { access: access.roles([ROLE.manager], { body: 'workspace_id' }) },
      schema: {
        tags: taskTags,
        summary: 'A task to call the family of a booking back (one per booking)',
        body: CreateAdminTaskInputSchema,
        response: { 200: dataOf(AdminTaskSchema) },
      },
    },
    async (request) => ({ data: await booking.createTask(request.body) }),
  );

  for (const [action, isDone] of [
    ['done', true],
    ['undo', false],
  ] as const) {
    app.post(
      `/admin-tasks/:id/${action}`,
      {
        config: { access: access.roles([ROLE.manager], { body: 'workspace_id' }) },
        schema: {
          tags: taskTags,
          summary: isDone ? 'Mark a task done' : 'Open a done task again',
          params: IdParams,
          body: AdminTaskDoneInputSchema,
          response: { 200: dataOf(AdminTaskSchema) },
        },
      },
      async (request) => ({
        data: await booking.setTaskDone(
          getAuth(request),
          request.body.workspace_id,
          request.params.id,
          isDone,
        ),
      }),
    );
  }

  app.post(
    '/replicate-client',
    {
      config: { access: access.roles([ROLE.manager], { body: 'workspace_id' }) },
      schema: {
        tags: taskTags,
        summary: "Find the booking family's student by phone or e-mail, or make it again",
        body: ReplicateClientInputSchema,
        response: { 200: dataOf(ReplicatedClientSchema) },
      },
    },
    async (request) => {
      const data = await booking.replicateClient(request.body);
      request.log.info(
        { bookingId: request.body.booking_id, clientId: data.client_id },
        'booking student replicated',
      );
      return { data };
    },
  );
};
