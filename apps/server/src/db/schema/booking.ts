import type { DateException, WeeklyHours } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './students.ts';
import { users, workspaces } from './users.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A project's booking rules, set by its manager (decision 037). */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    workspaceId: integer('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The project parents book into; at most one at a time. */
    isOpen: boolean('is_open').notNull().default(false),
    lessonMinutes: smallint('lesson_minutes').notNull().default(45),
    bufferBeforeMinutes: smallint('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: smallint('buffer_after_minutes').notNull().default(15),
    horizonDays: smallint('horizon_days').notNull().default(28),
    minNoticeHours: smallint('min_notice_hours').notNull().default(12),
    cancelCutoffHours: smallint('cancel_cutoff_hours').notNull().default(24),
    contact: text('contact').notNull().default(''),
    updatedAt,
  },
  (t) => [
    uniqueIndex('booking_settings_one_open_idx').on(t.isOpen).where(sql`${t.isOpen}`),
    check('booking_settings_lesson_check', sql`${t.lessonMinutes} between 45 and 60`),
    check(
      'booking_settings_buffers_check',
      sql`${t.bufferBeforeMinutes} between 0 and 60 and ${t.bufferAfterMinutes} between 0 and 60`,
    ),
    check('booking_settings_horizon_check', sql`${t.horizonDays} between 1 and 180`),
  ],
);

/** A staff member's hours in one project, wall-clock times in their own zone (decision 037). */
export const staffAvailability = pgTable(
  'staff_availability',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    weekly: jsonb('weekly').$type<WeeklyHours[]>().notNull(),
    exceptions: jsonb('exceptions').$type<DateException[]>().notNull(),
    updatedAt,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    check('staff_availability_weekly_check', sql`jsonb_typeof(${t.weekly}) = 'array'`),
    check('staff_availability_exceptions_check', sql`jsonb_typeof(${t.exceptions}) = 'array'`),
  ],
);

/**
 * A trial lesson: held (reserve) while the parent finishes the wizard, then booked. Times are
 * UTC; `blocked_from`/`blocked_to` include the buffers, and an exclusion constraint over them
 * (hand-written in the migration) refuses two live rows of one staff member that overlap.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Booked from a test host: a calendar of its own that never takes real slots. */
    isSandbox: boolean('is_sandbox').notNull().default(false),
    state: text('state').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedFrom: timestamp('blocked_from', { withTimezone: true }).notNull(),
    blockedTo: timestamp('blocked_to', { withTimezone: true }).notNull(),
    /** A hold past this is no longer live: slot lists skip it and the next hold ends it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    holdTokenHash: text('hold_token_hash').notNull(),
    parentName: text('parent_name').notNull(),
    /** Digits only, so one family is found however the number was typed. */
    phone: text('phone').notNull(),
    email: text('email'),
    forWhom: text('for_whom').notNull(),
    age: smallint('age').notNull(),
    course: text('course').notNull(),
    language: text('language').notNull(),
    country: text('country').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The lesson's date in the family's zone: one booking per family and date. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    childName: text('child_name'),
    interestIds: integer('interest_ids').array().notNull().default(sql`'{}'::int[]`),
    referralCode: text('referral_code'),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The confirmation to the family and the notice to staff, sent by the job queue. */
    mailState: text('mail_state').notNull().default('none'),
    /**
     * The family's cancel-or-move link (decision 043): the nonce the token is derived from with
     * the link secret (`lib/links.ts`) and the token's hash it is looked up by.
     */
    manageNonce: text('manage_nonce'),
    manageTokenHash: text('manage_token_hash'),
    /** The `.ics` SEQUENCE: raised by each move or cancel, so calendars update the same event. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    /** The e-mails of a move or cancel (family and staff), sent by the job queue. */
    changeMailState: text('change_mail_state').notNull().default('none'),
    /** The day-before and hour-before reminders: each claimed once by the sweep, then sent. */
    reminderDayState: text('reminder_day_state').notNull().default('none'),
    reminderHourState: text('reminder_hour_state').notNull().default('none'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt,
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('bookings_workspace_starts_idx').on(t.workspaceId, t.startsAt),
    index('bookings_staff_starts_idx').on(t.staffId, t.startsAt),
    uniqueIndex('bookings_hold_token_idx').on(t.holdTokenHash),
    uniqueIndex('bookings_family_date_idx')
      .on(t.workspaceId, t.isSandbox, t.phone, t.localDate)
      .where(sql`${t.state} = 'booked'`),
    check(
      'bookings_state_check',
      sql`${t.state} in ('reserve', 'booked', 'cancelled', 'expired', 'released')`,
    ),
    check(
      'bookings_range_check',
      sql`${t.blockedFrom} <= ${t.startsAt} and ${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.blockedTo}`,
    ),
    check('bookings_hold_check', sql`${t.state} <> 'reserve' or ${t.expiresAt} is not null`),
    check('bookings_for_whom_check', sql`${t.forWhom} in ('child', 'adult')`),
    check('bookings_course_check', sql`${t.course} in ('individual', 'communication')`),
    check('bookings_age_check', sql`${t.age} between 3 and 120`),
    check('bookings_mail_state_check', sql`${t.mailState} in ('none', 'pending', 'sent')`),
    index('bookings_mail_pending_idx').on(t.id).where(sql`${t.mailState} = 'pending'`),
    uniqueIndex('bookings_manage_token_idx').on(t.manageTokenHash),
    check(
      'bookings_change_mail_state_check',
      sql`${t.changeMailState} in ('none', 'pending', 'sent')`,
    ),
    check(
      'bookings_reminder_state_check',
      sql`${t.reminderDayState} in ('none', 'pending', 'sent') and ${t.reminderHourState} in ('none', 'pending', 'sent')`,
    ),
    index('bookings_reminders_idx')
      .on(t.startsAt)
      .where(
        sql`${t.state} = 'booked' and (${t.reminderDayState} <> 'sent' or ${t.reminderHourState} <> 'sent')`,
      ),
    index('bookings_change_mail_pending_idx').on(t.id).where(sql`${t.changeMailState} = 'pending'`),
  ],
);

/** Work for the project's managers: call a family back after a booking (decision 037). */
export const adminTasks = pgTable(
  'admin_tasks',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt,
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('admin_tasks_workspace_idx').on(t.workspaceId, t.doneAt, t.createdAt),
    uniqueIndex('admin_tasks_booking_call_back_idx')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'call_back'`),
    check('admin_tasks_kind_check', sql`${t.kind} in ('call_back')`),
  ],
);
