import type { Locator, Page } from '@playwright/test';
import { artifact, expect, PHONE, signIn, test } from './fixtures.ts';

// A phone held upright, touched rather than clicked: its browser widens the page to fit anything
// that sticks out, which a desktop window of the same width does not.
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

type Watched = Window & { widestPage?: number };

/**
 * Notes, from now on, the widest the page gets on any frame: a list that sticks out for a single
 * frame is enough for the browser to widen the page and shift it sideways.
 */
async function watchPageWidth(page: Page) {
  await page.evaluate(() => {
    const watched = window as Watched;
    watched.widestPage = 0;
    const measure = () => {
      const width = Math.max(document.documentElement.scrollWidth, window.innerWidth);
      watched.widestPage = Math.max(watched.widestPage ?? 0, width);
      requestAnimationFrame(measure);
    };
    measure();
  });
}

const widestPage = (page: Page) => page.evaluate(() => (window as Watched).widestPage ?? 0);

/** The list opened without widening the page, sits inside the screen, and stays open. */
async function expectListOnScreen(page: Page, list: Locator) {
  await expect(list).toBeVisible();
  // Two frames: the list has been drawn and placed again since it appeared.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(await widestPage(page), 'the widest the page got').toBeLessThanOrEqual(PHONE.width);
  const box = await list.boundingBox();
  expect(box, 'the list is still open').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
}

test('on a touch phone every list of the new student dialog opens on screen and takes a tapped choice', async ({
  page,
}) => {
  await signIn(page, 'teacher');
  await page.goto('/clients');
  await page.getByTestId('client-create').tap();
  const dialog = page.getByTestId('client-form-modal');
  const form = page.getByTestId('client-form');
  await expect(form).toBeVisible();
  await watchPageWidth(page);

  // Several choices: the options picked go into the field as pills, the list stays open for more.
  for (const name of ['qualifications', 'interest_ids']) {
    const field = page.getByTestId(`client-field-${name}`);
    await field.tap();
    const list = page.getByRole('listbox');
    await expectListOnScreen(page, list);
    const option = list.getByRole('option').first();
    const label = (await option.textContent()) ?? '';
    await option.tap();
    const root = form.locator('.mantine-MultiSelect-root', { has: field });
    await expect(root.locator('.mantine-Pill-label', { hasText: label })).toBeVisible();
    // Tapping the dialog's title, outside the list, closes it.
    await dialog.locator('.mantine-Modal-title').tap();
    await expect(page.getByRole('listbox')).toHaveCount(0);
  }

  // One choice: the option tapped becomes the field's text and the list closes.
  for (const name of ['language', 'time_zone', 'teacher_id']) {
    const field = page.getByTestId(`client-field-${name}`);
    await field.tap();
    const list = page.getByRole('listbox');
    await expectListOnScreen(page, list);
    const option = list.getByRole('option', { selected: false }).first();
    const label = ((await option.textContent()) ?? '').trim();
    await option.tap();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(field).toHaveValue(label);
  }

  await page.screenshot({ path: artifact('client-form-phone-touch') });
  expect(await widestPage(page)).toBeLessThanOrEqual(PHONE.width);
});
