import {
  type Availability,
  type AvailabilityInput,
  BOOKING_HOLD_MINUTES,
  type BookingConfirmed,
  type BookingConfirmInput,
  type BookingHold,
  type BookingHoldInput,
  type BookingManage,
  type BookingMoveInput,
  type BookingPage,
  type BookingSettings,
  type BookingSettingsInput,
  computeFreeSlots,
  type DateException,
  getBlockedRange,
  getLocalDate,
  getOfferedCourses,
  type SlotRules,
  type WeeklyHours,
} from '@slovo/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { isExclusionViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import type { Links } from '../../lib/links.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { Throttle, ThrottleRule } from '../../lib/throttle.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { ClientsService } from '../clients/clients.service.ts';
import type { ReferralsService } from '../referrals/referrals.service.ts';
import {
  type BookingMailInput,
  buildBookingChangedMail,
  buildBookingConfirmedMail,
  buildBookingNewMail,
  buildBookingReminderMail,
  buildBookingStaffChangedMail,
} from './booking.mail.ts';
import * as repository from './booking.repository.ts';

const MINUTE_MS = 60_000;

const BOOKING_MAIL_QUEUE = 'booking-mail';
const CHANGE_MAIL_QUEUE = 'booking-change-mail';
const REMINDER_QUEUE = 'booking-reminder';
/** E-mails still pending (a failed job gave up, a process stopped) are queued again this often. */
const PENDING_SWEEP_MS = 10 * 60_000;
/** Due reminders are looked for this often (an hour-before reminder is at most this late). */
const REMINDER_SWEEP_MS = 60_000;

/**
 * Holds one address may make (decision 043): a family choosing again stays far below it, a bot
 * cannot tie up a week of slots.
 */
const HOLDS_PER_ADDRESS: ThrottleRule = { name: 'booking-holds', limit: 20, windowSeconds: 600 };

type MailJob = { bookingId: number };
type ReminderJob = { bookingId: number; kind: repository.ReminderKind };

type Deps = {
  db: Database;
  clients: ClientsService;
  referrals: Pick<ReferralsService, 'recordReferral'>;
  mailer: Mailer;
  jobs: JobQueue;
  links: Links;
  throttle: Throttle;
  publicUrl: string;
  mailFrom: string;
  log: {
    info: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
  };
};

const DEFAULT_SETTINGS: BookingSettings = {
  is_open: false,
  lesson_minutes: 45,
  buffer_before_minutes: 0,
  buffer_after_minutes: 15,
  horizon_days: 28,
  min_notice_hours: 12,
  cancel_cutoff_hours: 24,
  contact: '',
};

function toSettings(row: repository.SettingsRow | null): BookingSettings {
  if (!row) return DEFAULT_SETTINGS;
  return {
    is_open: row.isOpen,
    lesson_minutes: row.lessonMinutes,
    buffer_before_minutes: row.bufferBeforeMinutes,
    buffer_after_minutes: row.bufferAfterMinutes,
    horizon_days: row.horizonDays,
    min_notice_hours: row.minNoticeHours,
    cancel_cutoff_hours: row.cancelCutoffHours,
    contact: row.contact,
  };
}

function toRules(row: repository.SettingsRow): SlotRules {
  return {
    lessonMinutes: row.lessonMinutes,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    horizonDays: row.horizonDays,
    minNoticeMinutes: row.minNoticeHours * 60,
  };
}

/** Digits only: one family however the number was typed. */
function normalizePhone(phone: string) {
  return phone.replace(/\D/g, '');
}

/**
 * Booking a free trial lesson (decision 037): staff hours, the manager's rules, and the public
 * wizard's holds and bookings. Exclusivity is the database's: an exclusion constraint refuses two
 * live rows of one staff member that overlap, so concurrent parents can never take one slot.
 */
