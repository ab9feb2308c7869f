import { BookingCalendarQuerySchema, BookingCalendarSchema, dataOf, ROLE } from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

/**
 * The staff calendar (decision 044). Like the booking wizard, a host other than the production
 * one (`PUBLIC_URL`) is the test host: there the calendar shows the sandbox bookings, and only
 * there.
 */
export const bookingCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendar = app.services.bookingCalendar;
  const productionHost = new URL(app.config.publicUrl).hostname.toLowerCase();

  app.get(
    '/booking-calendar',
    {
      config: {
        access: access.roles([ROLE.teacher, ROLE.diagnostician, ROLE.manager], {
          query: 'workspace_id',
        }),
      },
      schema: {
        tags: ['booking'],
        summary: "Booked trial lessons in a range: one's own, or everyone's for a manager",
        querystring: BookingCalendarQuerySchema,
        response: { 200: dataOf(BookingCalendarSchema) },
      },
    },
    async (request) => {
      const isSandbox = request.hostname.toLowerCase() !== productionHost;
      return { data: await calendar.getCalendar(getAuth(request), isSandbox, request.query) };
    },
  );
};
