import { expectAccessible } from './accessibility.ts';
import {
  artifact,
  chooseLanguage,
  expect,
  expectConsoleErrors,
  openFamilyLink,
  shootAtWidths,
  signIn,
  test,
  waitForMail,
} from './fixtures.ts';
import { expectFitsInEveryLanguage } from './overflow.ts';

// A family in Tel Aviv books in Ukrainian; the demo teacher works in London (decision 037).
test.use({ timezoneId: 'Asia/Jerusalem' });

const PHONE = '+972 54 777 0123';
const EMAIL = 'family.telaviv@example.com';

test('a parent in Tel Aviv books a trial lesson in Ukrainian with a London teacher', async ({
  page,
}) => {
  // Refusals (too young, the same date twice) answer 4xx on purpose.
  expectConsoleErrors(page, /status of 4\d\d/);
  await page.goto('/appointment');
  await chooseLanguage(page, 'uk');
  await expect(page.getByText('Запис на безкоштовне пробне заняття')).toBeVisible();
  await expect(page.getByTestId('wizard-sandbox')).toHaveCount(0);

  await page.getByTestId('wizard-name').fill('Олена');
  await page.getByTestId('wizard-phone').fill(PHONE);
  await page.getByTestId('wizard-age').fill('2');
  await page.getByTestId('wizard-language').selectOption('uk');
  await page.getByTestId('wizard-country').fill('Ізраїль');
  // The browser's zone is the default; the spec's cities are at hand.
  await expect(page.getByTestId('wizard-time-zone')).toHaveValue('Asia/Jerusalem');
  await page.getByTestId('wizard-zone-telAviv').click();
  await expect(page.getByTestId('wizard-current-time')).toContainText('Ваш час зараз');
  await expect(page.getByTestId('wizard-too-young')).toContainText('з 3 років');
  await expectAccessible(page, 'booking form');
  await shootAtWidths(page, 'booking-form-too-young-uk');

  // An age out of range or an unknown zone: the form names the field and stays.
  await page.getByTestId('wizard-age').fill('500');
  await page.getByTestId('wizard-time-zone').fill('Варшава');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByText('Не більше 120')).toBeVisible();
  await expect(page.getByText('Такого часового поясу немає')).toBeVisible();
  await expect(page.getByTestId('wizard-week')).toHaveCount(0);
  await shootAtWidths(page, 'booking-form-errors-uk');
  await page.getByTestId('wizard-zone-telAviv').click();
  await expect(page.getByTestId('wizard-time-zone')).toHaveValue('Asia/Jerusalem');
  await page.getByTestId('wizard-age').fill('5');
  await expect(page.getByTestId('wizard-too-young')).toHaveCount(0);
  await page.getByTestId('wizard-next').click();

  // Next week's Wednesday, at least three days ahead whatever today is (the family moves it
  // later, which the school allows up to 24 hours before): the London teacher's 15:00 is 17:00
  // in Tel Aviv.
  await expect(page.getByTestId('wizard-week')).toBeVisible();
  await page.getByTestId('wizard-next-week').click();
  const wednesday = page.getByTestId('wizard-day').nth(2);
  await expect(wednesday.getByTestId('wizard-slot').first()).toBeVisible();
  await expectAccessible(page, 'booking week');
  await expectFitsInEveryLanguage(page, 'booking week');
  await shootAtWidths(page, 'booking-week-uk');
  await wednesday.getByTestId('wizard-slot').filter({ hasText: '17:00' }).click();

  await expect(page.getByTestId('wizard-countdown')).toContainText(/\d:\d\d/);
  await expect(page.getByTestId('wizard-held-time')).toContainText('17:00');

  // Another time: 17:00 stays held until 18:00 replaces it, then is free again; the family's
  // answers survive a trip back to the form.
  await page.getByRole('button', { name: 'Обрати інший час' }).click();
  await expect(page.getByTestId('wizard-keep-time')).toContainText('17:00');
  await shootAtWidths(page, 'booking-another-time-uk');
  await page.getByRole('button', { name: 'Змінити дані' }).click();
  await expect(page.getByTestId('wizard-name')).toHaveValue('Олена');
  await expect(page.getByTestId('wizard-age')).toHaveValue('5');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-next-week').click();
  const wednesdaySlots = page.getByTestId('wizard-day').nth(2).getByTestId('wizard-slot');
  await expect(wednesdaySlots.filter({ hasText: '17:00' })).toHaveCount(0);
  await wednesdaySlots.filter({ hasText: '18:00' }).click();
  await expect(page.getByTestId('wizard-held-time')).toContainText('18:00');
  await page.getByRole('button', { name: 'Обрати інший час' }).click();
  await page.getByTestId('wizard-next-week').click();
  await wednesdaySlots.filter({ hasText: '17:00' }).click();
  await expect(page.getByTestId('wizard-held-time')).toContainText('17:00');
  await page.getByTestId('wizard-child-name').fill('Давид');
  await page.getByTestId('wizard-email').fill(EMAIL);
  await page.getByText('Dinosaurs').click();
  await expectAccessible(page, 'booking interests');
  await expectFitsInEveryLanguage(page, 'booking interests');
  await shootAtWidths(page, 'booking-interests-uk');
  await page.getByTestId('wizard-confirm').click();
  await expect(page.getByTestId('wizard-booked')).toContainText('Вас записано');
  await expect(page.getByTestId('wizard-booked-time')).toContainText('17:00');
  await expectAccessible(page, 'booking booked');
  await expectFitsInEveryLanguage(page, 'booking booked');
  await shootAtWidths(page, 'booking-booked-uk');

  // The family's confirmation in Ukrainian at their hour; the teacher's notice at London's.
  const familyMail = await waitForMail(EMAIL);
  expect(familyMail.subject).toContain('Безкоштовне пробне заняття');
  expect(familyMail.text).toContain('17:00');
  const staffMail = await waitForMail('teacher@example.com', (mail) =>
    ['Олена', 'Давид', '15:00'].every((part) => mail.text.includes(part)),
  );
  expect(staffMail.text).toContain('15:00');

  // The link in the confirmation: the lesson in the family's zone, moved an hour later.
  const manageUrl = /https?:\/\/\S+\/appointment\/manage\/[A-Za-z0-9_-]{22}/.exec(
    familyMail.text,
  )?.[0];
  expect(manageUrl).toBeDefined();
  const manage = await openFamilyLink(page, new URL(manageUrl ?? '').pathname);
  await expect(page.getByTestId('manage-when')).toContainText('17:00');
  expect(manage.reads).toHaveLength(1);
  await expectAccessible(page, 'booking manage');
  await expectFitsInEveryLanguage(page, 'booking manage');
  await shootAtWidths(page, 'booking-manage-uk');
  await page.getByTestId('manage-move').click();
  await page.getByTestId('wizard-next-week').click();
  const newWednesday = page.getByTestId('wizard-day').nth(2);
  await expect(newWednesday.getByTestId('wizard-slot').first()).toBeVisible();
  await expectAccessible(page, 'booking manage week');
  await shootAtWidths(page, 'booking-manage-week-uk');
  await newWednesday.getByTestId('wizard-slot').filter({ hasText: '18:00' }).click();
  await expect(page.getByTestId('manage-moved')).toContainText('заняття перенесено');
  await expect(page.getByTestId('manage-when')).toContainText('18:00');
  await shootAtWidths(page, 'booking-manage-moved-uk');
  await expectFitsInEveryLanguage(page, 'booking moved');
  // The teacher hears of it at London's hour: 18:00 in Tel Aviv is 16:00 in London.
  const movedMail = await waitForMail(
    'teacher@example.com',
    (mail) => mail.text.includes('Олена') && /перенес|moved|przenios/i.test(mail.subject),
  );
  expect(movedMail.text).toContain('16:00');
  const familyMoved = await waitForMail(EMAIL, (mail) => mail.subject.includes('перенесено'));
  expect(familyMoved.text).toContain('18:00');

  // The same family, the same date: refused with the way to reach the school.
  await page.goto('/appointment');
  await page.getByTestId('wizard-name').fill('Олена');
  await page.getByTestId('wizard-phone').fill(PHONE);
  await page.getByTestId('wizard-age').fill('5');
  await page.getByTestId('wizard-country').fill('Ізраїль');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-next-week').click();
  await page.getByTestId('wizard-day').nth(2).getByTestId('wizard-slot').first().click();
  await expect(page.getByTestId('wizard-refusal')).toContainText('У вас уже є запис на цю дату');
  await expect(page.getByTestId('wizard-refusal')).toContainText('+44 20 7946 0000');
  await shootAtWidths(page, 'booking-same-date-uk');
});

