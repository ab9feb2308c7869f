import { expectAccessible } from './accessibility.ts';
import { artifact, chooseLanguage, DESKTOP, expect, PHONE, signIn, test } from './fixtures.ts';
import { expectNothingCut } from './overflow.ts';

const SHOTS = process.env.SHOTS_DIR;
const shot = (name: string) => (SHOTS ? `${SHOTS}/${name}.png` : artifact(name));

test('root sees the whole school on the dashboard and follows a figure to its list', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'root');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Other journeys add to the shared database: compare with the API, not constants.
  const token = await page.evaluate(() => localStorage.getItem('auth'));
  const answer = await page.request.get('/api/dashboard', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const data = (await answer.json()).data;
  expect(data.projects.live).toBe(2);
  expect(data.microblocks.total).toBeGreaterThan(0);
  expect(data.students.active).toBeGreaterThan(0);

  const format = (value: number) => new Intl.NumberFormat('en').format(value);
  await expect(page.getByTestId('stat-projects-value')).toHaveText(format(data.projects.live));
  await expect(page.getByTestId('stat-users-value')).toHaveText(format(data.users.total));
  await expect(page.getByTestId('stat-microblocks-value')).toHaveText(
    format(data.microblocks.total),
  );
  await expect(page.getByTestId('stat-students-value')).toHaveText(format(data.students.active));
  await expect(page.getByTestId('stat-lessons-value')).toHaveText(format(data.lessons.played));
  await expect(page.getByTestId('stat-bookings-value')).toHaveText(format(data.bookings));
  await expect(page.getByTestId('stat-open-tickets-value')).toHaveText(format(data.open_tickets));
  await expect(page.getByTestId('users-by-role-teacher-value')).toHaveText(
    format(data.users.by_role.teacher),
  );

  // Only Projects opens from here (spec 2 and 6): every other card says where its list is kept.
  await expect(page.getByTestId('stat-projects-link')).toBeVisible();
  await expect(page.getByTestId('stat-users-link')).toHaveCount(0);
  await expect(page.getByTestId('stat-users-source')).toHaveText(
    'In each project: “Users” (Manager)',
  );
  await expect(page.getByTestId('stat-open-tickets-link')).toHaveCount(0);
  await expect(page.getByTestId('stat-open-tickets-source')).toHaveText(
    'In each project: “Complaint tickets” (Moderator)',
  );
  await expect(page.locator('[data-testid$="-source"]')).toHaveCount(8);

  // The demo was made this week, so the charts have something to draw.
  const charts = page.getByTestId('dashboard-charts');
  await expect(charts).toBeVisible();
  await expect(
    page.getByTestId('chart-microblocks').locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(page.getByTestId('chart-lessons').locator('svg').first()).toBeVisible();
  await expectAccessible(page, 'dashboard');
  await page.screenshot({ path: shot('dashboard-desktop-en'), fullPage: true });

  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('stat-projects-value')).toBeVisible();
  await page.screenshot({ path: shot('dashboard-phone-en'), fullPage: true });

  await chooseLanguage(page, 'uk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Панель керування');
  await page.screenshot({ path: shot('dashboard-phone-uk'), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: shot('dashboard-desktop-uk'), fullPage: true });
  await chooseLanguage(page, 'pl');
  await expect(page.getByTestId('stat-cards-source')).toHaveText(
    'W każdym projekcie: „Diagnostyka” (Logopeda i Diagnosta)',
  );
  await expectNothingCut(page, 'dashboard in Polish');
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: shot('dashboard-phone-pl'), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await chooseLanguage(page, 'en');

  await page.getByTestId('stat-projects-link').click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Slovo Demo School')).toBeVisible();
});
