import { artifact, expect, signIn, test } from './fixtures.ts';

test('a refused save brings the author to the first field in error and says so by the button pressed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, 'author');
  await page.goto('/create-exercise-author');
  await expect(page.getByTestId('exercise-form')).toBeVisible();

  // Only a title below the fold's start: the buttons are a long scroll away from the rest.
  await page.getByTestId('exercise-title').fill('Sound R warm-up');
  const send = page.getByTestId('send-to-moderation');
  await send.scrollIntoViewIfNeeded();
  await send.click();

  // The first field in error (the category) has the cursor and is on screen...
  const category = page.getByTestId('exercise-category');
  await expect(category).toBeFocused();
  await expect(category).toBeInViewport();
  await expect(category).toHaveAttribute('aria-invalid', 'true');
  // ...and the note by the buttons counts what is left, once, with no notification on top.
  const note = page.getByTestId('refused-save-note');
  await expect(note).toHaveText('Not saved: 3 fields need attention (marked in red).');
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await page.screenshot({ path: artifact('refused-save-en') });
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifact('refused-save-note-en') });
});
