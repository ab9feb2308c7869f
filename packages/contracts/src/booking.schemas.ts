import { z } from 'zod';
import { BOOKING_COURSES, BOOKING_FOR_WHOM, parseWallTime } from './booking-slots.ts';
import { DateTimeSchema, dateSchema, IdSchema } from './common.schemas.ts';
import { LANGUAGES } from './languages.ts';
import { EMAIL_MAX_LENGTH, NAME_LENGTH } from './limits.ts';
import { isTimeZone } from './time-zones.ts';

// ---------------------------------------------------------------------------------------------
// Booking a free trial lesson (decision 037).

/** How long a chosen slot stays held (state reserve) while the parent finishes the wizard. */
export const BOOKING_HOLD_MINUTES = 10;
/** Lesson length bounds (spec 9: a lesson lasts 45–60 minutes). */
export const BOOKING_LESSON_MINUTES = { min: 45, max: 60 } as const;
export const BOOKING_BUFFER_MINUTES_MAX = 60;
export const BOOKING_HORIZON_DAYS_MAX = 180;
/** The oldest age the booking form takes. */
export const BOOKING_AGE_MAX = 120;
/** The furthest a notice or a cancellation cut-off may reach: two weeks. */
export const BOOKING_NOTICE_HOURS_MAX = 24 * 14;
/** How long the school's contact line (phone, messenger, e-mail) may be. */
export const BOOKING_CONTACT_MAX_LENGTH = 200;
/** The slot list covers at most this many days per request (a week view plus a margin). */
export const BOOKING_RANGE_DAYS_MAX = 8;
export const BOOKING_WEEKLY_INTERVALS_MAX = 50;
export const BOOKING_EXCEPTIONS_MAX = 366;
export const BOOKING_INTERESTS_MAX = 10;

export const BOOKING_STATES = ['reserve', 'booked', 'cancelled', 'expired', 'released'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
/** Bookings in these states take the staff member's time (the exclusion constraint's rows). */
export const BOOKING_LIVE_STATES = ['reserve', 'booked'] as const;

const WALL_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const WallTimeSchema = z.string().regex(WALL_TIME, 'validation.wallTime');
const TimeZoneSchema = z.string().max(64).refine(isTimeZone, 'validation.timeZone');

const IntervalSchema = z
  .object({ from: WallTimeSchema, to: WallTimeSchema })
  .strict()
  .refine((i) => parseWallTime(i.to) > parseWallTime(i.from), {
    message: 'validation.wallTimeOrder',
    path: ['to'],
  });

const WeeklyHoursSchema = z
  .object({
    weekday: z.number().int().min(1).max(7),
    from: WallTimeSchema,
    to: WallTimeSchema,
  })
  .strict()
  .refine((i) => parseWallTime(i.to) > parseWallTime(i.from), {
    message: 'validation.wallTimeOrder',
    path: ['to'],
  });

const ExceptionSchema = z
  .object({
    date: dateSchema('validation.date'),
    /** Empty: a day off. */
    intervals: z.array(IntervalSchema).max(10, 'validation.invalid'),
  })
  .strict();

type Range = { from: string; to: string };
function hasOverlap(ranges: Range[]) {
  const sorted = ranges
    .map((r) => [parseWallTime(r.from), parseWallTime(r.to)] as const)
    .sort((a, b) => a[0] - b[0]);
  return sorted.some((r, i) => i > 0 && r[0] < (sorted[i - 1]?.[1] ?? 0));
}

export const AvailabilityInputSchema = z
  .object({
    workspace_id: IdSchema,
    time_zone: TimeZoneSchema,
    weekly: z.array(WeeklyHoursSchema).max(BOOKING_WEEKLY_INTERVALS_MAX, 'validation.invalid'),
    exceptions: z.array(ExceptionSchema).max(BOOKING_EXCEPTIONS_MAX, 'validation.invalid'),
  })
  .strict()
  .superRefine((value, ctx) => {
    for (let day = 1; day <= 7; day += 1) {
      if (hasOverlap(value.weekly.filter((w) => w.weekday === day))) {
        ctx.addIssue({ code: 'custom', message: 'validation.hoursOverlap', path: ['weekly'] });
        return;
      }
    }
    const dates = value.exceptions.map((e) => e.date);
    if (new Set(dates).size !== dates.length) {
      ctx.addIssue({ code: 'custom', message: 'validation.duplicate', path: ['exceptions'] });
    }
    value.exceptions.forEach((e, index) => {
      if (hasOverlap(e.intervals)) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.hoursOverlap',
          path: ['exceptions', index, 'intervals'],
        });
      }
    });
  })
  .meta({
    examples: [
      {
        workspace_id: 1,
        time_zone: 'Europe/London',
        weekly: [{ weekday: 1, from: '09:00', to: '13:00' }],
        exceptions: [{ date: '2026-12-25', intervals: [] }],
      },
    ],
  });
