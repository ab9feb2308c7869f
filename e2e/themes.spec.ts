import { buildPng } from '../apps/server/test/images.ts';
import { writeTempFile } from '../apps/server/test/pptx-fixtures.ts';
import { artifact, expect, signIn, test } from './fixtures.ts';
import { topRunId, waitForNewestRun } from './generation-runs.ts';

const THEME = `Pirates ${Date.now().toString(36)}`;

async function drawPng(colour: string, width: number, height: number): Promise<string> {
  return writeTempFile(await buildPng(colour, width, height), 'png');
}

test('root uploads assets, a moderator builds a theme, generates, watches progress and previews a version', async ({
  page,
  browser,
}) => {
  // Root fills the asset library: a background and a character.
  await signIn(page, 'root');
  await page.goto('/manage-assets');
  await expect(page.getByTestId('assets-page')).toBeVisible();
  for (const [type, name, file] of [
    ['background', `${THEME} sea`, await drawPng('#1e88e5', 640, 360)],
    ['character', `${THEME} parrot`, await drawPng('#e53935', 120, 200)],
  ] as const) {
    await page.getByTestId(`assets-tab-${type}`).click();
    await page.getByTestId('asset-upload').click();
    await page.getByTestId('asset-upload-input').setInputFiles(file);
    await page.getByTestId('asset-upload-name').fill(name);
    await page.getByTestId('asset-upload-submit').click();
    await expect(page.locator('[data-testid^="asset-card-"]', { hasText: name })).toBeVisible();
  }
  await page.screenshot({ path: artifact('manage-assets-en'), fullPage: true });

  // The moderator creates the theme, gives it the assets and marks it ready.
  const moderatorContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL ?? '',
  });
  const moderator = await moderatorContext.newPage();
  await signIn(moderator, 'moderator');
  await moderator.goto('/themes');
  await moderator.getByTestId('theme-create').click();
  await moderator.getByTestId('theme-name').fill(THEME);
  await moderator.getByTestId('theme-min-age').fill('9');
  await moderator.getByTestId('theme-max-age').fill('5');
  await moderator.getByTestId('theme-save').click();
  await expect(moderator.getByTestId('theme-form')).toContainText(
    'Age "from" cannot exceed age "to"',
  );
  await moderator.getByTestId('theme-min-age').fill('4');
  await moderator.getByTestId('theme-max-age').fill('10');
  await moderator.getByTestId('theme-save').click();
  const row = moderator.locator('[data-testid^="theme-row-"]', { hasText: THEME });
  await expect(row).toBeVisible();
  const themeId = (await row.getAttribute('data-testid'))?.replace('theme-row-', '') ?? '';
  await moderator.screenshot({ path: artifact('themes-en'), fullPage: true });

  await moderator.getByTestId(`theme-assets-link-${themeId}`).click();
  await expect(moderator.getByTestId('theme-assets-page')).toBeVisible();
  for (const name of [`${THEME} sea`, `${THEME} parrot`]) {
    await moderator.locator('[data-testid^="asset-tile-"]', { hasText: name }).click();
  }
  await moderator.getByTestId('theme-assets-save').click();
  await moderator.screenshot({ path: artifact('theme-assets-en'), fullPage: true });
  await moderator.goto('/themes');
  // The switch track lies over its input, as in any Mantine switch. It saves at once: the
  // run below must not start before the theme is ready.
  const savedReady = moderator.waitForResponse(
    (response) => response.url().endsWith('/api/themes/toggle-ready') && response.ok(),
  );
  await moderator.getByTestId(`theme-ready-${themeId}`).check({ force: true });
  await savedReady;

  // Generation for this theme: progress until done, then the list and a preview.
  await moderator.goto('/auto-generation');
  await expect(moderator.getByTestId('auto-generation-page')).toBeVisible();
  const previousTop = await topRunId(moderator);
  await moderator.getByTestId(`theme-generate-${themeId}`).click();
  await waitForNewestRun(moderator, previousTop);
  await moderator.screenshot({ path: artifact('auto-generation-en'), fullPage: true });

  await moderator.goto(`/generated-list/${themeId}`);
  const card = moderator.locator('[data-testid^="generated-card-"]').first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(moderator.getByTestId('generated-preview')).toBeVisible();
  await expect(moderator.getByTestId('render-state')).toHaveAttribute('data-state', 'done', {
    timeout: 90_000,
  });
  await moderator.screenshot({ path: artifact('generated-preview-en'), fullPage: true });
  await moderatorContext.close();
});
