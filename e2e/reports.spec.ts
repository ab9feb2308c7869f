import fs from 'node:fs';
import { LANGUAGES } from '@slovo/contracts';
import { expectAccessible } from './accessibility.ts';
import {
  artifact,
  chooseLanguage,
  expect,
  PHONE,
  resizeTo,
  shootAtWidths,
  signIn,
  test,
} from './fixtures.ts';
import { expectNothingCut } from './overflow.ts';

/** The common laptop, where the report's twelve columns are wider than their card. */
const LAPTOP = { width: 1366, height: 900 };

test('a moderator reads the library use report, filters it, excludes a lesson and includes it back, downloads the CSV', async ({
  page,
}) => {
  await signIn(page, 'moderator');

  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByTestId('reports-page')).toBeVisible();
  // The demo history has three lessons played in the last weeks, inside the default 90 days;
  // journeys before this one may have played more.
  const totals = page.getByTestId('report-totals');
  await expect(totals).toBeVisible();
  const totalLessons = page.getByTestId('report-total-lessons');
  await expect(totalLessons).toHaveText(/^\d+$/);
  const lessonsBefore = Number(await totalLessons.textContent());
  expect(lessonsBefore).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('report-chart')).toBeVisible();
  // The demo's oldest lesson was played before the player timed each microblock: its share of
  // the time is marked as estimated, and the note under the table says why.
  await expect(page.getByTestId('report-estimated-note')).toBeVisible();
  await expect(page.getByTestId('report-total-seconds').locator('[data-estimated]')).toBeVisible();
  const range = await page.evaluate(() => window.localStorage.getItem('reportRange'));
  expect(range).toBeNull();
  await shootAtWidths(page, 'reports');
  await expectAccessible(page, 'reports');

  // Filter by the first category: fewer (or as many) rows, every one of that category.
  const allRows = await page.locator('[data-testid^="report-row-"]').count();
  await page.getByTestId('report-filter-category').click();
  const category = page.getByRole('listbox').getByRole('option').first();
  const categoryName = (await category.textContent()) ?? '';
  await category.click();
  const rows = page.locator('[data-testid^="report-row-"]');
  await expect(rows.first()).toContainText(categoryName);
  expect(await rows.count()).toBeLessThanOrEqual(allRows);
  // Choosing it again clears the filter.
  await page.getByTestId('report-filter-category').click();
  await page.getByRole('listbox').getByRole('option', { name: categoryName }).click();
  await expect(rows).toHaveCount(allRows);

  // Sort by title, A to Z.
  await page.getByTestId('report-sort-title').click();
  await expect(page.getByTestId('report-sort-title').locator('xpath=..')).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Exclude one lesson of the first microblock: one lesson fewer in the totals, exactly.
  await rows.first().locator('[data-testid^="report-lessons-"]').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  const lesson = drawer.locator('[data-testid^="report-lesson-"]').first();
  // Every lesson has a name: its title, or "Lesson N" when it has none.
  await expect(lesson.locator('p').first()).toHaveText(/\S/);
  await drawer.screenshot({ path: artifact('reports-lessons-drawer') });
  await lesson.locator('[data-testid^="report-exclude-lesson-"]').click();
  await expect(totalLessons).toHaveText(String(lessonsBefore - 1));
  await page.keyboard.press('Escape');
  const exclusion = page.locator('[data-testid^="report-exclusion-lesson-"]');
  await expect(exclusion).toHaveCount(1);
  await shootAtWidths(page, 'reports-excluded');
  await expectNothingCut(page, 'reports with an exclusion');

  // And back in.
  await exclusion.locator('[data-testid^="report-include-"]').click();
  await expect(totalLessons).toHaveText(String(lessonsBefore));
  await expect(page.getByTestId('report-exclusions-empty')).toBeVisible();

  // The CSV holds what is shown: BOM, header, one line per row.
  const downloaded = page.waitForEvent('download');
  await page.getByTestId('report-export').click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(
    /^Microblock,Category,Author,Lessons,Plays,Seconds on slides,Of which estimated \(seconds\),/,
  );
  expect(lines).toHaveLength(allRows + 1);

  // A picked date is kept in reportRange.
  await page.getByTestId('report-start-date').click();
  await page
    .getByRole('dialog')
    .locator('table button:not([data-outside]):not([disabled])')
    .first()
    .click();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('reportRange')))
    .toMatch(/^\["\d{4}-\d{2}-\d{2}","\d{4}-\d{2}-\d{2}"\]$/);

  await chooseLanguage(page, 'uk');
  await expect(page.getByRole('heading', { name: 'Використання бібліотеки' })).toBeVisible();
  await shootAtWidths(page, 'reports-uk');
});

