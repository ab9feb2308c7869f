import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { DESKTOP, expect, PHONE, resizeTo, signIn, test } from './fixtures.ts';

// The demo teacher works in London (decision 037); the family books from Tel Aviv (decision 044).
test.use({ timezoneId: 'Europe/London' });

const SHOTS = '/tmp/shots-calendar';
const FAMILY = 'Noa Levi';

async function shoot(page: Page, name: string) {
  await resizeTo(page, DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await resizeTo(page, PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await resizeTo(page, DESKTOP);
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant on a zone's calendar. */
function localDate(instant: number, timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(instant));
}

/** The instant a whole London hour happens on a date (GMT or BST, whichever reads back). */
function londonHour(date: string, hour: number) {
  const naive = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  const hourOf = (instant: number) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit' }).format(
        new Date(instant),
      ),
    );
  return [naive, naive - 3_600_000].find((instant) => hourOf(instant) === hour) ?? naive;
}

/** The Monday two weeks ahead in London: inside the horizon, clear of the other specs' slots. */
function mondayInTwoWeeks() {
  const today = localDate(Date.now(), 'Europe/London');
  const midnight = Date.parse(`${today}T00:00:00Z`);
  const weekday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight + (14 - weekday) * DAY_MS).toISOString().slice(0, 10);
}

test('a London teacher sees a Tel Aviv family’s booking at the right hour, week and day', async ({
  page,
}) => {
  // 16:00 in London is the teacher's alone (the diagnostician's Kyiv hours end at noon there).
  const monday = mondayInTwoWeeks();
  const startsAt = new Date(londonHour(monday, 16)).toISOString();
  const telAvivTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Jerusalem',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(startsAt));
  const held = await page.request.post('/api/appointment', {
    data: {
      name: FAMILY,
      phone: '+972 52 444 0199',
      for_whom: 'child',
      age: 6,
      language: 'uk',
      country: 'Israel',
      time_zone: 'Asia/Jerusalem',
      course: 'individual',
      starts_at: startsAt,
    },
  });
  expect(held.status()).toBe(200);
  const booked = await page.request.post('/api/appointment/client', {
    data: {
      hold_token: (await held.json()).data.hold_token,
      child_name: 'Yael',
      email: 'noa.levi@example.com',
      interest_ids: [],
    },
  });
  expect(booked.status()).toBe(200);

  await signIn(page, 'teacher');
  await page.getByTestId('nav-item-bookingCalendar').click();
  await expect(page.getByTestId('calendar-zone')).toContainText('Europe/London');
  await expect(page.getByTestId('calendar-week')).toBeVisible();
  await page.getByTestId('calendar-next').click();
  await page.getByTestId('calendar-next').click();
  const day = page.locator(`[data-testid="calendar-day"][data-date="${monday}"]`);
  const lesson = day.getByTestId('calendar-lesson').filter({ hasText: FAMILY });
  await expect(lesson.getByTestId('calendar-lesson-time')).toHaveText('16:00–16:45');
  await expect(lesson.getByTestId('calendar-lesson-family-time')).toContainText(
    `${telAvivTime} for the family (Asia/Jerusalem)`,
  );
  await expect(lesson).toContainText('Yael, 6 y.o.');
  await expect(lesson).toContainText('Lesson in Ukrainian');
  await expect(lesson.getByRole('link', { name: 'Student card' })).toBeVisible();
  await expectAccessible(page, 'booking calendar week');
  await shoot(page, 'calendar-week-en');

  await day.getByTestId('calendar-open-day').click();
  await expect(page.getByTestId('calendar-day-view')).toBeVisible();
  const dayLesson = page.getByTestId('calendar-lesson').filter({ hasText: FAMILY });
  await expect(dayLesson.getByTestId('calendar-lesson-time')).toHaveText('16:00–16:45');
  await expectAccessible(page, 'booking calendar day');
  await shoot(page, 'calendar-day-en');

  await dayLesson.getByRole('link', { name: 'Student card' }).click();
  await expect(page).toHaveURL(/\/edit-client\/\d+/);
});

test('a manager sees every staff member’s lessons and picks one', async ({ page }) => {
  await signIn(page, 'manager');
  await page.getByTestId('nav-item-bookingCalendar').click();
  await expect(page.getByTestId('calendar-staff')).toBeVisible();
  await page.getByTestId('calendar-next').click();
  // The demo's families, booked next week with the teacher and the diagnostician.
  await expect(page.getByTestId('calendar-lesson').first()).toBeVisible();
  await expectAccessible(page, 'booking calendar, manager');
  await shoot(page, 'calendar-manager-en');
});

test('the parent dashboard demo at phone width', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/parent-dashboard-demo/1');
  await expect(page.getByTestId('demo-child-name')).toHaveText('Marko');
  await expect(page.getByTestId('demo-next-lesson')).toHaveCount(2);
  await expect(page.getByTestId('demo-plan-block')).toHaveCount(3);
  await expect(page.getByTestId('lesson-results-chart')).toBeVisible();
  await expect(page.getByTestId('progress-series')).toHaveCount(1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, 'parent dashboard demo');
  await page.screenshot({ path: `${SHOTS}/demo-phone.png`, fullPage: true });
  await resizeTo(page, DESKTOP);
  await page.screenshot({ path: `${SHOTS}/demo-desktop.png`, fullPage: true });

  await page.goto('/parent-dashboard-demo/42');
  await expect(page.getByTestId('parent-dashboard-demo-missing-message')).toContainText(
    'There is no such demo',
  );
});
