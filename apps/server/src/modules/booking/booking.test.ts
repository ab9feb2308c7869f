import { addDays, getLocalDate, getWeekStart, ROLE, zonedTimeToUtc } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../../../test/factories.ts';
import { startSmtpServer } from '../../../test/smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let workspaceId: number;
let managerToken: string;
let teacherToken: string;
let teacherId: number;

const settings = {
  is_open: true,
  lesson_minutes: 60,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  horizon_days: 60,
  min_notice_hours: 0,
  cancel_cutoff_hours: 24,
  contact: '+44 20 7946 0000',
};

/** Monday of the week after next, in London: far enough for any notice, inside the horizon. */
const monday = addDays(getWeekStart(getLocalDate(Date.now(), 'Europe/London')), 14);
const londonAt = (date: string, hour: number) =>
  new Date(zonedTimeToUtc(date, hour * 60, 'Europe/London')).toISOString();

const HOUR = 3_600_000;

let phoneSequence = 0;
function family(startsAt: string, overrides: Record<string, unknown> = {}) {
  phoneSequence += 1;
  return {
    name: 'Olena',
    phone: `+972 50 000 ${String(phoneSequence).padStart(4, '0')}`,
    for_whom: 'child',
    age: 5,
    language: 'uk',
    country: 'Israel',
    time_zone: 'Asia/Jerusalem',
    course: 'individual',
    starts_at: startsAt,
    ...overrides,
  };
}

