import type { Page } from '@playwright/test';
import { buildDeck, writeTempFile } from '../apps/server/test/pptx-fixtures.ts';
import { artifact, chooseLanguage, expect, signIn, test } from './fixtures.ts';
import { topRunId, waitForNewestRun } from './generation-runs.ts';

const TITLE = `Sea lion roars ${Date.now().toString(36)}`;
const STATUS = { accepted: 1, moderation: 3 } as const;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * A switch's track lies over its input, as in any Mantine switch. The switch shows its new state
 * once the save is under way, so it is clicked and then waited for.
 */
async function flip(page: Page, testId: string, isOn: boolean) {
  const input = page.getByTestId(testId);
  await input.click({ force: true });
  if (isOn) await expect(input).toBeChecked();
  else await expect(input).not.toBeChecked();
}

/** Screenshots of one screen at desktop and phone width; the page must not scroll sideways. */
async function shoot(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: artifact(`${name}-desktop`), fullPage: true });
  await page.setViewportSize(PHONE);
  // The side navigation slides away when the shell turns to its phone layout.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
  await expect(page.locator('.mantine-AppShell-navbar')).not.toBeInViewport();
  await page.screenshot({ path: artifact(`${name}-mobile`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

test('a moderator accepts a microblock, marks it ready on its page, a run themes it, and a run with nothing to do says why', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const deckPath = await writeTempFile(
    await buildDeck({
      slides: [
        { title: 'Arf arf', text: 'Roar like a sea lion' },
        { title: 'Splash', text: 'rrr-splash!' },
      ],
    }),
  );

  // The author files the microblock and sends it to moderation.
  await signIn(page, 'author');
  await page.getByTestId('create-exercise').click();
  await page.getByTestId('exercise-title').fill(TITLE);
  await page.getByTestId('exercise-category').click();
  await page.getByRole('option', { name: 'Sound R', exact: true }).click();
  await page.getByTestId('exercise-tags').fill('sea');
  await page.getByTestId('exercise-tags').press('Enter');
  await page.getByTestId('presentation-input').setInputFiles(deckPath);
  await expect(page.getByTestId('presentation-info')).toContainText('2');
  await page.getByTestId('send-to-moderation').click();
  await expect(page).toHaveURL(/\/exercises$/);

  // The moderator accepts it.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL ?? '' });
  const moderator = await context.newPage();
  await moderator.setViewportSize(DESKTOP);
  await signIn(moderator, 'moderator');
  await moderator.goto('/moderator-list');
  await moderator.getByTestId(`exercise-tab-${STATUS.moderation}`).click();
  await moderator.getByTestId('exercises-search').fill(TITLE);
  const row = moderator.locator('[data-testid^="exercise-row-"]', { hasText: TITLE });
  await row.locator('[data-testid^="exercise-open-"]').click();
  await moderator.getByTestId('decision-status').selectOption(String(STATUS.accepted));
  await moderator.getByTestId('decision-save').click();
  await expect(moderator).toHaveURL(/\/moderator-list$/);

  // Accepted, it is opened again and marked ready for generation with its own switch.
  await moderator.getByTestId(`exercise-tab-${STATUS.accepted}`).click();
  await moderator.getByTestId('exercises-search').fill(TITLE);
  const accepted = moderator.locator('[data-testid^="exercise-row-"]', { hasText: TITLE });
  await expect(accepted).toHaveAttribute('data-status', String(STATUS.accepted));
  const exerciseId = (await accepted.getAttribute('data-testid'))?.replace('exercise-row-', '');
  await accepted.locator('[data-testid^="exercise-open-"]').click();
  await expect(moderator.getByTestId('generation-flags')).toBeVisible();
  await flip(moderator, 'generation-flag-is_ready_for_generation', true);
  await expect(moderator.getByText(`“${TITLE}” is ready for generation`)).toHaveCount(1);
  await expect(moderator.getByTestId('generation-flag-is_ready_for_generation')).toBeChecked();
  await shoot(moderator, 'moderate-generation-flags-en');

  // A whole-project run makes its themed versions.
  await moderator.goto('/auto-generation');
  const beforeGenerate = await topRunId(moderator);
  await moderator.getByTestId('generate-all').click();
  const generated = await waitForNewestRun(moderator, beforeGenerate);
  expect(
    Number(await generated.locator('[data-testid^="run-progress-"]').getAttribute('data-done')),
  ).toBeGreaterThan(0);
  const themeRow = moderator
    .locator('[data-testid^="theme-row-"]', { hasText: 'Dinosaurs' })
    .first();
  const themeId = (await themeRow.getAttribute('data-testid'))?.replace('theme-row-', '');
  await moderator.goto(`/generated-list/${themeId}`);
  await expect(
    moderator.locator('[data-testid^="generated-card-"]', { hasText: TITLE }),
  ).toBeVisible();

  // Excluded now, it is what the next run of the interest passes over, and the report says so.
  await moderator.goto(`/moderate-exercise/${exerciseId}`);
  await flip(moderator, 'generation-flag-is_excluded_from_generation', true);
  await expect(moderator.getByText(`“${TITLE}” is excluded from generation`)).toHaveCount(1);
  await moderator.goto('/auto-generation');
  const beforeIdle = await topRunId(moderator);
  await moderator.getByTestId(`theme-only-new-${themeId}`).click();
  const idle = await waitForNewestRun(moderator, beforeIdle);
  const runId = (await idle.getAttribute('data-testid'))?.replace('run-row-', '');
  const skips = moderator.getByTestId(`run-skips-${runId}`);
  await expect(skips).toContainText('Nothing to make:');
  await expect(moderator.getByTestId(`run-skip-${runId}-excluded`)).toContainText(
    'excluded from generation',
  );
  await expect(moderator.getByTestId(`run-skip-${runId}-already_made`)).toBeVisible();
  await shoot(moderator, 'generation-skips-en');

  // The report survives a reload and its link lists exactly the excluded microblocks.
  await moderator.reload();
  await moderator.getByTestId(`run-skip-link-${runId}-excluded`).click();
  await expect(moderator).toHaveURL(/\/moderator-list\?skip_reason=excluded$/);
  await expect(moderator.getByTestId('skip-filter')).toContainText('Excluded from generation');
  await expect(moderator.locator('[data-testid^="exercise-row-"]')).toHaveCount(1);
  await expect(moderator.getByTestId(`exercise-row-${exerciseId}`)).toBeVisible();
  await shoot(moderator, 'moderator-list-skipped-en');

  // Included again in bulk from that list, nothing is skipped for this reason any more.
  await moderator.getByTestId(`exercise-select-${exerciseId}`).check();
  await moderator.getByTestId('bulk-flags').click();
  await moderator.getByTestId('bulk-flag-is_excluded_from_generation-off').click();
  await expect(moderator.getByText('Microblocks changed: 1')).toHaveCount(1);
  await expect(moderator.getByTestId('exercises-empty')).toContainText(
    'Nothing is skipped for this reason now',
  );

  // The same screens in Ukrainian.
  await chooseLanguage(moderator, 'uk');
  await moderator.goto('/auto-generation');
  await expect(moderator.getByTestId(`run-skip-${runId}-excluded`)).toContainText(
    'виключено з генерації',
  );
  await expect(moderator.getByTestId(`run-skips-${runId}`)).toContainText('Нічого створювати:');
  await shoot(moderator, 'generation-skips-uk');
  await moderator.goto(`/moderate-exercise/${exerciseId}`);
  await expect(moderator.getByTestId('generation-flags')).toContainText('Готовий до генерації');
  await shoot(moderator, 'moderate-generation-flags-uk');
  await moderator.goto('/moderator-list?skip_reason=not_ready');
  await expect(moderator.getByTestId('skip-filter')).toContainText('Не позначені готовими');
  await shoot(moderator, 'moderator-list-skipped-uk');
  await context.close();
});
