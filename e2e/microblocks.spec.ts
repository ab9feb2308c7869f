import type { Browser, Page } from '@playwright/test';
import { buildDeck, writeTempFile } from '../apps/server/test/pptx-fixtures.ts';
import { artifact, chooseLanguage, expect, signIn, test } from './fixtures.ts';

const TITLE = `Rocket launch ${Date.now().toString(36)}`;
const STATUS = { accepted: 1, declined: 2, moderation: 3 } as const;

/** A second person in a browser of their own. */
async function openAs(browser: Browser, role: 'author' | 'moderator'): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL ?? '' });
  const page = await context.newPage();
  await signIn(page, role);
  return page;
}

/** Opens a list tab and the microblock's row in it. */
async function findRow(page: Page, listPath: string, status: number) {
  await page.goto(listPath);
  await page.getByTestId(`exercise-tab-${status}`).click();
  await page.getByTestId('exercises-search').fill(TITLE);
  const row = page.locator('[data-testid^="exercise-row-"]', { hasText: TITLE });
  await expect(row).toHaveAttribute('data-status', String(status));
  return row;
}

async function openForModeration(moderator: Page) {
  const row = await findRow(moderator, '/moderator-list', STATUS.moderation);
  await row.locator('[data-testid^="exercise-open-"]').click();
  await expect(moderator.getByTestId('moderate-page')).toBeVisible();
}

test('an author files a deck, a moderator declines it, the author fixes it and it is accepted with its slides', async ({
  page,
  browser,
}) => {
  const deckPath = await writeTempFile(
    await buildDeck({
      slides: [
        {
          title: 'Ready, steady',
          text: 'Say rrr like a rocket engine',
          notes: 'Model it first',
          audio: true,
        },
        { title: 'Count down', text: 'three, two, one', background: 'E3F2FD' },
        { title: 'Lift-off', text: 'rrr-rocket!' },
      ],
    }),
  );

  // The author creates the microblock and sends it to moderation.
  await signIn(page, 'author');
  await expect(page).toHaveURL(/\/exercises$/);
  await page.getByTestId('create-exercise').click();
  await expect(page.getByTestId('exercise-form')).toBeVisible();
  await page.getByTestId('exercise-title').fill(TITLE);
  await page.getByTestId('exercise-category').click();
  await page.getByRole('option', { name: 'Sound R', exact: true }).click();
  await page.getByTestId('exercise-tags').fill('rocket');
  await page.getByTestId('exercise-tags').press('Enter');
  await expect(page.getByTestId('exercise-tag-pill')).toContainText('rocket');
  await page.getByTestId('exercise-instruction').fill('Count down together, then roar.');
  await page.getByTestId('presentation-input').setInputFiles(deckPath);
  await expect(page.getByTestId('presentation-info')).toContainText('3');
  await page.screenshot({ path: artifact('exercise-create-en'), fullPage: true });
  await page.getByTestId('send-to-moderation').click();
  await expect(page).toHaveURL(/\/exercises$/);

  // The moderator cannot decline without a comment, then declines with one.
  const moderator = await openAs(browser, 'moderator');
  await openForModeration(moderator);
  await expect(moderator.getByTestId('slide-viewer')).toBeVisible();
  await moderator.screenshot({ path: artifact('exercise-moderate-en'), fullPage: true });
  await moderator.getByTestId('decision-status').selectOption(String(STATUS.declined));
  await moderator.getByTestId('decision-save').click();
  await expect(moderator.getByTestId('decision-panel')).toContainText(/comment/i);
  await moderator.getByTestId('decision-comment').fill('Add a picture of a rocket on slide 2.');
  await moderator.getByTestId('decision-save').click();
  await expect(moderator).toHaveURL(/\/moderator-list$/);

  // The author sees the decline and its comment, fixes the microblock and sends it again.
  const declined = await findRow(page, '/exercises', STATUS.declined);
  await declined.locator('[data-testid^="exercise-open-"]').click();
  await expect(page.getByTestId('decline-comment-banner')).toContainText(
    'Add a picture of a rocket on slide 2.',
  );
  await page.screenshot({ path: artifact('exercise-declined-en'), fullPage: true });
  await page.getByTestId('exercise-description').fill('Now with a rocket picture.');
  await page.getByTestId('send-to-moderation').click();
  await expect(page).toHaveURL(/\/exercises$/);

  // The moderator accepts it; the history shows every step.
  await openForModeration(moderator);
  await expect(moderator.getByTestId('history-row')).toHaveCount(3);
  await moderator.getByTestId('decision-status').selectOption(String(STATUS.accepted));
  await moderator.getByTestId('decision-save').click();
  await expect(moderator).toHaveURL(/\/moderator-list$/);

  // It shows under accepted with slides rendered by LibreOffice, audio on the first slide.
  const accepted = await findRow(page, '/exercises', STATUS.accepted);
  await page.screenshot({ path: artifact('exercises-accepted-en'), fullPage: true });
  await accepted.locator('[data-testid^="exercise-open-"]').click();
  await expect(page.getByTestId('shared-exercise-page')).toBeVisible();
  await expect(page.getByTestId('render-state')).toHaveAttribute('data-state', 'done', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('slide-current')).toHaveAttribute('data-index', '1');
  await expect(page.getByTestId('slide-audio')).toHaveCount(1);
  await page.getByTestId('slide-viewer').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('slide-current')).toHaveAttribute('data-index', '2');
  await expect(page.locator('[data-testid="slide-current"] img')).toHaveJSProperty(
    'complete',
    true,
  );
  await page.screenshot({ path: artifact('exercise-shared-en'), fullPage: true });
  await moderator.context().close();
});