let addressSequence = 0;
/** Each hold from its own address: the per-address limit is tested in its own file. */
function hold(body: object, headers: Record<string, string> = {}) {
  addressSequence += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/appointment',
    payload: body,
    headers,
    remoteAddress: `10.1.${Math.floor(addressSequence / 250)}.${addressSequence % 250}`,
  });
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, WORKERS: 'true', SLIDE_RENDERER: 'browser' });
  const workspace = await createWorkspace(t.db, { title: 'School' });
  workspaceId = workspace.id;
  const manager = await createUser(t.db, {
    assignments: [{ workspaceId, roles: [ROLE.manager] }],
  });
  const teacher = await createUser(t.db, {
    email: 'teacher.london@example.test',
    assignments: [{ workspaceId, roles: [ROLE.teacher] }],
  });
  teacherId = teacher.id;
  managerToken = await createToken(t.db, manager.id);
  teacherToken = await createToken(t.db, teacher.id);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('staff hours and the manager’s rules', () => {
  it('a closed school answers the wizard that booking is closed', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/appointment' });
    expect(page.json().data).toMatchObject({ is_open: false, is_sandbox: false });
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/slots?from=${londonAt(monday, 0)}&to=${londonAt(monday, 23)}`,
      headers: { lang: 'en' },
    });
    expect(slots.statusCode).toBe(409);
    expect(slots.json().code).toBe('BOOKING_CLOSED');
  });

  it('a manager opens booking with a lesson length of 45–60 minutes', async () => {
    const tooShort = await t.app.inject({
      method: 'PUT',
      url: '/api/appointment/settings',
      headers: { ...bearer(managerToken), lang: 'en' },
      payload: { ...settings, workspace_id: workspaceId, lesson_minutes: 30 },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(JSON.stringify(tooShort.json().details)).toContain('A lesson lasts 45 to 60 minutes');
    // A field out of range is named with the bound it passed, in the caller's language.
    const tooFar = await t.app.inject({
      method: 'PUT',
      url: '/api/appointment/settings',
      headers: { ...bearer(managerToken), lang: 'pl' },
      payload: { ...settings, workspace_id: workspaceId, min_notice_hours: 999_999 },
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().details.fields).toEqual([
      { path: 'min_notice_hours', message: 'Nie więcej niż 336' },
    ]);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/appointment/settings',
      headers: bearer(managerToken),
      payload: { ...settings, workspace_id: workspaceId },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(settings);
  });

  it('a teacher cannot change the rules, and a second project cannot open at the same time', async () => {
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/appointment/settings',
      headers: bearer(teacherToken),
      payload: { ...settings, workspace_id: workspaceId },
    });
    expect(refused.statusCode).toBe(403);

    const other = await createWorkspace(t.db);
    const otherManager = await createUser(t.db, {
      assignments: [{ workspaceId: other.id, roles: [ROLE.manager] }],
    });
    const clash = await t.app.inject({
      method: 'PUT',
      url: '/api/appointment/settings',
      headers: { ...bearer(await createToken(t.db, otherManager.id)), lang: 'en' },
      payload: { ...settings, workspace_id: other.id },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'BOOKING_OPEN_ELSEWHERE',
      message: 'Parents already book into another project. Close booking there first',
    });
  });

  it('a teacher saves weekly hours in their own zone, refusing overlapping ranges', async () => {
    const overlapping = await t.app.inject({
      method: 'PUT',
      url: '/api/appointment/availability',
      headers: { ...bearer(teacherToken), lang: 'uk' },
      payload: {
        workspace_id: workspaceId,
        time_zone: 'Europe/London',
        weekly: [
          { weekday: 1, from: '09:00', to: '12:00' },
          { weekday: 1, from: '11:00', to: '13:00' },
        ],
        exceptions: [],
      },
    });
    expect(overlapping.statusCode).toBe(400);
    expect(JSON.stringify(overlapping.json().details)).toContain('Проміжки часу перетинаються');

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/appointment/availability',
      headers: bearer(teacherToken),
      payload: {
        workspace_id: workspaceId,
        time_zone: 'Europe/London',
        weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '09:00', to: '13:00' })),
        exceptions: [{ date: addDays(monday, 1), intervals: [] }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/availability?workspace_id=${workspaceId}`,
      headers: bearer(teacherToken),
    });
    expect(read.json().data).toMatchObject({
      user_id: teacherId,
      time_zone: 'Europe/London',
      is_saved: true,
    });
    expect(read.json().data.weekly).toHaveLength(5);
  });

  it('a manager has no hours of their own to set', async () => {
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/availability?workspace_id=${workspaceId}`,
      headers: bearer(managerToken),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('families see the free starts of the week, minus the day off', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/slots?from=${londonAt(monday, 0)}&to=${londonAt(addDays(monday, 7), 0)}`,
    });
    expect(response.statusCode).toBe(200);
    const starts: string[] = response.json().data.map((s: { starts_at: string }) => s.starts_at);
    // Four lessons a day, Monday and Wednesday to Friday.
    expect(starts).toHaveLength(16);
    expect(starts[0]).toBe(londonAt(monday, 9));
    expect(starts.some((s) => s.startsWith(addDays(monday, 1)))).toBe(false);
  });

  it('a week or a start in a year the app does not keep is a validation error, not a failure', async () => {
    const weeks = [
      ['0001-01-01T00:00:00Z', '0001-01-05T00:00:00Z'],
      ['9999-12-30T00:00:00Z', '9999-12-31T23:00:00Z'],
    ];
    for (const [from, to] of weeks) {
      const slots = await t.app.inject({
        method: 'GET',
        url: `/api/appointment/slots?from=${from}&to=${to}`,
        headers: { lang: 'en' },
      });
      expect(slots.statusCode).toBe(400);
      expect(slots.json().details.fields).toContainEqual({
        path: 'querystring.from',
        message: 'The year must be from 1900 to 2199',
      });
    }
    const held = await hold(family('9999-12-31T23:00:00Z'), { lang: 'en' });
    expect(held.statusCode).toBe(400);
    expect(held.json().details.fields).toEqual([
      { path: 'starts_at', message: 'The year must be from 1900 to 2199' },
    ]);
  });
});