export function createBookingService({
  db,
  clients,
  referrals,
  mailer,
  jobs,
  links,
  throttle,
  publicUrl,
  mailFrom,
  log,
}: Deps) {
  let sweeper: ReturnType<typeof setInterval> | null = null;
  let reminderSweeper: ReturnType<typeof setInterval> | null = null;

  /**
   * The family's student in the project (found by phone or e-mail, else made) with the chosen
   * interests, and the managers' call-back task: in the caller's transaction.
   */
  async function attachClient(tx: Transaction, booking: repository.BookingRow) {
    const isTeacher = await repository.isTeacher(tx, booking.workspaceId, booking.staffId);
    const { clientId, isNew } = await clients.findOrCreateFromBooking(tx, {
      workspaceId: booking.workspaceId,
      childName: booking.childName ?? booking.parentName,
      parentName: booking.parentName,
      email: booking.email ?? '',
      phoneDigits: booking.phone,
      language: booking.language,
      timeZone: booking.timeZone,
      interestIds: booking.interestIds,
      teacherId: isTeacher ? booking.staffId : null,
      diagnosticianId: isTeacher ? null : booking.staffId,
    });
    await repository.setBookingClient(tx, booking.id, clientId);
    // Booked through a family's referral link: the new family is that family's friend. A booking
    // that found a student already known is anyone who knows the child's name and a phone: it
    // must not make that student somebody's friend.
    if (isNew && booking.referralCode) {
      await referrals.recordReferral(
        { friendClientId: clientId, referralCode: booking.referralCode },
        tx,
      );
    }
    return { clientId, isNew };
  }

  /** After the commit: the e-mails join the queue; a sweep finds any that could not. */
  async function queueMail(bookingId: number) {
    try {
      await jobs.send<MailJob>(BOOKING_MAIL_QUEUE, { bookingId }, `booking-${bookingId}`);
    } catch (error) {
      log.warn({ bookingId, code: (error as { code?: unknown }).code }, 'booking mail not queued');
    }
  }

  async function queueChangeMail(bookingId: number) {
    try {
      await jobs.send<MailJob>(CHANGE_MAIL_QUEUE, { bookingId }, `booking-change-${bookingId}`);
    } catch (error) {
      log.warn({ bookingId, code: (error as { code?: unknown }).code }, 'change mail not queued');
    }
  }

  async function queueReminder(job: ReminderJob) {
    try {
      await jobs.send<ReminderJob>(REMINDER_QUEUE, job, `booking-${job.kind}-${job.bookingId}`);
    } catch (error) {
      log.warn(
        { bookingId: job.bookingId, code: (error as { code?: unknown }).code },
        'booking reminder not queued',
      );
    }
  }

  function manageUrlOf(nonce: string | null) {
    return nonce ? `${publicUrl}/appointment/manage/${links.tokenOf(nonce)}` : null;
  }

  function staffUrlOf(row: repository.BookingMailRow) {
    const path = row.staff_is_teacher
      ? `/edit-client/${row.client_id}`
      : `/manage-diagnostician-clients/${row.client_id}`;
    return `${publicUrl}${path}`;
  }

  function mailBase(row: repository.BookingMailRow): BookingMailInput {
    return {
      bookingId: row.id,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      parentName: row.parent_name,
      childName: row.child_name ?? row.parent_name,
      age: row.age,
      language: row.language,
      timeZone: row.time_zone,
      contact: row.contact ?? '',
      from: mailFrom,
      publicHost: new URL(publicUrl).hostname,
      sequence: row.ics_sequence,
      manageUrl: null,
      cutoffHours: row.cancel_cutoff_hours ?? DEFAULT_SETTINGS.cancel_cutoff_hours,
    };
  }

  /**
   * The job: the family's confirmation (with the cancel-or-move link), the staff member's notice
   * and the managers' copy, each with an .ics.
   */
  async function deliverMail({ bookingId }: MailJob) {
    const row = await repository.findBookingMail(db, bookingId);
    if (row?.mail_state !== 'pending') return;
    const base = mailBase(row);
    const staffTimeZone = row.staff_time_zone ?? row.time_zone;
    if (row.staff_is_active && row.client_id !== null) {
      await mailer.send(
        buildBookingNewMail({
          ...base,
          to: row.staff_email,
          lang: row.staff_language ?? row.language,
          staffTimeZone,
          url: staffUrlOf(row),
        }),
      );
      // The managers hear of every real booking too, with their call-back list.
      for (const manager of await repository.listManagers(db, row.workspace_id)) {
        if (manager.email === row.staff_email) continue;
        await mailer.send(
          buildBookingNewMail({
            ...base,
            to: manager.email,
            lang: manager.language ?? row.language,
            staffTimeZone,
            url: `${publicUrl}/admin-tasks`,
          }),
        );
      }
    }
    if (row.email) {
      await mailer.send(
        buildBookingConfirmedMail({
          ...base,
          to: row.email,
          manageUrl: manageUrlOf(row.manage_nonce),
        }),
      );
    }
    await repository.setMailState(db, bookingId, 'sent');
    log.info({ bookingId }, 'booking mail sent');
  }

  /** The job after a move or cancel: the family and the staff member, the .ics updated. */
  async function deliverChangeMail({ bookingId }: MailJob) {
    const row = await repository.findBookingMail(db, bookingId);
    if (row?.change_mail_state !== 'pending') return;
    const base = mailBase(row);
    const isCancelled = row.state === 'cancelled';
    if (row.staff_is_active && row.client_id !== null) {
      await mailer.send(
        buildBookingStaffChangedMail({
          ...base,
          to: row.staff_email,
          lang: row.staff_language ?? row.language,
          staffTimeZone: row.staff_time_zone ?? row.time_zone,
          url: staffUrlOf(row),
          isCancelled,
        }),
      );
    }
    if (row.email) {
      await mailer.send(
        buildBookingChangedMail({
          ...base,
          to: row.email,
          manageUrl: manageUrlOf(row.manage_nonce),
          isCancelled,
        }),
      );
    }
    await repository.setChangeMailState(db, bookingId, 'sent');
    log.info({ bookingId, isCancelled }, 'booking change mail sent');
  }

  /** The job of one reminder: taken (pending -> sent) before sending, so it goes out once. */
  async function deliverReminder({ bookingId, kind }: ReminderJob) {
    const row = await repository.findBookingMail(db, bookingId);
    if (!row?.email) return;
    if (!(await repository.takeReminder(db, bookingId, kind))) return;
    try {
      await mailer.send(
        buildBookingReminderMail({
          ...mailBase(row),
          to: row.email,
          manageUrl: manageUrlOf(row.manage_nonce),
          kind,
        }),
      );
    } catch (error) {
      await repository.returnReminder(db, bookingId, kind);
      throw error;
    }
    log.info({ bookingId, kind }, 'booking reminder sent');
  }

  /** Marks due reminders pending (once each, in one transaction) and queues them. */
  async function sweepReminders() {
    const due = await db.transaction((tx) => repository.claimDueReminders(tx));
    for (const { id, kind } of due) await queueReminder({ bookingId: id, kind });
    return due.length;
  }

  async function sweepPending() {
    for (const id of await repository.listPendingMail(db)) await queueMail(id);
    for (const id of await repository.listPendingChangeMail(db)) await queueChangeMail(id);
    for (const { id, kind } of await repository.listPendingReminders(db)) {
      await queueReminder({ bookingId: id, kind });
    }
  }

  /** The booking a family's link names, with its project's rules; else 404. */
  async function requireManaged(token: string) {
    const booking = await repository.findByManageHash(db, links.hashOf(token));
    if (!booking) throw new AppError('NOT_FOUND');
    const settings = await repository.findSettings(db, booking.workspaceId);
    const values = toSettings(settings);
    const changeUntil = booking.startsAt.getTime() - values.cancel_cutoff_hours * 60 * MINUTE_MS;
    return { booking, settings, values, changeUntil };
  }

  function toManage({
    booking,
    values,
    changeUntil,
  }: Awaited<ReturnType<typeof requireManaged>>): BookingManage {
    return {
      state: booking.state as BookingManage['state'],
      starts_at: booking.startsAt.toISOString(),
      ends_at: booking.endsAt.toISOString(),
      time_zone: booking.timeZone,
      language: booking.language as BookingManage['language'],
      parent_name: booking.parentName,
      child_name: booking.childName,
      lesson_minutes: Math.round(
        (booking.endsAt.getTime() - booking.startsAt.getTime()) / MINUTE_MS,
      ),
      horizon_days: values.horizon_days,
      change_until: new Date(changeUntil).toISOString(),
      can_change: booking.state === 'booked' && Date.now() < changeUntil,
      cancel_cutoff_hours: values.cancel_cutoff_hours,
      contact: values.contact,
    };
  }

  /** Refuses a change once the lesson is cancelled or past the school's cut-off. */
  function assertChangeable(managed: Awaited<ReturnType<typeof requireManaged>>) {
    if (managed.booking.state !== 'booked') throw new AppError('BOOKING_NOT_ACTIVE');
    if (Date.now() >= managed.changeUntil || !managed.settings) {
      throw new AppError('BOOKING_CHANGE_CLOSED', {
        params: { hours: managed.values.cancel_cutoff_hours },
        details: { contact: managed.values.contact },
      });
    }
    return managed.settings;
  }

  /** Free starts of the booking's own staff member (the lesson itself does not block them). */
  async function computeMoveSlots(
    settings: repository.SettingsRow,
    booking: repository.BookingRow,
    from: number,
    to: number,
  ) {
    const rules = toRules(settings);
    const staff = (await repository.listBookableStaff(db, settings.workspaceId)).filter(
      (s) => s.user_id === booking.staffId,
    );
    if (staff.length === 0) return [];
    const margin =
      (rules.bufferBeforeMinutes + rules.lessonMinutes + rules.bufferAfterMinutes) * MINUTE_MS;
    const busy = await repository.listBusy(
      db,
      settings.workspaceId,
      booking.isSandbox,
      new Date(from - margin),
      new Date(to + margin),
      booking.id,
    );
    return computeFreeSlots({
      staff: staff.map((s) => ({
        staffId: s.user_id,
        timeZone: s.time_zone,
        weekly: s.weekly,
        exceptions: s.exceptions,
      })),
      busy,
      rules,
      from,
      to,
      now: Date.now(),
    });
  }

  async function requireBooking(workspaceId: number, id: number) {
    const booking = await repository.findBooking(db, workspaceId, id);
    if (!booking || booking.isSandbox) throw new AppError('NOT_FOUND');
    return booking;
  }

  async function requireTask(workspaceId: number, id: number) {
    const task = await repository.findTask(db, workspaceId, id);
    if (!task) throw new AppError('NOT_FOUND');
    return task;
  }

  async function requireOpen() {
    const settings = await repository.findOpenSettings(db);
    if (!settings) throw new AppError('BOOKING_CLOSED');
    return settings;
  }

  /** Free starts of the open project in `[from, to)`, with the staff free at each. */
  async function computeSlots(
    settings: repository.SettingsRow,
    isSandbox: boolean,
    from: number,
    to: number,
  ) {
    const rules = toRules(settings);
    const staff = await repository.listBookableStaff(db, settings.workspaceId);
    if (staff.length === 0) return [];
    const margin =
      (rules.bufferBeforeMinutes + rules.lessonMinutes + rules.bufferAfterMinutes) * MINUTE_MS;
    const busy = await repository.listBusy(
      db,
      settings.workspaceId,
      isSandbox,
      new Date(from - margin),
      new Date(to + margin),
    );
    return computeFreeSlots({
      staff: staff.map((s) => ({
        staffId: s.user_id,
        timeZone: s.time_zone,
        weekly: s.weekly,
        exceptions: s.exceptions,
      })),
      busy,
      rules,
      from,
      to,
      now: Date.now(),
    });
  }

  return {
    async getSettings(workspaceId: number): Promise<BookingSettings> {
      return toSettings(await repository.findSettings(db, workspaceId));
    },

    async saveSettings(input: BookingSettingsInput): Promise<BookingSettings> {
      try {
        await db.transaction((tx) =>
          repository.upsertSettings(tx, {
            workspaceId: input.workspace_id,
            isOpen: input.is_open,
            lessonMinutes: input.lesson_minutes,
            bufferBeforeMinutes: input.buffer_before_minutes,
            bufferAfterMinutes: input.buffer_after_minutes,
            horizonDays: input.horizon_days,
            minNoticeHours: input.min_notice_hours,
            cancelCutoffHours: input.cancel_cutoff_hours,
            contact: input.contact,
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error, 'booking_settings_one_open_idx')) {
          throw new AppError('BOOKING_OPEN_ELSEWHERE');
        }
        throw error;
      }
      return toSettings(await repository.findSettings(db, input.workspace_id));
    },

    async getAvailability(auth: AuthContext, workspaceId: number): Promise<Availability> {
      const row = await repository.findAvailability(db, workspaceId, auth.user.id);
      return {
        user_id: auth.user.id,
        time_zone: row?.timeZone ?? 'Europe/Kyiv',
        weekly: row?.weekly ?? [],
        exceptions: row?.exceptions ?? [],
        is_saved: row !== null,
      };
    },

    async saveAvailability(auth: AuthContext, input: AvailabilityInput): Promise<Availability> {
      const weekly = [...input.weekly].sort(
        (a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from),
      ) as WeeklyHours[];
      const exceptions = [...input.exceptions]
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((e) => ({
          date: e.date,
          intervals: [...e.intervals].sort((a, b) => a.from.localeCompare(b.from)),
        })) as DateException[];
      await repository.upsertAvailability(db, {
        workspaceId: input.workspace_id,
        userId: auth.user.id,
        timeZone: input.time_zone,
        weekly,
        exceptions,
      });
      return {
        user_id: auth.user.id,
        time_zone: input.time_zone,
        weekly,
        exceptions,
        is_saved: true,
      };
    },

    async getPage(isSandbox: boolean): Promise<BookingPage> {
      const settings = await repository.findOpenSettings(db);
      const values = toSettings(settings);
      return {
        is_open: settings !== null,
        is_sandbox: isSandbox,
        lesson_minutes: values.lesson_minutes,
        hold_minutes: BOOKING_HOLD_MINUTES,
        horizon_days: values.horizon_days,
        contact: values.contact,
        interests: settings ? await repository.listInterests(db, settings.workspaceId) : [],
      };
    },

    async listSlots(isSandbox: boolean, query: { from: string; to: string }) {
      const settings = await requireOpen();
      const slots = await computeSlots(
        settings,
        isSandbox,
        Date.parse(query.from),
        Date.parse(query.to),
      );
      return slots.map((s) => ({
        starts_at: new Date(s.startsAt).toISOString(),
        ends_at: new Date(s.endsAt).toISOString(),
      }));
    },

    /** Holds a free start for the family (state reserve) for BOOKING_HOLD_MINUTES. */
    async hold(isSandbox: boolean, input: BookingHoldInput, ip: string): Promise<BookingHold> {
      const count = await throttle.take(HOLDS_PER_ADDRESS, ip);
      if (count.hits > HOLDS_PER_ADDRESS.limit) {
        throw new AppError('TOO_MANY_BOOKING_HOLDS', {
          params: { seconds: count.secondsLeft },
          headers: { 'retry-after': String(count.secondsLeft) },
        });
      }
      const offered = getOfferedCourses(input.age);
      if (offered.length === 0) throw new AppError('BOOKING_AGE_TOO_YOUNG');
      const course = input.course ?? 'individual';
      if (!offered.includes(course)) throw new AppError('BOOKING_COURSE_AGE');

      const settings = await requireOpen();
      const startsAt = Date.parse(input.starts_at);
      const phone = normalizePhone(input.phone);
      const localDate = getLocalDate(startsAt, input.time_zone);
      const family = { workspaceId: settings.workspaceId, isSandbox, phone, localDate };
      if (await repository.hasBookingOnDate(db, family)) {
        throw new AppError('BOOKING_DATE_TAKEN', { details: { contact: settings.contact } });
      }
      const [slot] = await computeSlots(settings, isSandbox, startsAt, startsAt + 1);
      if (!slot || slot.startsAt !== startsAt) throw new AppError('BOOKING_SLOT_TAKEN');

      const rules = toRules(settings);
      const blocked = getBlockedRange(startsAt, rules);
      const token = generateToken();
      const expiresAt = new Date(Date.now() + BOOKING_HOLD_MINUTES * MINUTE_MS);
      const row = await db.transaction(async (tx) => {
        await repository.lockBookingWrites(tx, settings.workspaceId);
        await repository.expireHolds(tx, settings.workspaceId);
        if (input.replaces) await repository.releaseHold(tx, hashToken(input.replaces));
        for (const staffId of slot.staffIds) {
          try {
            // A savepoint per staff member: a refused one leaves the transaction usable.
            return await tx.transaction((sp) =>
              repository.insertBooking(sp, {
                workspaceId: settings.workspaceId,
                staffId,
                isSandbox,
                state: 'reserve',
                startsAt: new Date(startsAt),
                endsAt: new Date(startsAt + rules.lessonMinutes * MINUTE_MS),
                blockedFrom: new Date(blocked.from),
                blockedTo: new Date(blocked.to),
                expiresAt,
                holdTokenHash: hashToken(token),
                parentName: input.name,
                phone,
                forWhom: input.for_whom,
                age: input.age,
                course,
                language: input.language,
                country: input.country,
                timeZone: input.time_zone,
                localDate,
                referralCode: input.referral_code ?? null,
              }),
            );
          } catch (error) {
            if (!isExclusionViolation(error, 'bookings_no_overlap')) throw error;
          }
        }
        return null;
      });
      if (!row) throw new AppError('BOOKING_SLOT_TAKEN');
      return {
        hold_token: token,
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt.toISOString(),
        expires_at: expiresAt.toISOString(),
      };
    },

    /** The wizard's last step: the held slot becomes booked, with the child's interests. */
    async confirm(isSandbox: boolean, input: BookingConfirmInput): Promise<BookingConfirmed> {
      const hold = await repository.findHold(db, hashToken(input.hold_token));
      if (!hold || hold.isSandbox !== isSandbox) throw new AppError('NOT_FOUND');
      if (hold.state === 'booked') {
        return {
          id: hold.id,
          state: 'booked',
          starts_at: hold.startsAt.toISOString(),
          ends_at: hold.endsAt.toISOString(),
        };
      }
      if (hold.state !== 'reserve' || (hold.expiresAt?.getTime() ?? 0) <= Date.now()) {
        throw new AppError('BOOKING_HOLD_EXPIRED');
      }
      const known = new Set(
        (await repository.listInterests(db, hold.workspaceId)).map((i) => i.id),
      );
      const interestIds = [...new Set(input.interest_ids ?? [])].filter((id) => known.has(id));
      let isConfirmed: boolean;
      try {
        isConfirmed = await db.transaction(async (tx) => {
          const values = { email: input.email, childName: input.child_name, interestIds };
          if (!(await repository.confirmBooking(tx, hold.id, values))) return false;
          const link = links.issue();
          await repository.setManageLink(tx, hold.id, link.nonce, link.hash);
          // A sandbox booking stays in its own calendar: no student, no task, the family's
          // e-mail only, so staff can try the flow end to end.
          if (hold.isSandbox) {
            await repository.markMailPending(tx, hold.id);
            return true;
          }
          await repository.markMailPending(tx, hold.id);
          await attachClient(tx, { ...hold, ...values, state: 'booked' });
          await repository.insertCallBackTask(tx, {
            workspaceId: hold.workspaceId,
            bookingId: hold.id,
            note: '',
          });
          return true;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'bookings_family_date_idx')) {
          const settings = await repository.findSettings(db, hold.workspaceId);
          throw new AppError('BOOKING_DATE_TAKEN', {
            details: { contact: settings?.contact ?? '' },
          });
        }
        throw error;
      }
      if (!isConfirmed) throw new AppError('BOOKING_HOLD_EXPIRED');
      await queueMail(hold.id);
      return {
        id: hold.id,
        state: 'booked',
        starts_at: hold.startsAt.toISOString(),
        ends_at: hold.endsAt.toISOString(),
      };
    },

    /** The family's page behind the link in their confirmation (decision 043). */
    async getManage(token: string): Promise<BookingManage> {
      return toManage(await requireManaged(token));
    },

    /** Where the lesson may move: free starts of the same staff member. */
    async listManageSlots(token: string, query: { from: string; to: string }) {
      const managed = await requireManaged(token);
      const settings = assertChangeable(managed);
      const slots = await computeMoveSlots(
        settings,
        managed.booking,
        Date.parse(query.from),
        Date.parse(query.to),
      );
      // The lesson's own start is where it is already, not somewhere to move to.
      return slots
        .filter((s) => s.startsAt !== managed.booking.startsAt.getTime())
        .map((s) => ({
          starts_at: new Date(s.startsAt).toISOString(),
          ends_at: new Date(s.endsAt).toISOString(),
        }));
    },

    async cancelManaged(token: string) {
      const managed = await requireManaged(token);
      const settings = assertChangeable(managed);
      const isCancelled = await db.transaction((tx) =>
        repository.cancelBooking(tx, managed.booking.id, settings.cancelCutoffHours),
      );
      // Lost a race with the clock or a second click: say why from the row as it is now.
      if (!isCancelled) assertChangeable(await requireManaged(token));
      await queueChangeMail(managed.booking.id);
      return toManage(await requireManaged(token));
    },

    /**
     * Moves the lesson to another free start of the same staff member in one statement: the
     * exclusion constraint guards the new range, the old one is freed with it.
     */
    async moveManaged(token: string, input: BookingMoveInput) {
      const managed = await requireManaged(token);
      const settings = assertChangeable(managed);
      const { booking } = managed;
      const startsAt = Date.parse(input.starts_at);
      const [slot] = await computeMoveSlots(settings, booking, startsAt, startsAt + 1);
      if (!slot || slot.startsAt !== startsAt) throw new AppError('BOOKING_SLOT_TAKEN');
      const rules = toRules(settings);
      const blocked = getBlockedRange(startsAt, rules);
      let isMoved: boolean;
      try {
        isMoved = await db.transaction(async (tx) => {
          await repository.lockBookingWrites(tx, settings.workspaceId);
          return repository.moveBooking(tx, {
            id: booking.id,
            cutoffHours: settings.cancelCutoffHours,
            startsAt: new Date(startsAt),
            endsAt: new Date(startsAt + rules.lessonMinutes * MINUTE_MS),
            blockedFrom: new Date(blocked.from),
            blockedTo: new Date(blocked.to),
            localDate: getLocalDate(startsAt, booking.timeZone),
          });
        });
      } catch (error) {
        if (isExclusionViolation(error, 'bookings_no_overlap')) {
          throw new AppError('BOOKING_SLOT_TAKEN');
        }
        if (isUniqueViolation(error, 'bookings_family_date_idx')) {
          throw new AppError('BOOKING_DATE_TAKEN', { details: { contact: settings.contact } });
        }
        throw error;
      }
      if (!isMoved) assertChangeable(await requireManaged(token));
      await queueChangeMail(booking.id);
      return toManage(await requireManaged(token));
    },

    /** One pass of the reminder sweep (the worker runs it every minute). */
    sweepReminders,

    async listTasks(query: { workspace_id: number; state: 'open' | 'done' | 'all' }) {
      return repository.listTasks(db, query.workspace_id, query.state);
    },

    /** A call-back for a booking; the one there is when it has one already. */
    async createTask(input: { workspace_id: number; booking_id: number; note: string }) {
      await requireBooking(input.workspace_id, input.booking_id);
      const id = await repository.insertCallBackTask(db, {
        workspaceId: input.workspace_id,
        bookingId: input.booking_id,
        note: input.note,
      });
      return requireTask(input.workspace_id, id);
    },

    async setTaskDone(auth: AuthContext, workspaceId: number, id: number, isDone: boolean) {
      const found = await repository.setTaskDone(db, workspaceId, id, isDone ? auth.user.id : null);
      if (!found) throw new AppError('NOT_FOUND');
      return requireTask(workspaceId, id);
    },

    /** The booking's student again: found by phone or e-mail, or made anew (it was deleted). */
    async replicateClient(input: { workspace_id: number; booking_id: number }) {
      const booking = await requireBooking(input.workspace_id, input.booking_id);
      if (booking.state !== 'booked') throw new AppError('NOT_FOUND');
      const { clientId, isNew } = await db.transaction((tx) => attachClient(tx, booking));
      return { client_id: clientId, is_new: isNew };
    },

    async startWorker(): Promise<void> {
      await jobs.work<MailJob>(BOOKING_MAIL_QUEUE, deliverMail);
      await jobs.work<MailJob>(CHANGE_MAIL_QUEUE, deliverChangeMail);
      await jobs.work<ReminderJob>(REMINDER_QUEUE, deliverReminder);
      await sweepPending();
      await sweepReminders();
      sweeper = setInterval(() => void sweepPending().catch(() => {}), PENDING_SWEEP_MS);
      sweeper.unref();
      reminderSweeper = setInterval(() => void sweepReminders().catch(() => {}), REMINDER_SWEEP_MS);
      reminderSweeper.unref();
    },

    stopWorker(): void {
      if (sweeper) clearInterval(sweeper);
      if (reminderSweeper) clearInterval(reminderSweeper);
      sweeper = null;
      reminderSweeper = null;
    },
  };
}
