import { ROLE } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../../../test/factories.ts';
import { type ReceivedMail, startSmtpServer } from '../../../test/smtp.ts';
import { createDatabase } from '../../db/client.ts';

// After the booking (decision 043): the family's cancel-or-move link, reminders, and the
// per-address limit on holds.

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let workspaceId: number;

const HOUR = 3_600_000;
/** The next whole hour: every whole hour is a start, as the teacher works round the clock. */
const base = Math.ceil(Date.now() / HOUR) * HOUR + HOUR;
const at = (hours: number) => new Date(base + hours * HOUR).toISOString();

let sequence = 0;
let address = 0;

function readCalendar(raw: string): string {
  const part = /Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n([\s\S]*?)(?:\r?\n--)/i.exec(raw);
  const header = /Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n/i.exec(raw)?.[0] ?? '';
  const body = part?.[1] ?? '';
  return /base64/i.test(header)
    ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
    : body;
}

const mailsTo = (to: string) => smtp.messages.filter((m) => m.to.includes(to));

async function waitForMails(to: string, count: number, match: (m: ReceivedMail) => boolean) {
  await vi.waitFor(() => expect(mailsTo(to).filter(match)).toHaveLength(count), {
    timeout: 15_000,
    interval: 100,
  });
  return mailsTo(to).filter(match);
}

/** A family books a lesson through the wizard; answers its id and the link from the e-mail. */
async function book(startsAt: string) {
  sequence += 1;
  address += 1;
  const email = `family${sequence}@example.test`;
  const held = await t.app.inject({
    method: 'POST',
    url: '/api/appointment',
    remoteAddress: `10.2.0.${address}`,
    payload: {
      name: 'Олена',
      phone: `+972 50 111 ${String(sequence).padStart(4, '0')}`,
      for_whom: 'child',
      age: 5,
      language: 'uk',
      country: 'Israel',
      time_zone: 'Asia/Jerusalem',
      starts_at: startsAt,
    },
  });
  expect(held.statusCode).toBe(200);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/appointment/client',
    payload: { hold_token: held.json().data.hold_token, child_name: 'Марко', email },
  });
  expect(confirmed.statusCode).toBe(200);
  const [mail] = await waitForMails(email, 1, (m) => m.subject.includes('Безкоштовне'));
  const token = /\/appointment\/manage\/([A-Za-z0-9_-]{22})/.exec(mail?.text ?? '')?.[1];
  expect(token).toBeDefined();
  return { id: confirmed.json().data.id as number, token: token as string, email };
}

async function rowOf(id: number) {
  const { rows } = await t.db.execute<{
    state: string;
    starts_at: string;
    ics_sequence: number;
  }>(sql`select state, starts_at, ics_sequence from bookings where id = ${id}`);
  return rows[0]!;
}