describe('holding and booking a slot', () => {
  it('of 50 families holding one slot at once exactly one gets it', async () => {
    const startsAt = londonAt(monday, 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => hold(family(startsAt), { lang: 'en' })),
    );
    const held = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(held).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'BOOKING_SLOT_TAKEN',
        message: 'This time has just been taken. Please choose another one',
      });
    }
    const { rows } = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from bookings where starts_at = ${startsAt} and state = 'reserve'`);
    expect(rows[0]?.n).toBe(1);

    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/slots?from=${londonAt(monday, 0)}&to=${londonAt(monday, 23)}`,
    });
    expect(slots.json().data.map((s: { starts_at: string }) => s.starts_at)).not.toContain(
      startsAt,
    );
  });

  it('two families waiting on the same slot behind another write: one gets it, one is told', async () => {
    const startsAt = londonAt(addDays(monday, 2), 11);
    const at = Date.parse(startsAt);
    // Another write of the same range, left uncommitted until both holds wait behind it. When
    // it is undone, both inserts wake at once: unordered, each would wait for the other, and
    // PostgreSQL would end one of them as a deadlock (a 500).
    let undo = () => {};
    const undone = new Promise<void>((resolve) => {
      undo = resolve;
    });
    const other = t.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into bookings (workspace_id, staff_id, state, starts_at,
            ends_at, blocked_from, blocked_to, expires_at, hold_token_hash, parent_name, phone,
            for_whom, age, course, language, country, time_zone, local_date)
          values (${workspaceId}, ${teacherId}, 'reserve', ${new Date(at)}, ${new Date(at + HOUR)},
            ${new Date(at)}, ${new Date(at + HOUR)}, now() + interval '1 hour', 'other-write',
            'Other', '0', 'child', 5, 'individual', 'uk', 'UK', 'Europe/London', ${addDays(monday, 2)})`);
        await undone;
        tx.rollback();
      })
      .catch(() => undefined);
    const waitingHolds = async () =>
      (
        await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`)
      ).rows[0]?.n ?? 0;
    const holds = Promise.all([hold(family(startsAt)), hold(family(startsAt))]);
    await vi.waitFor(async () => expect(await waitingHolds()).toBe(2), { timeout: 10_000 });
    undo();
    await other;
    const codes = (await holds).map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
  });

  it('an expired hold frees the slot for the next family', async () => {
    const startsAt = londonAt(monday, 11);
    const first = await hold(family(startsAt));
    expect(first.statusCode).toBe(200);
    const taken = await hold(family(startsAt));
    expect(taken.statusCode).toBe(409);

    await t.db.execute(sql`
      update bookings set expires_at = now() - interval '1 second'
      where starts_at = ${startsAt} and state = 'reserve'`);
    const second = await hold(family(startsAt));
    expect(second.statusCode).toBe(200);

    // The first family's confirmation now comes too late.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/appointment/client',
      headers: { lang: 'en' },
      payload: {
        hold_token: first.json().data.hold_token,
        child_name: 'Marko',
        email: 'late@example.test',
      },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('BOOKING_HOLD_EXPIRED');
  });

  it('a family books, and a second booking on the same date is refused with the school’s contact', async () => {
    const phone = '+44 7700 900123';
    const held = await hold(family(londonAt(monday, 12), { phone }));
    expect(held.statusCode).toBe(200);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointment/client',
      payload: {
        hold_token: held.json().data.hold_token,
        child_name: 'Marko',
        email: 'olena@example.test',
        interest_ids: [],
      },
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().data).toMatchObject({ state: 'booked', starts_at: londonAt(monday, 12) });

    const again = await hold(family(londonAt(monday, 9), { phone: '447700900123' }), {
      lang: 'en',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'BOOKING_DATE_TAKEN',
      details: { contact: settings.contact },
    });
    expect(again.json().message).toContain('You already have a booking for the date');
  });

  it('a child under 3 is refused with what to do, and the communication course starts at 6', async () => {
    const young = await hold(family(londonAt(monday, 9), { age: 2 }), { lang: 'en' });
    expect(young.statusCode).toBe(422);
    expect(young.json()).toMatchObject({ code: 'BOOKING_AGE_TOO_YOUNG' });
    expect(young.json().message).toContain('Book again once your child is 3');

    const course = await hold(family(londonAt(monday, 9), { age: 5, course: 'communication' }));
    expect(course.statusCode).toBe(422);
    expect(course.json().code).toBe('BOOKING_COURSE_AGE');
    const six = await hold(family(londonAt(monday, 9), { age: 6, course: 'communication' }));
    expect(six.statusCode).toBe(200);
  });

  it('the test booking page books into a sandbox that never takes a real slot', async () => {
    const startsAt = londonAt(monday, 12);
    const headers = { host: 'try.example.test' };
    const page = await t.app.inject({ method: 'GET', url: '/api/appointment', headers });
    expect(page.json().data.is_sandbox).toBe(true);
    const held = await hold(family(startsAt), headers);
    expect(held.statusCode).toBe(200);
    // The real calendar still has the 12:00 booking, and nothing more.
    const { rows } = await t.db.execute<{ is_sandbox: boolean; state: string }>(sql`
      select is_sandbox, state from bookings where starts_at = ${startsAt} order by id`);
    expect(rows).toEqual([
      { is_sandbox: false, state: 'booked' },
      { is_sandbox: true, state: 'reserve' },
    ]);
    // A sandbox hold cannot be confirmed from the production page.
    const crossed = await t.app.inject({
      method: 'POST',
      url: '/api/appointment/client',
      payload: { hold_token: held.json().data.hold_token, child_name: 'Test', email: 'a@b.test' },
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('the database itself refuses two live overlapping rows of one staff member', async () => {
    const insert = (start: string) =>
      t.db.execute(sql`
        insert into bookings (workspace_id, staff_id, state, starts_at, ends_at, blocked_from,
          blocked_to, hold_token_hash, parent_name, phone, for_whom, age, course, language,
          country, time_zone, local_date)
        values (${workspaceId}, ${teacherId}, 'booked', ${start}, ${start}::timestamptz + interval '1 hour',
          ${start}, ${start}::timestamptz + interval '1 hour', md5(random()::text), 'x', md5(random()::text),
          'child', 5, 'individual', 'en', 'UK', 'Europe/London', '2030-01-01')`);
    await insert('2030-01-01T09:00:00Z');
    await expect(insert('2030-01-01T09:30:00Z')).rejects.toMatchObject({
      cause: { code: '23P01' },
    });
    await insert('2030-01-01T10:00:00Z');
  });
});

/** The decoded attachment of a message as nodemailer writes it (base64 or plain). */
function readCalendar(raw: string): string {
  const part = /Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n([\s\S]*?)(?:\r?\n--)/i.exec(raw);
  const header = /Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n/i.exec(raw)?.[0] ?? '';
  const body = part?.[1] ?? '';
  return /base64/i.test(header)
    ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
    : body;
}

describe('after booking', () => {
  let interestId: number;
  let bookingId: number;

  beforeAll(async () => {
    const { rows } = await t.db.execute<{ id: number }>(sql`
      insert into interests (workspace_id, name) values (${workspaceId}, 'Dinosaurs') returning id`);
    interestId = rows[0]!.id;
  });

  const confirm = (token: string, body: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/appointment/client',
      payload: {
        hold_token: token,
        child_name: 'Марко Коваль',
        email: 'kovalenko@example.test',
        interest_ids: [interestId],
        ...body,
      },
    });

  it('makes the student with the interests, a call-back task, and sends both e-mails with the lesson', async () => {
    const phone = '+972 50 123 4567';
    const date = addDays(monday, 2);
    const held = await hold(
      family(londonAt(date, 9), { phone, language: 'uk', name: 'Олена', referral_code: 'ANNA-7' }),
    );
    expect(held.statusCode).toBe(200);
    const booked = await confirm(held.json().data.hold_token);
    expect(booked.statusCode).toBe(200);
    bookingId = booked.json().data.id;

    const { rows } = await t.db.execute<{
      client_id: number;
      child_name: string;
      teacher_id: number;
      interests: number[];
    }>(sql`
      select c.id as client_id, c.child_name, c.teacher_id,
        array(select interest_id from client_interests where client_id = c.id) as interests
      from bookings b join clients c on c.id = b.client_id where b.id = ${bookingId}`);
    expect(rows[0]).toMatchObject({
      child_name: 'Марко Коваль',
      teacher_id: teacherId,
      interests: [interestId],
    });
    // Kept for the referral bonus, which builds on it later.
    const { rows: referral } = await t.db.execute<{ referral_code: string }>(sql`
      select referral_code from bookings where id = ${bookingId}`);
    expect(referral[0]?.referral_code).toBe('ANNA-7');

    const tasks = await t.app.inject({
      method: 'GET',
      url: `/api/admin-tasks?workspace_id=${workspaceId}`,
      headers: bearer(managerToken),
    });
    const task = tasks
      .json()
      .data.find((x: { booking: { id: number } }) => x.booking.id === bookingId);
    expect(task).toMatchObject({
      kind: 'call_back',
      done_at: null,
      booking: { parent_name: 'Олена', phone: '972501234567' },
    });

    const clientPath = `/edit-client/${rows[0]!.client_id}`;
    const staffMails = () =>
      smtp.messages.filter(
        (m) => m.to.includes('teacher.london@example.test') && m.text.includes(clientPath),
      );
    await vi.waitFor(
      () => {
        expect(smtp.messages.filter((m) => m.to.includes('kovalenko@example.test'))).toHaveLength(
          1,
        );
        expect(staffMails()).toHaveLength(1);
      },
      { timeout: 15_000, interval: 100 },
    );
    const familyMail = smtp.messages.find((m) => m.to.includes('kovalenko@example.test'))!;
    expect(familyMail.subject).toContain('Безкоштовне пробне заняття');
    // 09:00 in London is 11:00 in Tel Aviv, the family's zone.
    expect(familyMail.text).toContain('11:00');
    const ics = readCalendar(familyMail.raw);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART:${londonAt(date, 9).replace(/[-:]/g, '').replace('.000', '')}`);
    expect(staffMails()[0]?.text).toContain('09:00');
    expect(readCalendar(staffMails()[0]?.raw ?? '')).toContain('BEGIN:VEVENT');
  });

  it('records a family that books through a referral link as the referring family’s friend', async () => {
    const date = addDays(monday, 4);
    const clientOf = async (id: number) =>
      (
        await t.db.execute<{ client_id: number }>(
          sql`select client_id from bookings where id = ${id}`,
        )
      ).rows[0]!.client_id;
    const referralsOf = (clientId: number) =>
      t.app.inject({
        url: `/api/clients/${clientId}/referrals?workspace_id=${workspaceId}`,
        headers: bearer(teacherToken),
      });
    const first = await hold(family(londonAt(date, 9), { name: 'Анна' }));
    const firstBooked = await confirm(first.json().data.hold_token, {
      child_name: 'Софія',
      email: 'anna@example.test',
    });
    const referrerId = await clientOf(firstBooked.json().data.id);
    const link = new URL((await referralsOf(referrerId)).json().data.referral_url);
    const code = link.searchParams.get('ref');
    expect(link.pathname).toBe('/appointment');

    const second = await hold(family(londonAt(date, 11), { name: 'Ірина', referral_code: code }));
    const secondBooked = await confirm(second.json().data.hold_token, {
      child_name: 'Emma',
      email: 'iryna@example.test',
    });
    expect(secondBooked.statusCode).toBe(200);
    const friendId = await clientOf(secondBooked.json().data.id);

    expect((await referralsOf(referrerId)).json().data.friends).toMatchObject([
      { client_id: friendId, child_name: 'Emma', attended_at: null },
    ]);
    expect((await referralsOf(friendId)).json().data.referred_by).toEqual({
      client_id: referrerId,
      child_name: 'Софія',
    });
  });

  it('a booking that finds an existing student changes nothing of that student', async () => {
    // Anyone who knows a child's name and the family's phone can book in their name: the
    // booking joins the student, but its referral code and interests do not rewrite them.
    const date = addDays(monday, 2);
    const phone = '+972 50 777 0001';
    const existing = await hold(family(londonAt(date, 10), { phone, name: 'Марія' }));
    const existingBooked = await confirm(existing.json().data.hold_token, {
      child_name: 'Лев',
      email: 'maria@example.test',
      interest_ids: [],
    });
    const { rows: booked } = await t.db.execute<{ client_id: number }>(
      sql`select client_id from bookings where id = ${existingBooked.json().data.id}`,
    );
    const studentId = booked[0]!.client_id;
    const referrer = await hold(family(londonAt(date, 12), { name: 'Анна' }));
    const referrerBooked = await confirm(referrer.json().data.hold_token, {
      child_name: 'Ганна',
      email: 'hanna@example.test',
    });
    const { rows: referrerRows } = await t.db.execute<{ client_id: number }>(
      sql`select client_id from bookings where id = ${referrerBooked.json().data.id}`,
    );
    const referrals = await t.app.inject({
      url: `/api/clients/${referrerRows[0]!.client_id}/referrals?workspace_id=${workspaceId}`,
      headers: bearer(teacherToken),
    });
    const code = new URL(referrals.json().data.referral_url).searchParams.get('ref');

    const again = await hold(
      family(londonAt(addDays(monday, 3), 11), { phone, name: 'Someone', referral_code: code }),
    );
    const againBooked = await confirm(again.json().data.hold_token, {
      child_name: 'лев',
      email: 'someone@example.test',
      interest_ids: [interestId],
    });
    expect(againBooked.statusCode).toBe(200);
    const { rows } = await t.db.execute<{
      client_id: number;
      interests: number;
      referrals: number;
    }>(
      sql`select b.client_id,
        (select count(*)::int from client_interests where client_id = b.client_id) as interests,
        (select count(*)::int from referrals where friend_client_id = b.client_id) as referrals
      from bookings b where b.id = ${againBooked.json().data.id}`,
    );
    expect(rows[0]).toEqual({ client_id: studentId, interests: 0, referrals: 0 });
  });

  it('finds the same student for the same family by phone on another date', async () => {
    const held = await hold(family(londonAt(addDays(monday, 3), 9), { phone: '972-50-123-4567' }));
    const booked = await confirm(held.json().data.hold_token, { email: 'other@example.test' });
    expect(booked.statusCode).toBe(200);
    const { rows } = await t.db.execute<{ n: number }>(sql`
      select count(distinct client_id)::int as n from bookings where phone = '972501234567' and state = 'booked'`);
    expect(rows[0]?.n).toBe(1);
  });

  it('makes a student of their own for a brother or sister booked by the same parent', async () => {
    const held = await hold(
      family(londonAt(addDays(monday, 4), 10), { phone: '+972 50 123 4567' }),
    );
    const booked = await confirm(held.json().data.hold_token, { child_name: 'Аня Коваль' });
    expect(booked.statusCode).toBe(200);
    const { rows } = await t.db.execute<{ child_name: string }>(sql`
      select distinct c.child_name from bookings b join clients c on c.id = b.client_id
      where b.phone = '972501234567' and b.state = 'booked' order by 1`);
    expect(rows.map((row) => row.child_name)).toEqual(['Аня Коваль', 'Марко Коваль']);
  });

  it('a manager marks the call-back done and undoes it; the task is made once per booking', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/create-admin-task',
      headers: bearer(managerToken),
      payload: { workspace_id: workspaceId, booking_id: bookingId, note: 'Call after 18:00' },
    });
    expect(again.statusCode).toBe(200);
    const taskId = again.json().data.id;
    const { rows } = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from admin_tasks where booking_id = ${bookingId}`);
    expect(rows[0]?.n).toBe(1);

    const done = await t.app.inject({
      method: 'POST',
      url: `/api/admin-tasks/${taskId}/done`,
      headers: bearer(managerToken),
      payload: { workspace_id: workspaceId },
    });
    expect(done.json().data.done_at).not.toBeNull();
    expect(done.json().data.done_by).not.toBeNull();
    const open = await t.app.inject({
      method: 'GET',
      url: `/api/admin-tasks?workspace_id=${workspaceId}`,
      headers: bearer(managerToken),
    });
    expect(open.json().data.map((x: { id: number }) => x.id)).not.toContain(taskId);
    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/admin-tasks/${taskId}/undo`,
      headers: bearer(managerToken),
      payload: { workspace_id: workspaceId },
    });
    expect(undone.json().data).toMatchObject({ done_at: null, done_by: null });
  });

  it('replicate-client makes the student again after it was deleted', async () => {
    await t.db.execute(
      sql`delete from clients where id = (select client_id from bookings where id = ${bookingId})`,
    );
    const replicated = await t.app.inject({
      method: 'POST',
      url: '/api/replicate-client',
      headers: bearer(managerToken),
      payload: { workspace_id: workspaceId, booking_id: bookingId },
    });
    expect(replicated.statusCode).toBe(200);
    expect(replicated.json().data.is_new).toBe(true);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/replicate-client',
      headers: bearer(managerToken),
      payload: { workspace_id: workspaceId, booking_id: bookingId },
    });
    expect(second.json().data).toEqual({
      client_id: replicated.json().data.client_id,
      is_new: false,
    });
  });
});
