import type { BookingManage, Language } from '@slovo/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpI18n, withEnglishRemembered } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { AppointmentManagePage } from './appointment-manage-page.tsx';

const TOKEN = 'manage-token';

// A Sunday lesson; changes close 24 hours before, on Saturday.
const booking: BookingManage = {
  state: 'booked',
  starts_at: '2026-11-29T09:00:00.000Z',
  ends_at: '2026-11-29T09:45:00.000Z',
  time_zone: 'Europe/Kyiv',
  language: 'uk',
  parent_name: 'Олена',
  child_name: 'Софія',
  lesson_minutes: 45,
  horizon_days: 14,
  change_until: '2026-11-28T09:00:00.000Z',
  can_change: true,
  cancel_cutoff_hours: 24,
  contact: '+380 44 000 00 00',
};

async function openIn(language: Language) {
  await setUpI18n(language);
  stubFetch({
    [`GET /api/appointment/manage/${TOKEN}`]: () => jsonResponse(200, { data: booking }),
  });
  renderRoutes([{ path: '/appointment/manage/:token', element: <AppointmentManagePage /> }], {
    path: `/appointment/manage/${TOKEN}`,
  });
  return screen.findByTestId('manage-when');
}

describe('AppointmentManagePage', () => {
  withEnglishRemembered();

  it.each([
    ['uk', 'Неділя, 29 листопада о 11:00', 'можна до 28 листопада о 11:00.', /субота/],
    ['ru', 'Воскресенье, 29 ноября в 11:00', 'можно до 28 ноября в 11:00.', /суббота/],
    ['pl', 'Niedziela, 29 listopada', 'przenieść do 28 listopada', /sobota/],
  ] as const)(
    'in %s gives the deadline after "до"/"do" without a weekday',
    async (language, when, until, weekday) => {
      const heading = await openIn(language);
      // The lesson's own line keeps its weekday: it stands alone there.
      expect(heading).toHaveTextContent(when);
      const deadline = screen.getByTestId('manage-change-until');
      expect(deadline).toHaveTextContent(until);
      expect(deadline.textContent).not.toMatch(weekday);
    },
  );

  it('explains a link that no longer works, once, and offers a new booking', async () => {
    await setUpI18n('pl');
    stubFetch({
      [`GET /api/appointment/manage/${TOKEN}`]: () =>
        jsonResponse(404, { code: 'NOT_FOUND', message: 'Nie znaleziono' }),
    });
    renderRoutes([{ path: '/appointment/manage/:token', element: <AppointmentManagePage /> }], {
      path: `/appointment/manage/${TOKEN}`,
    });
    const missing = await screen.findByTestId('manage-missing');
    expect(missing).toHaveTextContent('Ten link już nie działa');
    expect(screen.queryByText('Nie znaleziono')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zarezerwuj inny termin' })).toHaveAttribute(
      'href',
      '/appointment',
    );
  });
});