test('on a phone the report reads as cards that sort and exclude, in every language', async ({
  page,
}) => {
  await signIn(page, 'moderator');
  await resizeTo(page, PHONE);
  await page.goto('/reports');
  const cards = page.getByTestId('report-cards');
  await expect(cards).toBeVisible();
  await expect(page.getByTestId('report-table')).toHaveCount(0);
  const rows = page.locator('[data-testid^="report-row-"]');
  await expect(rows.first()).toBeVisible();
  // Every figure is on screen: the page is no wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expectAccessible(page, 'reports as cards');

  // Sorting by title asks for A to Z, and the direction button turns it round.
  const sorted = page.waitForResponse((r) =>
    /\/api\/reports\?.*sort=title&order=asc/.test(r.url()),
  );
  await page.getByTestId('report-sort-select').selectOption('title');
  await sorted;
  const turned = page.waitForResponse((r) =>
    /\/api\/reports\?.*sort=title&order=desc/.test(r.url()),
  );
  await page.getByTestId('report-sort-direction').click();
  await turned;
  await expect(page.getByTestId('report-sort-direction')).toHaveAttribute('data-order', 'desc');

  // A microblock is excluded from its card, and included back from the exclusions.
  const count = await rows.count();
  const first = rows.first();
  const id = ((await first.getAttribute('data-testid')) ?? '').replace('report-row-', '');
  await first.getByTestId(`report-exclude-${id}`).click();
  await expect(page.getByTestId(`report-row-${id}`)).toHaveCount(0);
  const exclusion = page.getByTestId(`report-exclusion-exercise-${id}`);
  await expect(exclusion).toBeVisible();
  await exclusion.getByTestId(`report-include-exercise-${id}`).click();
  await expect(rows).toHaveCount(count);

  for (const language of ['uk', 'ru', 'pl', 'en'] as const) {
    await chooseLanguage(page, language);
    await expect(page.getByTestId('report-sort-select')).toBeVisible();
    await page.screenshot({ path: artifact(`reports-cards-phone-${language}`), fullPage: true });
    if (language === 'ru' || language === 'pl') {
      await expectNothingCut(page, `reports in ${language}`);
      await resizeTo(page, PHONE);
    }
  }
});

test('on a laptop the wide report table shows that it scrolls and reaches its last column, in every language', async ({
  page,
}) => {
  await signIn(page, 'moderator');
  await resizeTo(page, LAPTOP);
  await page.goto('/reports');
  const frame = page.getByTestId('report-table-frame');
  const viewport = frame.locator('.mantine-ScrollArea-viewport');
  const lastFigure = page.getByTestId('report-sort-open_tickets');
  for (const language of LANGUAGES) {
    await chooseLanguage(page, language);
    await expect(page.getByTestId('report-table')).toBeVisible();
    await expect(lastFigure).toBeVisible();
    // The table scrolls inside its card, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      LAPTOP.width,
    );
    const isWider = await viewport.evaluate((node) => node.scrollWidth > node.clientWidth + 1);
    if (isWider) {
      // It says so: the scrollbar is drawn and the edge hiding columns is shaded.
      await expect(frame).toHaveAttribute('data-hidden-end', 'true');
      await expect(
        frame.locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]'),
      ).toBeVisible();
      await frame.screenshot({ path: artifact(`reports-table-laptop-${language}`) });
      await viewport.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
      await expect(frame).not.toHaveAttribute('data-hidden-end');
      await expect(frame).toHaveAttribute('data-hidden-start', 'true');
    }
    // Scrolled to its end, the last column of figures is whole inside the card.
    const column = await lastFigure.boundingBox();
    const card = await frame.boundingBox();
    expect((column?.x ?? 0) + (column?.width ?? 0)).toBeLessThanOrEqual(
      (card?.x ?? 0) + (card?.width ?? 0),
    );
    await viewport.evaluate((node) => node.scrollTo({ left: 0 }));
    await expect(frame).not.toHaveAttribute('data-hidden-start');
  }
});
