import {
  dataOf,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  NotificationsReadSchema,
  NotificationsUnreadSchema,
  WORKSPACE_ROLE_IDS,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const tags = ['notifications'];

/** Anyone with a place in the project reads their own notifications there (decision 035). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = app.services.notifications;

  app.get(
    '/notifications',
    {
      config: { access: access.roles(WORKSPACE_ROLE_IDS, { query: 'workspace_id' }) },
      schema: {
        tags,
        summary: 'My notifications in the project, newest first, with how many are unread',
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsPageSchema },
      },
    },
    async (request) => notifications.list(getAuth(request), request.query),
  );

  app.post(
    '/notifications/read',
    {
      config: { access: access.roles(WORKSPACE_ROLE_IDS, { body: 'workspace_id' }) },
      schema: {
        tags,
        summary:
          'Mark some of my notifications (ids) or all of them read; answers the unread count',
        body: NotificationsReadSchema,
        response: { 200: dataOf(NotificationsUnreadSchema) },
      },
    },
    async (request) => ({ data: await notifications.markRead(getAuth(request), request.body) }),
  );
};
