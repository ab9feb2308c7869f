import path from 'node:path';
import { expectAccessible } from './accessibility.ts';
import { artifact, emailOf, expect, shootAtWidths, signIn, test, waitForMail } from './fixtures.ts';

const MODERATOR_ROLE = 2;
const ACCEPTED = 1;

/** A tiny PNG screenshot (1×1, red). */
const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The moderator's fixed deck: a real .pptx of the demo library, other than the reported
 * microblock's own (a deck of the same bytes would leave its themed versions fresh).
 */
const FIXED_DECK = path.resolve(
  import.meta.dirname,
  '../apps/server/src/db/seed/decks/sound-l-lion.pptx',
);

test('a teacher reports a slide from the player; the moderator regenerates and closes it; the teacher sees it done', async ({
  page,
  browser,
}) => {
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
  // The player opens where the lesson was left: an earlier journey may have moved it on.
  const stage = page.getByTestId('player-slide');
  await expect(async () => {
    const isAtStart =
      (await stage.getAttribute('data-item')) === '0' &&
      (await stage.getAttribute('data-slide')) === '0';
    if (!isAtStart) await page.getByTestId('player-prev').click();
    await expect(stage).toHaveAttribute('data-item', '0', { timeout: 1000 });
    await expect(stage).toHaveAttribute('data-slide', '0', { timeout: 1000 });
  }).toPass();
  await page.getByTestId('player-next').click();
  await expect(stage).toHaveAttribute('data-slide', '1');

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
  const filedTicket = (await (await filed).json()).data;
  const ticketId: number = filedTicket.id;
  const sourceId: number = filedTicket.exercise.source_id ?? filedTicket.exercise.id;
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
  // The moderator fixes the deck from the ticket, choosing the file as anyone would.
  await moderator.getByTestId('replace-deck').click();
  const replacing = moderator.getByRole('dialog', { name: 'Replace the deck' });
  await expect(replacing.getByTestId('replace-deck-current')).toBeVisible();
  await expect(replacing.getByTestId('replace-deck-confirm')).toBeDisabled();
  // A damaged file is refused by the upload checks, said under the field, and nothing changes.
  await replacing.getByTestId('presentation-input').setInputFiles({
    name: 'broken.pptx',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    buffer: Buffer.from('not a presentation'),
  });
  await expect(replacing.getByTestId('presentation-error')).toHaveText(
    'This is not a .pptx presentation',
  );
  await expect(replacing.getByTestId('replace-deck-confirm')).toBeDisabled();
  const chooser = moderator.waitForEvent('filechooser');
  await replacing.getByTestId('presentation-dropzone').click();
  await (await chooser).setFiles(FIXED_DECK);
  await expect(replacing.getByTestId('presentation-info')).toContainText('sound-l-lion.pptx');
  await expect(replacing.getByTestId('presentation-error')).toHaveCount(0);
  await expectAccessible(moderator, 'replace the deck');
  await shootAtWidths(moderator, 'ticket-replace-deck', { fullPage: false });
  await replacing.getByTestId('replace-deck-confirm').click();
  await expect(replacing).toHaveCount(0);
  await expect(moderator.getByText(/: the new deck is in place \(3 slides\)$/)).toBeVisible();
  // The microblock stays accepted, with the new deck.
  const token = await moderator.evaluate(() => localStorage.getItem('auth'));
  const source = await moderator.request.get(
    `/api/exercises/${sourceId}?role_id=${MODERATOR_ROLE}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect((await source.json()).data).toMatchObject({
    status_id: ACCEPTED,
    slide_count: 3,
    presentation: { name: 'sound-l-lion.pptx' },
  });

  // Then regenerates: every themed version is made again from the new deck.
  const regenerated = moderator.waitForResponse((r) => r.url().endsWith('/regenerate'));
  await moderator.getByTestId('ticket-regenerate').click();
  const pressed = await regenerated;
  expect(pressed.ok()).toBe(true);
  const remade = (await pressed.json()).data;
  expect(remade.failed).toBe(0);
  expect(remade.made).toBeGreaterThan(0);
  // The reported slide shows the remade version by itself once its slides are rendered.
  await expect(moderator.getByTestId('ticket-slide')).not.toContainText(
    'Slides are being prepared',
    { timeout: 60_000 },
  );
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

  // The bell's item opens the teacher's own view of the ticket: done, with the reply.
  await newest.click();
  await expect(page).toHaveURL(new RegExp(`/my-tickets/${ticketId}$`));
  await expect(page.getByTestId('my-ticket-page')).toBeVisible();
  await expect(page.getByTestId('ticket-state')).toHaveText('Done');

  // "My tickets" lists it as done; its page shows the conversation.
  await page.getByRole('link', { name: 'My tickets' }).first().click();
  await expect(page.getByTestId('my-tickets-page')).toBeVisible();
  const mine = page.getByTestId(`my-ticket-row-${ticketId}`);
  await expect(mine).toContainText('The word on this slide is misspelt');
  await expect(mine.getByTestId('ticket-state')).toHaveText('Done');
  await expectAccessible(page, 'my tickets');
  await shootAtWidths(page, 'tickets-mine');
  await mine.getByTestId(`my-ticket-open-${ticketId}`).click();
  await expect(page.getByTestId('my-ticket-page')).toBeVisible();
  const messages = page.getByTestId('ticket-message');
  await expect(messages.filter({ hasText: 'Thank you, fixing the deck now' })).toHaveCount(1);
  await expect(messages.last()).toContainText('Ticket moved to “Done”');
  await expect(page.getByTestId('ticket-attachment')).toHaveCount(1);
  // A done ticket takes no more screenshots; the reporter may still answer.
  await expect(page.getByTestId('my-ticket-add-screenshot')).toHaveCount(0);
  await page.getByTestId('ticket-reply-text').fill('Thank you, it reads right now');
  await page.getByTestId('ticket-reply-send').click();
  await expect(messages.last()).toContainText('Thank you, it reads right now');
  await expectAccessible(page, 'my ticket');
  await shootAtWidths(page, 'ticket-mine');
});