export type AvailabilityInput = z.infer<typeof AvailabilityInputSchema>;

export const AvailabilitySchema = z.object({
  user_id: z.number().int(),
  time_zone: z.string(),
  weekly: z.array(z.object({ weekday: z.number().int(), from: z.string(), to: z.string() })),
  exceptions: z.array(
    z.object({
      date: z.string(),
      intervals: z.array(z.object({ from: z.string(), to: z.string() })),
    }),
  ),
  /** False until the staff member saves their hours once. */
  is_saved: z.boolean(),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** A whole number in a range: a value out of it is refused with the bound it passed. */
const wholeNumber = (min: number, max: number) =>
  z
    .number('validation.required')
    .int('validation.invalid')
    .min(min, 'validation.numberMin')
    .max(max, 'validation.numberMax');

export const BookingSettingsInputSchema = z
  .object({
    workspace_id: IdSchema,
    /** Parents book into this project (one project of the school at a time). */
    is_open: z.boolean(),
    lesson_minutes: z
      .number('validation.required')
      .int('validation.lessonMinutes')
      .min(BOOKING_LESSON_MINUTES.min, 'validation.lessonMinutes')
      .max(BOOKING_LESSON_MINUTES.max, 'validation.lessonMinutes'),
    buffer_before_minutes: wholeNumber(0, BOOKING_BUFFER_MINUTES_MAX),
    buffer_after_minutes: wholeNumber(0, BOOKING_BUFFER_MINUTES_MAX),
    horizon_days: wholeNumber(1, BOOKING_HORIZON_DAYS_MAX),
    min_notice_hours: wholeNumber(0, BOOKING_NOTICE_HOURS_MAX),
    /** Families may cancel or move up to this many hours before the lesson. */
    cancel_cutoff_hours: wholeNumber(0, BOOKING_NOTICE_HOURS_MAX),
    /** How a family reaches the school (shown with "You already have a booking for the date"). */
    contact: z.string().trim().max(BOOKING_CONTACT_MAX_LENGTH, 'validation.maxLength'),
  })
  .strict()
  .meta({
    examples: [
      {
        workspace_id: 1,
        is_open: true,
        lesson_minutes: 45,
        buffer_before_minutes: 0,
        buffer_after_minutes: 15,
        horizon_days: 28,
        min_notice_hours: 12,
        cancel_cutoff_hours: 24,
        contact: '+44 20 0000 0000',
      },
    ],
  });
export type BookingSettingsInput = z.infer<typeof BookingSettingsInputSchema>;
export const BookingSettingsSchema = BookingSettingsInputSchema.omit({ workspace_id: true });
export type BookingSettings = z.infer<typeof BookingSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// The public wizard.

export const BookingPageSchema = z.object({
  /** False when no project takes bookings now. */
  is_open: z.boolean(),
  /** A test booking page (any host but the production one) books into a sandbox calendar. */
  is_sandbox: z.boolean(),
  lesson_minutes: z.number().int(),
  hold_minutes: z.number().int(),
  horizon_days: z.number().int(),
  contact: z.string(),
  interests: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type BookingPage = z.infer<typeof BookingPageSchema>;

export const BookingSlotsQuerySchema = z
  .object({ from: DateTimeSchema, to: DateTimeSchema })
  .strict()
  .refine(
    (q) => {
      const span = Date.parse(q.to) - Date.parse(q.from);
      return span > 0 && span <= BOOKING_RANGE_DAYS_MAX * 86_400_000;
    },
    { message: 'validation.dateRange', path: ['to'] },
  );

export const BookingSlotsSchema = z.array(z.object({ starts_at: z.string(), ends_at: z.string() }));

const PhoneSchema = z
  .string('validation.required')
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'validation.phone');

const NameSchema = z
  .string('validation.required')
  .trim()
  .min(NAME_LENGTH.min, 'validation.nameLength')
  .max(NAME_LENGTH.max, 'validation.nameLength');

/** The first form: who is booking; the chosen start is held for BOOKING_HOLD_MINUTES. */
export const BookingHoldInputSchema = z
  .object({
    name: NameSchema,
    phone: PhoneSchema,
    for_whom: z.enum(BOOKING_FOR_WHOM, 'validation.required'),
    age: z
      .number('validation.required')
      .int('validation.invalid')
      .min(0, 'validation.invalid')
      .max(BOOKING_AGE_MAX, 'validation.numberMax'),
    language: z.enum(LANGUAGES, 'validation.required'),
    country: z.string().trim().min(2, 'validation.required').max(60, 'validation.maxLength'),
    time_zone: TimeZoneSchema,
    course: z.enum(BOOKING_COURSES).default('individual'),
    starts_at: DateTimeSchema,
    referral_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'validation.invalid')
      .optional(),
    /** Holding another start gives back the hold this token names. */
    replaces: z.string().max(100).optional(),
  })
  .strict()
  .meta({
    examples: [
      {
        name: 'Olena',
        phone: '+972 50 000 0000',
        for_whom: 'child',
        age: 5,
        language: 'uk',
        country: 'Israel',
        time_zone: 'Asia/Jerusalem',
        course: 'individual',
        starts_at: '2026-12-01T09:00:00Z',
      },
    ],
  });
export type BookingHoldInput = z.infer<typeof BookingHoldInputSchema>;

export const BookingHoldSchema = z.object({
  hold_token: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  expires_at: z.string(),
});
export type BookingHold = z.infer<typeof BookingHoldSchema>;

/** The last steps: the child's interests, then confirm (state booked). */
export const BookingConfirmInputSchema = z
  .object({
    hold_token: z.string().min(1, 'validation.required').max(100),
    child_name: NameSchema,
    email: z.email('validation.email').max(EMAIL_MAX_LENGTH),
    interest_ids: z.array(IdSchema).max(BOOKING_INTERESTS_MAX, 'validation.invalid').default([]),
  })
  .strict()
  .meta({
    examples: [
      { hold_token: 'token', child_name: 'Marko', email: 'parent@example.com', interest_ids: [] },
    ],
  });
export type BookingConfirmInput = z.infer<typeof BookingConfirmInputSchema>;

export const BookingConfirmedSchema = z.object({
  id: z.number().int(),
  state: z.enum(BOOKING_STATES),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type BookingConfirmed = z.infer<typeof BookingConfirmedSchema>;

// ---------------------------------------------------------------------------------------------
// After booking: the managers' call-back tasks and the family's student.

export const ADMIN_TASK_KINDS = ['call_back'] as const;
export const ADMIN_TASK_FILTERS = ['open', 'done', 'all'] as const;

export const AdminTasksQuerySchema = z
  .object({
    workspace_id: IdSchema,
    state: z.enum(ADMIN_TASK_FILTERS).default('open'),
  })
  .strict();

export const AdminTaskSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ADMIN_TASK_KINDS),
  note: z.string(),
  created_at: z.string(),
  done_at: z.string().nullable(),
  done_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  booking: z
    .object({
      id: z.number().int(),
      state: z.enum(BOOKING_STATES),
      starts_at: z.string(),
      time_zone: z.string(),
      parent_name: z.string(),
      phone: z.string(),
      email: z.string().nullable(),
      child_name: z.string().nullable(),
      age: z.number().int(),
      language: z.enum(LANGUAGES),
      is_sandbox: z.boolean(),
      client_id: z.number().int().nullable(),
      staff: z.object({ id: z.number().int(), name: z.string() }),
    })
    .nullable(),
});
export type AdminTask = z.infer<typeof AdminTaskSchema>;
export const AdminTaskListSchema = z.array(AdminTaskSchema);

export const CreateAdminTaskInputSchema = z
  .object({
    workspace_id: IdSchema,
    booking_id: IdSchema,
    note: z.string().trim().max(500, 'validation.maxLength').default(''),
  })
  .strict()
  .meta({ examples: [{ workspace_id: 1, booking_id: 1, note: 'Call after 18:00' }] });

export const AdminTaskDoneInputSchema = z
  .object({ workspace_id: IdSchema })
  .strict()
  .meta({ examples: [{ workspace_id: 1 }] });

export const ReplicateClientInputSchema = z
  .object({ workspace_id: IdSchema, booking_id: IdSchema })
  .strict()
  .meta({ examples: [{ workspace_id: 1, booking_id: 1 }] });

export const ReplicatedClientSchema = z.object({
  client_id: z.number().int(),
  is_new: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// The family's cancel-or-move page (decision 043), opened by the link in the confirmation.

/** What the family sees through their link: the lesson in their zone and what they may do. */
export const BookingManageSchema = z.object({
  state: z.enum(BOOKING_STATES),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  language: z.enum(LANGUAGES),
  parent_name: z.string(),
  child_name: z.string().nullable(),
  lesson_minutes: z.number().int(),
  horizon_days: z.number().int(),
  /** Changes through the link are possible until this instant (the school's cut-off). */
  change_until: z.string(),
  /** Booked and before the cut-off: the family may cancel or move it here. */
  can_change: z.boolean(),
  cancel_cutoff_hours: z.number().int(),
  contact: z.string(),
});
export type BookingManage = z.infer<typeof BookingManageSchema>;

export const BookingMoveInputSchema = z
  .object({ starts_at: DateTimeSchema })
  .strict()
  .meta({ examples: [{ starts_at: '2026-12-02T09:00:00Z' }] });
export type BookingMoveInput = z.infer<typeof BookingMoveInputSchema>;
