import { z } from 'zod';
import { BOOKING_RANGE_DAYS_MAX, BOOKING_STATES } from './booking.schemas.ts';
import { DateTimeSchema, IdSchema } from './common.schemas.ts';
import { LANGUAGES } from './languages.ts';

// ---------------------------------------------------------------------------------------------
// The staff booking calendar (decision 044): day and week views of trial lessons.

/** A day or a week view, plus a margin for the viewer's zone: at most 8 days per request. */
export const BookingCalendarQuerySchema = z
  .object({
    workspace_id: IdSchema,
    from: DateTimeSchema,
    to: DateTimeSchema,
    /** One staff member's column: staff may name only themselves, managers anyone. */
    staff_id: IdSchema.optional(),
  })
  .strict()
  .refine(
    (q) => {
      const span = Date.parse(q.to) - Date.parse(q.from);
      return span > 0 && span <= BOOKING_RANGE_DAYS_MAX * 86_400_000;
    },
    { message: 'validation.dateRange', path: ['to'] },
  );
export type BookingCalendarQuery = z.infer<typeof BookingCalendarQuerySchema>;

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const BookingCalendarEntrySchema = z.object({
  id: z.number().int(),
  state: z.enum(BOOKING_STATES),
  starts_at: z.string(),
  ends_at: z.string(),
  staff: PersonSchema,
  parent_name: z.string(),
  child_name: z.string().nullable(),
  age: z.number().int(),
  language: z.enum(LANGUAGES),
  /** The family's zone: the calendar shows their local time next to the viewer's. */
  time_zone: z.string(),
  /** The student card, once the booking made or found one. */
  client_id: z.number().int().nullable(),
});
export type BookingCalendarEntry = z.infer<typeof BookingCalendarEntrySchema>;

export const BookingCalendarSchema = z.object({
  /** The viewer's own zone from their working hours in the project; null: use the browser's. */
  time_zone: z.string().nullable(),
  /** A manager sees every staff member and may pick one; staff see their own lessons only. */
  can_see_all: z.boolean(),
  /** The test booking page's calendar (any host but the production one). */
  is_sandbox: z.boolean(),
  staff: z.array(PersonSchema),
  bookings: z.array(BookingCalendarEntrySchema),
});
export type BookingCalendar = z.infer<typeof BookingCalendarSchema>;
