import { describe, expect, it } from 'vitest';
import {
  type BusyRange,
  computeFreeSlots,
  getLocalDate,
  getOfferedCourses,
  getWallClock,
  getWeekday,
  type SlotRules,
  type StaffAvailability,
  zonedTimeToUtc,
} from './booking-slots.ts';

const rules: SlotRules = {
  lessonMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  horizonDays: 60,
  minNoticeMinutes: 0,
};

const everyDay = (from: string, to: string) =>
  ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({ weekday, from, to }));

function staff(timeZone: string, weekly = everyDay('09:00', '12:00')): StaffAvailability {
  return { staffId: 1, timeZone, weekly, exceptions: [] };
}

const at = (iso: string) => Date.parse(iso);
const wall = (instant: number, zone: string) => {
  const c = getWallClock(instant, zone);
  return `${String(c.hour).padStart(2, '0')}:${String(c.minute).padStart(2, '0')}`;
};

function slotsOn(
  s: StaffAvailability,
  date: string,
  extra: Partial<SlotRules> = {},
  busy: BusyRange[] = [],
) {
  const from = zonedTimeToUtc(date, 0, s.timeZone);
  const to = zonedTimeToUtc(date, 24 * 60, s.timeZone);
  return computeFreeSlots({
    staff: [s],
    busy,
    rules: { ...rules, ...extra },
    from,
    to,
    now: from - 86_400_000,
  });
}

// The weeks each zone changes its clocks in 2026 (spring and autumn).
const DST_WEEKS = [
  { zone: 'Europe/London', spring: '2026-03-29', autumn: '2026-10-25' },
  { zone: 'America/Los_Angeles', spring: '2026-03-08', autumn: '2026-11-01' },
  { zone: 'Asia/Jerusalem', spring: '2026-03-27', autumn: '2026-10-25' },
];

describe('wall clock to UTC', () => {
  it('reads the offset either side of a change', () => {
    expect(zonedTimeToUtc('2026-03-28', 9 * 60, 'Europe/London')).toBe(at('2026-03-28T09:00:00Z'));
    expect(zonedTimeToUtc('2026-03-30', 9 * 60, 'Europe/London')).toBe(at('2026-03-30T08:00:00Z'));
    expect(zonedTimeToUtc('2026-03-07', 9 * 60, 'America/Los_Angeles')).toBe(
      at('2026-03-07T17:00:00Z'),
    );
    expect(zonedTimeToUtc('2026-03-09', 9 * 60, 'America/Los_Angeles')).toBe(
      at('2026-03-09T16:00:00Z'),
    );
    expect(zonedTimeToUtc('2026-03-26', 9 * 60, 'Asia/Jerusalem')).toBe(at('2026-03-26T07:00:00Z'));
    expect(zonedTimeToUtc('2026-03-28', 9 * 60, 'Asia/Jerusalem')).toBe(at('2026-03-28T06:00:00Z'));
  });

  it('maps a skipped time past the change and a repeated time to its first occurrence', () => {
    // London skips 01:00–02:00 on 29 March; 01:30 would be 02:30 BST.
    expect(zonedTimeToUtc('2026-03-29', 90, 'Europe/London')).toBe(at('2026-03-29T01:30:00Z'));
    // London repeats 01:00–02:00 on 25 October; the first 01:30 is BST.
    expect(zonedTimeToUtc('2026-10-25', 90, 'Europe/London')).toBe(at('2026-10-25T00:30:00Z'));
  });

  it('names weekdays from Monday', () => {
    expect(getWeekday('2026-11-30')).toBe(1);
    expect(getWeekday('2026-11-29')).toBe(7);
  });
});

describe('free slots across daylight-saving weeks', () => {
  for (const { zone, spring, autumn } of DST_WEEKS) {
    for (const change of [spring, autumn]) {
      it(`keeps 09:00, 10:00 and 11:00 in ${zone} every day of the week of ${change}`, () => {
        const s = staff(zone);
        for (let offset = -3; offset <= 3; offset += 1) {
          const date = new Date(Date.parse(`${change}T12:00:00Z`) + offset * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const slots = slotsOn(s, date);
          expect(slots.map((slot) => wall(slot.startsAt, zone))).toEqual([
            '09:00',
            '10:00',
            '11:00',
          ]);
          for (const slot of slots) expect(getLocalDate(slot.startsAt, zone)).toBe(date);
        }
      });
    }
  }

  it('neither invents nor repeats slots in hours the clock skips or repeats', () => {
    const night = staff('Europe/London', everyDay('00:00', '04:00'));
    // Four wall-clock hours are three real ones in spring and five in autumn.
    const spring = slotsOn(night, '2026-03-29');
    expect(spring).toHaveLength(3);
    const autumn = slotsOn(night, '2026-10-25');
    expect(autumn).toHaveLength(5);
    expect(new Set(autumn.map((s) => s.startsAt)).size).toBe(5);
    expect(autumn.map((s) => new Date(s.startsAt).toISOString())).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T02:00:00.000Z',
      '2026-10-25T03:00:00.000Z',
    ]);
  });

  it('shows a London teacher to a Tel Aviv parent at the right hour after both changed', () => {
    const slots = slotsOn(staff('Europe/London'), '2026-03-30');
    expect(slots.map((slot) => wall(slot.startsAt, 'Asia/Jerusalem'))).toEqual([
      '11:00',
      '12:00',
      '13:00',
    ]);
    // In the week between the Israeli and British changes the gap is three hours.
    const between = slotsOn(staff('Europe/London'), '2026-03-28');
    expect(between.map((slot) => wall(slot.startsAt, 'Asia/Jerusalem'))).toEqual([
      '12:00',
      '13:00',
      '14:00',
    ]);
  });
});

