import type { BookingCalendar } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n, withEnglishRemembered } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { managerUser, teacherUser } from '../../../../test/users.ts';
import { BookingCalendarPage } from './booking-calendar-page.tsx';

const lesson = {
  id: 5,
  state: 'booked' as const,
  // 09:00 in London, 11:00 in Tel Aviv.
  starts_at: '2026-12-08T09:00:00.000Z',
  ends_at: '2026-12-08T09:45:00.000Z',
  staff: { id: 4, name: 'Olena Teacher' },
  parent_name: 'Levi family',
  child_name: 'Noa',
  age: 5,
  language: 'uk' as const,
  time_zone: 'Asia/Jerusalem',
  client_id: 77,
};

function calendar(overrides: Partial<BookingCalendar> = {}): BookingCalendar {
  return {
    time_zone: 'Europe/London',
    can_see_all: false,
    is_sandbox: false,
    staff: [{ id: 4, name: 'Olena Teacher' }],
    bookings: [lesson],
    ...overrides,
  };
}

describe('BookingCalendarPage', () => {
  withEnglishRemembered();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-08T08:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows a teacher's week on their own clock with the family's time and the student card", async () => {
    const calls = stubFetch({
      'GET /api/booking-calendar': () => jsonResponse(200, { data: calendar() }),
    });
    renderWithSession(<BookingCalendarPage />, teacherUser);
    const card = await screen.findByTestId('calendar-lesson');
    expect(within(card).getByTestId('calendar-lesson-time')).toHaveTextContent('09:00–09:45');
    expect(within(card).getByTestId('calendar-lesson-family-time')).toHaveTextContent(
      '11:00 for the family (Asia/Jerusalem)',
    );
    expect(card).toHaveTextContent('Noa, 5 y.o.');
    expect(card).toHaveTextContent('Lesson in Ukrainian');
    expect(within(card).getByRole('link', { name: 'Student card' })).toHaveAttribute(
      'href',
      '/edit-client/77',
    );
    expect(screen.getByTestId('calendar-zone')).toHaveTextContent('Times in Europe/London');
    const week = screen.getByTestId('calendar-week');
    expect(within(week).getAllByTestId('calendar-day')).toHaveLength(7);
    expect(card.closest('[data-date]')).toHaveAttribute('data-date', '2026-12-08');
    // Monday to Sunday of the week, midnight to midnight in London.
    await waitFor(() => expect(calls.at(-1)?.url).toContain('from=2026-12-07T00%3A00%3A00.000Z'));
    expect(calls.at(-1)?.url).toContain('to=2026-12-14T00%3A00%3A00.000Z');
    expect(screen.queryByTestId('calendar-staff')).not.toBeInTheDocument();
  });

  it.each([
    ['uk', 'Фахівець: Olena Teacher'],
    ['ru', 'Специалист: Olena Teacher'],
    ['pl', 'Specjalista: Olena Teacher'],
  ] as const)(
    "in %s names the lesson's staff member where no case ending is needed",
    async (language, line) => {
      await setUpI18n(language);
      stubFetch({
        'GET /api/booking-calendar': () =>
          jsonResponse(200, { data: calendar({ can_see_all: true }) }),
      });
      renderWithSession(<BookingCalendarPage />, managerUser);
      expect(await screen.findByTestId('calendar-lesson')).toHaveTextContent(line);
    },
  );

  it('a manager filters by staff member; an empty day says so', async () => {
    const calls = stubFetch({
      'GET /api/booking-calendar': () =>
        jsonResponse(200, {
          data: calendar({
            time_zone: null,
            can_see_all: true,
            staff: [
              { id: 4, name: 'Olena Teacher' },
              { id: 6, name: 'Dana Diagnostician' },
            ],
            bookings: [],
          }),
        }),
    });
    renderWithSession(<BookingCalendarPage />, managerUser);
    expect(await screen.findByTestId('calendar-staff')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Day' }));
    expect(await screen.findByTestId('calendar-empty')).toHaveTextContent('No lessons booked');
    expect(calls.every((call) => !call.url.includes('staff_id'))).toBe(true);
  });
});