test('the manager calls the family back and marks it done, then undoes it', async ({ page }) => {
  await signIn(page, 'manager');
  await page.getByTestId('nav-item-adminTasks').click();
  const family = '+972547770123';
  const card = page.getByTestId('task-card').filter({ hasText: family });
  await expect(card).toBeVisible();
  // The lesson the family moved to 18:00 in their zone.
  await expect(card.getByTestId('task-lesson')).toContainText('18:00');
  await shootAtWidths(page, 'booking-tasks-en');
  await card.getByTestId('task-done').click();
  await expect(card).toHaveCount(0);
  await page.getByTestId('tasks-filter').getByText('Done').click();
  const done = page.getByTestId('task-card').filter({ hasText: family });
  await done.getByTestId('task-undo').click();
  await page.getByTestId('tasks-filter').getByText('To call').click();
  await expect(page.getByTestId('task-card').filter({ hasText: family })).toBeVisible();

  await page.getByTestId('nav-item-bookingSettings').click();
  await expect(page.getByTestId('settings-open')).toBeChecked();
  await shootAtWidths(page, 'booking-settings-en');
  // An emptied number is refused beside its field, never saved as 0.
  const notice = page.getByRole('textbox', { name: 'Book at least this many hours ahead' });
  await notice.fill('');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Required field')).toBeVisible();
  await shootAtWidths(page, 'booking-settings-error-en');
  await page.reload();
  await expect(notice).toHaveValue('12');
});

test('a teacher sets hours in their own zone', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.getByTestId('nav-item-bookingHours').click();
  await expect(page.getByTestId('hours-time-zone')).toHaveValue(/London/);
  await expect(page.getByTestId('hours-day-1').locator('input[type="time"]').first()).toHaveValue(
    '09:00',
  );
  await shootAtWidths(page, 'booking-hours-en');
  await page.getByTestId('hours-add-6').click();
  await page.getByTestId('hours-save').click();
  await expect(page.getByText('Hours saved')).toBeVisible();
});

test('any host but the production one is the test booking page', async ({ page, baseURL }) => {
  const testHost = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  await page.goto(`${testHost}/appointment`);
  await expect(page.getByTestId('wizard-sandbox')).toBeVisible();
  await page.screenshot({ path: artifact('booking-sandbox-desktop'), fullPage: true });
});