const manage = (token: string, action: '' | '/cancel' | '/move', payload?: object) =>
  t.app.inject({
    method: action === '' ? 'GET' : 'POST',
    url: `/api/appointment/manage/${token}${action}`,
    headers: { lang: 'en' },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, WORKERS: 'true', SLIDE_RENDERER: 'browser' });
  workspaceId = (await createWorkspace(t.db, { title: 'School' })).id;
  const manager = await createUser(t.db, {
    email: 'manager.changes@example.test',
    assignments: [{ workspaceId, roles: [ROLE.manager] }],
  });
  const teacher = await createUser(t.db, {
    email: 'teacher.changes@example.test',
    assignments: [{ workspaceId, roles: [ROLE.teacher] }],
  });
  const settings = await t.app.inject({
    method: 'PUT',
    url: '/api/appointment/settings',
    headers: bearer(await createToken(t.db, manager.id)),
    payload: {
      workspace_id: workspaceId,
      is_open: true,
      lesson_minutes: 60,
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      horizon_days: 30,
      min_notice_hours: 0,
      cancel_cutoff_hours: 24,
      contact: '+44 20 7946 0000',
    },
  });
  expect(settings.statusCode).toBe(200);
  const hours = await t.app.inject({
    method: 'PUT',
    url: '/api/appointment/availability',
    headers: bearer(await createToken(t.db, teacher.id)),
    payload: {
      workspace_id: workspaceId,
      time_zone: 'Europe/London',
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '00:00', to: '24:00' })),
      exceptions: [],
    },
  });
  expect(hours.statusCode).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('cancel or move through the link', () => {
  it('managers hear of every new booking with their call-back list', async () => {
    const { email } = await book(at(48));
    expect(email).toBeTruthy();
    await waitForMails('manager.changes@example.test', 1, (m) => m.text.includes('/admin-tasks'));
  });

  it('moves the lesson before the cut-off: same event, higher SEQUENCE, the old slot freed', async () => {
    const { id, token, email } = await book(at(72));
    const page = await manage(token, '');
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      state: 'booked',
      starts_at: at(72),
      time_zone: 'Asia/Jerusalem',
      can_change: true,
      cancel_cutoff_hours: 24,
    });

    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/manage/${token}/slots?from=${at(70)}&to=${at(76)}`,
    });
    expect(slots.statusCode).toBe(200);
    const starts = slots.json().data.map((s: { starts_at: string }) => s.starts_at);
    expect(starts).toContain(at(75));
    expect(starts).not.toContain(at(72));

    const moved = await manage(token, '/move', { starts_at: at(75) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ state: 'booked', starts_at: at(75) });
    expect(await rowOf(id)).toMatchObject({ state: 'booked', ics_sequence: 1 });

    // The old start is free again for other families.
    const free = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/slots?from=${at(72)}&to=${at(73)}`,
    });
    expect(free.json().data.map((s: { starts_at: string }) => s.starts_at)).toEqual([at(72)]);

    const [familyMail] = await waitForMails(email, 1, (m) => m.subject.includes('перенесено'));
    const ics = readCalendar(familyMail!.raw);
    expect(ics).toContain(`UID:booking-${id}@`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('METHOD:PUBLISH');
    const londonHour = new Intl.DateTimeFormat('uk-UA', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(at(75)));
    const [staffMail] = await waitForMails('teacher.changes@example.test', 1, (m) =>
      m.subject.includes('перенесено'),
    );
    expect(staffMail!.text).toContain(londonHour);
    expect(readCalendar(staffMail!.raw)).toContain('SEQUENCE:1');
  });

  it('refuses a move to a taken slot with 409 and changes nothing', async () => {
    await book(at(96));
    const { id, token } = await book(at(98));
    const refused = await manage(token, '/move', { starts_at: at(96) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BOOKING_SLOT_TAKEN');
    expect(await rowOf(id)).toMatchObject({ state: 'booked', ics_sequence: 0 });
    expect(new Date((await rowOf(id)).starts_at).toISOString()).toBe(at(98));
  });

  it('cancels before the cut-off with a METHOD:CANCEL invitation; a second cancel is refused', async () => {
    const { id, token, email } = await book(at(120));
    const cancelled = await manage(token, '/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', can_change: false });
    expect(await rowOf(id)).toMatchObject({ state: 'cancelled', ics_sequence: 1 });
    const [mail] = await waitForMails(email, 1, (m) => m.subject.includes('скасовано'));
    const ics = readCalendar(mail!.raw);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:1');
    await waitForMails('teacher.changes@example.test', 1, (m) => m.subject.includes('скасовано'));

    const again = await manage(token, '/cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'BOOKING_NOT_ACTIVE',
      message: 'This lesson has already been cancelled',
    });
    const free = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/slots?from=${at(120)}&to=${at(121)}`,
    });
    expect(free.json().data).toHaveLength(1);
  });

  it('after the cut-off the page says so, and cancel and move are refused with the contact', async () => {
    const { id, token } = await book(at(5));
    const page = await manage(token, '');
    expect(page.json().data).toMatchObject({ can_change: false, contact: '+44 20 7946 0000' });
    for (const [action, body] of [
      ['/cancel', undefined],
      ['/move', { starts_at: at(30) }],
    ] as const) {
      const refused = await manage(token, action, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'BOOKING_CHANGE_CLOSED',
        message:
          'The lesson can no longer be cancelled or moved here: it is less than 24 h away. Please contact the school',
        details: { contact: '+44 20 7946 0000' },
      });
    }
    expect(await rowOf(id)).toMatchObject({ state: 'booked', ics_sequence: 0 });
  });

  it('an unknown link is 404', async () => {
    const response = await manage('A'.repeat(22), '');
    expect(response.statusCode).toBe(404);
  });
});

describe('reminders', () => {
  it('sends the day-before and the hour-before reminder once each, however often the sweep runs', async () => {
    const { id, email } = await book(at(3));
    const booking = t.app.services.booking;
    await booking.sweepReminders();
    await booking.sweepReminders();
    const [day] = await waitForMails(email, 1, (m) => m.subject.includes('Завтра'));
    expect(day!.text).toContain('/appointment/manage/');
    expect(await booking.sweepReminders()).toBe(0);

    // An hour before the lesson.
    await t.db.execute(sql`
      update bookings set starts_at = now() + interval '30 minutes',
        ends_at = now() + interval '90 minutes', blocked_from = now() + interval '30 minutes',
        blocked_to = now() + interval '90 minutes'
      where id = ${id}`);
    await booking.sweepReminders();
    await booking.sweepReminders();
    await waitForMails(email, 1, (m) => m.subject.includes('За годину'));
    expect(await booking.sweepReminders()).toBe(0);
    const { rows } = await t.db.execute<{ d: string; h: string }>(sql`
      select reminder_day_state as d, reminder_hour_state as h from bookings where id = ${id}`);
    expect(rows[0]).toEqual({ d: 'sent', h: 'sent' });
    expect(mailsTo(email).filter((m) => m.subject.includes('Завтра'))).toHaveLength(1);

    // A restarted app on the same database: its start-up sweeps find nothing to send again.
    const { connectionString } = t.db.$client.options;
    const restarted = await buildTestApp(
      { SMTP_URL: smtp.url, WORKERS: 'true', SLIDE_RENDERER: 'browser' },
      undefined,
      createDatabase(connectionString ?? ''),
    );
    try {
      expect(await restarted.app.services.booking.sweepReminders()).toBe(0);
      const { rows: pending } = await t.db.execute<{ n: number }>(sql`
        select count(*)::int as n from bookings
        where reminder_day_state = 'pending' or reminder_hour_state = 'pending'`);
      expect(pending[0]?.n).toBe(0);
    } finally {
      await restarted.close();
    }
    expect(mailsTo(email).filter((m) => /Завтра|За годину/.test(m.subject))).toHaveLength(2);
  });
});

describe('limits', () => {
  it('an address that holds too often gets a localized 429 with retry-after', async () => {
    const payload = {
      name: 'Bot',
      phone: '+972 50 999 9999',
      for_whom: 'child',
      age: 2,
      language: 'uk',
      country: 'Israel',
      time_zone: 'Asia/Jerusalem',
      starts_at: at(50),
    };
    const attempt = (remoteAddress = '10.9.9.9') =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointment',
        remoteAddress,
        headers: { lang: 'uk' },
        payload,
      });
    for (let i = 0; i < 20; i += 1) expect((await attempt()).statusCode).toBe(422);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_BOOKING_HOLDS');
    expect(refused.json().message).toMatch(/^Забагато спроб обрати час/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await attempt('10.9.9.10')).statusCode).toBe(422);
  });
});