describe('free slots from hours, exceptions, buffers and bookings', () => {
  const monday = '2026-11-30';

  it('places lessons one after another with both buffers between them', () => {
    const s = staff('Europe/London', [{ weekday: 1, from: '09:00', to: '12:00' }]);
    const slots = slotsOn(s, monday, {
      lessonMinutes: 45,
      bufferBeforeMinutes: 5,
      bufferAfterMinutes: 10,
    });
    expect(slots.map((slot) => wall(slot.startsAt, 'Europe/London'))).toEqual([
      '09:00',
      '10:00',
      '11:00',
    ]);
    expect(slots[0]?.endsAt).toBe(at('2026-11-30T09:45:00Z'));
  });

  it('takes a date exception over the weekly hours, and no hours as a day off', () => {
    const s: StaffAvailability = {
      ...staff('Europe/London'),
      exceptions: [
        { date: monday, intervals: [{ from: '15:00', to: '16:00' }] },
        { date: '2026-12-01', intervals: [] },
      ],
    };
    expect(slotsOn(s, monday).map((slot) => wall(slot.startsAt, 'Europe/London'))).toEqual([
      '15:00',
    ]);
    expect(slotsOn(s, '2026-12-01')).toEqual([]);
    expect(slotsOn(s, '2026-12-02')).toHaveLength(3);
  });

  it('leaves out a start whose range, buffers included, meets a booking or a hold', () => {
    const s = staff('Europe/London');
    const busy = [{ staffId: 1, from: at('2026-11-30T10:00:00Z'), to: at('2026-11-30T11:00:00Z') }];
    expect(
      slotsOn(s, monday, {}, busy).map((slot) => wall(slot.startsAt, 'Europe/London')),
    ).toEqual(['09:00', '11:00']);
    // A booking made under other settings: 09:50–10:50. A 45-minute lesson at 09:00 ends
    // before it, but not with 15 minutes of buffer after it.
    const odd = [{ staffId: 1, from: at('2026-11-30T09:50:00Z'), to: at('2026-11-30T10:50:00Z') }];
    const plain = slotsOn(s, monday, { lessonMinutes: 45 }, odd);
    expect(plain.map((slot) => wall(slot.startsAt, 'Europe/London'))).toEqual(['09:00', '11:15']);
    const buffered = slotsOn(s, monday, { lessonMinutes: 45, bufferAfterMinutes: 15 }, odd);
    expect(buffered.map((slot) => wall(slot.startsAt, 'Europe/London'))).toEqual(['11:00']);
    // Another staff member's booking takes nothing from this one.
    expect(slotsOn(s, monday, {}, [{ ...busy[0], staffId: 2 } as BusyRange])).toHaveLength(3);
  });

  it('keeps to the notice and the horizon', () => {
    const s = staff('Europe/London');
    const now = at('2026-11-30T09:30:00Z');
    const slots = computeFreeSlots({
      staff: [s],
      busy: [],
      rules: { ...rules, minNoticeMinutes: 60, horizonDays: 1 },
      from: at('2026-11-30T00:00:00Z'),
      to: at('2026-12-03T00:00:00Z'),
      now,
    });
    expect(slots.map((slot) => new Date(slot.startsAt).toISOString())).toEqual([
      '2026-11-30T11:00:00.000Z',
      '2026-12-01T09:00:00.000Z',
    ]);
  });

  it('merges staff members free at the same start', () => {
    const slots = computeFreeSlots({
      staff: [staff('Europe/London'), { ...staff('Europe/London'), staffId: 7 }],
      busy: [],
      rules,
      from: at('2026-11-30T09:00:00Z'),
      to: at('2026-11-30T10:00:00Z'),
      now: at('2026-11-29T00:00:00Z'),
    });
    expect(slots).toEqual([
      {
        startsAt: at('2026-11-30T09:00:00Z'),
        endsAt: at('2026-11-30T10:00:00Z'),
        staffIds: [1, 7],
      },
    ]);
  });
});

describe('age rules', () => {
  it('offers nothing under 3, individual sessions from 3 and the communication course from 6', () => {
    expect(getOfferedCourses(2)).toEqual([]);
    expect(getOfferedCourses(3)).toEqual(['individual']);
    expect(getOfferedCourses(5)).toEqual(['individual']);
    expect(getOfferedCourses(6)).toEqual(['individual', 'communication']);
  });
});
