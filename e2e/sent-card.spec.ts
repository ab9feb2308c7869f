import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import {
  chooseLanguage,
  emailOf,
  expect,
  shootAtWidths,
  signIn,
  test,
  waitForMail,
} from './fixtures.ts';

const unreadOf = async (page: Page) => {
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/\d+/.exec(label)?.[0] ?? Number.NaN);
};

// Journeys run one file at a time in name order. This one gives Марко a card newer than the demo's,
// so it comes after the journeys that open the demo card as his newest (family-diagnostics,
// programs).
test('a diagnostician sends Марко a card over his last one; his teacher is told and opens it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'diagnostician');
  await page.goto('/diagnostician-clients');
  const marko = page.locator('[data-testid^="student-row-"]').filter({ hasText: 'Марко' });
  await marko.locator('[data-testid^="student-open-"]').click();
  await page.getByTestId('start-card').click();
  await page.getByTestId('start-card-template').click();
  await page.getByRole('option', { name: /Speech sound examination/ }).click();
  await page.getByTestId('start-card-submit').click();
  await expect(page).toHaveURL(/\/manage-client-dc\/\d+$/);
  const cardId = Number(/(\d+)$/.exec(page.url())?.[1]);

  // The demo card sent before marks each scale and cell with its value.
  const scale = page.getByTestId('scale-answer-sound-r');
  await expect(page.getByTestId('scale-answer-sound-r-previous')).toHaveText(
    /^Last time: 1 · \d{1,2} \w{3}/,
  );
  await expect(scale.getByTestId('scale-previous-marker')).toBeVisible();
  await expect(page.getByTestId('cell-r-initial-previous')).toHaveText('Last: 1');
  await expect(page.getByTestId('cell-l-initial-previous')).toHaveText('Last: 4');
  await expectAccessible(page, 'card with previous values');
  await scale.scrollIntoViewIfNeeded();
  await shootAtWidths(page, 'card-previous-values-en', { fullPage: false });

  // Three divisions from last time (1 -> 4) asks; keep it.
  await scale.getByRole('slider').focus();
  await page.keyboard.press('End');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('now it is 4, 3 divisions away');
  await shootAtWidths(page, 'card-scale-confirm-en', { fullPage: false });
  await page.getByTestId('scale-change-keep').click();
  await expect(confirm).toHaveCount(0);
  await expect(scale).toHaveAttribute('data-value', '4');

  // A cell moved far from its last value and left: cancel puts the value back.
  const cell = page.getByTestId('cell-r-initial');
  await cell.fill('4');
  await cell.blur();
  await expect(page.getByRole('dialog')).toContainText('now it is 4, 3 divisions away');
  await page.getByTestId('scale-change-restore').click();
  await expect(cell).toHaveValue('');

  // Sending with required answers still empty asks first; "save anyway" keeps it a draft.
  await page.getByTestId('card-send').click();
  await expect(page.getByRole('dialog')).toContainText('required question');
  await page.getByTestId('card-save-anyway').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('card-save-state')).toHaveAttribute('data-state', 'saved');
  await expect(page.getByTestId('card-read-only')).toHaveCount(0);

  // Sent with required answers still empty: "pass it on as it is".
  await page.getByTestId('card-send').click();
  await page.getByTestId('card-pass-on').click();
  await expect(page.getByTestId('card-read-only')).toBeVisible();

  const mail = await waitForMail(emailOf('teacher'), (m) =>
    m.text.includes(`/manage-client-dc/${cardId}`),
  );
  expect(mail.text).toContain('Марко');

  // The teacher signs in to an unread bell and opens the card from it.
  const context = await browser.newContext({ locale: 'en-GB' });
  const teacher = await context.newPage();
  await signIn(teacher, 'teacher');
  // The bell counts 0 until the teacher's notifications arrive: wait for them.
  await expect.poll(() => unreadOf(teacher)).toBeGreaterThanOrEqual(2);
  const unread = await unreadOf(teacher);
  await expect(teacher.getByTestId('notification-count')).toContainText(String(unread));
  await teacher.getByTestId('notification-bell').click();
  const newest = teacher.getByTestId('notification-item').first();
  await expect(newest).toContainText(/^Diagnostic card for Марко was sent by .+/);
  await expect(newest).toHaveAttribute('data-unread', 'true');
  await expectAccessible(teacher, 'notification list');
  await shootAtWidths(teacher, 'notifications-en', { fullPage: false });

  await chooseLanguage(teacher, 'uk');
  await teacher.getByTestId('notification-bell').click();
  await expect(teacher.getByTestId('notification-item').first()).toContainText(
    /^Надіслано діагностичну картку дитини \(Марко\), відправник — .+/,
  );
  await shootAtWidths(teacher, 'notifications-uk', { fullPage: false });
  // The phone width redraws the header, which may close the list: open it afresh.
  await teacher.keyboard.press('Escape');
  await teacher.getByTestId('notification-bell').click();
  await teacher.getByTestId('notification-item').first().click();
  await expect(teacher).toHaveURL(new RegExp(`/manage-client-dc/${cardId}$`));
  await expect(teacher.getByTestId('card-form')).toBeVisible();
  await expect.poll(() => unreadOf(teacher)).toBe(unread - 1);
  // The teacher's view of the card shows the previous values too, in Ukrainian.
  await expect(teacher.getByTestId('scale-answer-sound-r-previous')).toHaveText(
    /^Минулого разу: 1 · /,
  );
  await teacher.getByTestId('scale-answer-sound-r').scrollIntoViewIfNeeded();
  await shootAtWidths(teacher, 'card-previous-values-uk', { fullPage: false });
  await context.close();

  // The same confirm in Ukrainian, on another new card.
  await chooseLanguage(page, 'uk');
  await page.goto('/diagnostician-clients');
  await marko.locator('[data-testid^="student-open-"]').click();
  await page.getByTestId('start-card').click();
  await page.getByTestId('start-card-template').click();
  await page.getByRole('option', { name: /Speech sound examination/ }).click();
  await page.getByTestId('start-card-submit').click();
  await expect(page).toHaveURL(/\/manage-client-dc\/\d+$/);
  // Now the latest earlier card is the one just sent: 4 last time.
  await expect(page.getByTestId('scale-answer-sound-r-previous')).toHaveText(
    /^Минулого разу: 4 · /,
  );
  await page.getByTestId('scale-answer-sound-r').getByRole('slider').focus();
  await page.keyboard.press('Home');
  await expect(page.getByRole('dialog')).toContainText('на 4 поділки далі');
  await shootAtWidths(page, 'card-scale-confirm-uk', { fullPage: false });
  await page.getByTestId('scale-change-restore').click();
});