test('likes and dislikes follow the spec and persist', async ({ page }) => {
  await signIn(page, 'author');
  await page.goto('/public-exercises');
  const card = page.locator('[data-testid^="exercise-row-"]', { hasText: 'Тигр гарчить' });
  await expect(card).toBeVisible();
  const id = (await card.getAttribute('data-testid'))?.replace('exercise-row-', '');
  const likes = page.getByTestId(`likes-count-${id}`);
  const dislikes = page.getByTestId(`dislikes-count-${id}`);
  const before = Number(await likes.textContent());

  await page.getByTestId(`like-${id}`).click();
  await expect(likes).toHaveText(String(before + 1));
  await page.getByTestId(`dislike-${id}`).click();
  await expect(likes).toHaveText(String(before));
  await expect(dislikes).toHaveText('1');
  await page.reload();
  await expect(page.getByTestId(`dislikes-count-${id}`)).toHaveText('1');
  await page.getByTestId(`dislike-${id}`).click();
  await expect(page.getByTestId(`dislikes-count-${id}`)).toHaveText('0');
  await page.screenshot({ path: artifact('public-exercises-en'), fullPage: true });
});

test('the microblock screens fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'author');
  await expect(page.getByTestId('exercises-page')).toBeVisible();
  await page.screenshot({ path: artifact('exercises-mobile'), fullPage: true });
  await page.goto('/create-exercise-author');
  await expect(page.getByTestId('exercise-form')).toBeVisible();
  await page.screenshot({ path: artifact('exercise-create-mobile'), fullPage: true });
  await page.goto('/public-exercises');
  const card = page.locator('[data-testid^="exercise-row-"]', { hasText: 'Животные фермы' });
  await card.locator('[data-testid^="exercise-open-"]').click();
  await expect(page.getByTestId('slide-viewer')).toBeVisible();
  await page.screenshot({ path: artifact('exercise-shared-mobile'), fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('moderator screens in Ukrainian: the list with stats, a new request, auto-moderation', async ({
  page,
}) => {
  await signIn(page, 'moderator');
  // The language belongs to the account: chosen in the app, and given back at the end.
  await chooseLanguage(page, 'uk');
  await page.goto('/moderator-list');
  await expect(page.getByTestId('moderator-list-page')).toContainText('Модерація');
  await expect(page.getByTestId('exercise-stats')).toBeVisible();
  await page.screenshot({ path: artifact('moderator-list-uk'), fullPage: true });

  // A sound's drill as a therapist types it, too short for a trigram, finds the deck that has it.
  await page.getByTestId(`exercise-tab-${STATUS.accepted}`).click();
  await page.getByTestId('exercises-search').fill('р-р');
  const rows = page.locator('[data-testid^="exercise-row-"]');
  await expect(rows.filter({ hasText: 'Тигр гарчить: звук Р' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Животные фермы' })).toHaveCount(0);
  await page.screenshot({ path: artifact('moderator-list-drill-term-uk'), fullPage: true });

  await page.getByTestId('exercise-tab-requests').click();
  await page.getByTestId('request-create').click();
  await page.getByTestId('request-description').fill('Звук Ш: змія і потяг');
  await page.getByTestId('request-submit').click();
  // Spec 5: a request without interests is refused with the server's message.
  await expect(page.getByTestId('request-modal')).toContainText('Оберіть хоча б один інтерес');
  await page.screenshot({ path: artifact('request-modal-uk'), fullPage: true });

  await page.goto('/auto-moderation');
  await expect(page.getByTestId('auto-moderation-page')).toBeVisible();
  await page.screenshot({ path: artifact('auto-moderation-uk'), fullPage: true });
});
