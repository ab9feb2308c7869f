import { expectAccessible } from './accessibility.ts';
import { artifact, emailOf, expect, shootAtWidths, signIn, test, waitForMail } from './fixtures.ts';

/** A tiny PNG screenshot (1×1, red). */
const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('a teacher reports a slide from the player; the moderator regenerates and closes it; the teacher sees it done', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);

  // The teacher plays the demo lesson prepared for Марко and reports the second slide.
  await signIn(page, 'teacher');
  await page.goto('/lessons-list?tab=upcoming');
  await page
    .getByTestId('lesson-row')
    .filter({ hasText: 'Марко' })
    .first()
    .getByTestId('lesson-row-prepare')
    .click();
  await expect(page.getByTestId('lesson-editor')).toBeVisible();
  // Each microblock of the lesson can be reported from the editor too.
  await expect(page.getByTestId('lesson-item').first().getByTestId('report-ticket')).toBeVisible();
  const playUrl = new URL(
    (await page.getByTestId('lesson-play').first().getAttribute('href')) ?? '',
  );
  await page.goto(playUrl.pathname);
  await expect(page.getByTestId('player-page')).toHaveAttribute('data-mode', 'leader');
  await page.getByTestId('player-next').click();
  await expect(page.getByTestId('player-slide')).toHaveAttribute('data-slide', '1');

  await page.getByTestId('report-ticket').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('report-ticket-slide')).toHaveText(
    'Slide 2 of the microblock on screen',
  );
  // Nothing described: the form says so and sends nothing.
  await dialog.getByTestId('report-ticket-send').click();
  await expect(dialog).toContainText('Describe the problem');
  await dialog.getByTestId('report-ticket-description').fill('The word on this slide is misspelt');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: SCREENSHOT });
  await expect(dialog.getByTestId('report-ticket-files')).toContainText('shot.png');
  await page.screenshot({ path: artifact('ticket-report-desktop') });
  const filed = page.waitForResponse(
    (r) => r.url().endsWith('/api/tickets') && r.request().method() === 'POST',
  );
  await dialog.getByTestId('report-ticket-send').click();
  const ticketId: number = (await (await filed).json()).data.id;
  await expect(page.getByText(`Ticket #${ticketId} sent to the moderators`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The moderator finds it in the list and opens it beside its slide.
  const context = await browser.newContext({ locale: 'en-GB' });
  const moderator = await context.newPage();
  await signIn(moderator, 'moderator');
  await moderator.getByRole('link', { name: 'Complaint tickets' }).first().click();
  await expect(moderator.getByTestId('tickets-page')).toBeVisible();
  const row = moderator.getByTestId(`ticket-row-${ticketId}`);
  await expect(row).toContainText('The word on this slide is misspelt');
  await expect(row.getByTestId('ticket-state')).toHaveText('New');
  await moderator.getByTestId('tickets-filter-state').click();
  await moderator.getByRole('option', { name: 'Done' }).click();
  await expect(row).toHaveCount(0);
  await moderator.getByTestId('tickets-filter-state').click();
  await moderator.getByRole('option', { name: 'New' }).click();
  await expect(row).toBeVisible();
  await row.getByTestId('ticket-pick-author').click();
  await expect(moderator.getByTestId('tickets-filter-chip')).toContainText('Author:');
  await expect(row).toBeVisible();
  await expectAccessible(moderator, 'ticket list');
  await shootAtWidths(moderator, 'tickets-list');

  await row.getByTestId(`ticket-open-${ticketId}`).click();
  await expect(moderator.getByTestId('manage-ticket-page')).toBeVisible();
  await expect(moderator.getByTestId('ticket-description')).toHaveText(
    'The word on this slide is misspelt',
  );
  await expect(moderator.getByTestId('slide-canvas')).toBeVisible();
  await expect(moderator.getByTestId('ticket-attachment')).toHaveCount(1);

  await moderator.getByTestId('ticket-move-in_process').click();
  await expect(moderator.getByTestId('ticket-state')).toHaveText('In process');
  await moderator.getByTestId('ticket-reply-text').fill('Thank you, fixing the deck now');
  await moderator.getByTestId('ticket-reply-send').click();
  await expect(moderator.getByTestId('ticket-message').last()).toContainText(
    'Thank you, fixing the deck now',
  );
  const regenerated = moderator.waitForResponse((r) => r.url().endsWith('/regenerate'));
  await moderator.getByTestId('ticket-regenerate').click();
  expect((await regenerated).ok()).toBe(true);
  await expect(moderator.getByTestId('ticket-regenerated')).toBeVisible();
  await expectAccessible(moderator, 'ticket page');
  await shootAtWidths(moderator, 'ticket-manage');
  await moderator.getByTestId('ticket-move-done').click();
  await expect(moderator.getByTestId('ticket-state')).toHaveText('Done');
  await expect(moderator.getByTestId('ticket-move-archived')).toBeVisible();
  await context.close();

  // The teacher is told: by e-mail, and in the bell.
  const mail = await waitForMail(
    emailOf('teacher'),
    (m) => m.text.includes(`#${ticketId}`) && /is done/.test(m.text),
  );
  expect(mail.subject).toContain(String(ticketId));
  await page.goto('/');
  await page.getByTestId('notification-bell').click();
  const newest = page.getByTestId('notification-item').first();
  await expect(newest).toHaveAttribute('data-kind', 'ticket_updated');
  await expect(newest).toContainText(`Your ticket #${ticketId}`);
  await expect(newest).toContainText('is now “Done”');
  await shootAtWidths(page, 'ticket-teacher-bell', { fullPage: false });
});
