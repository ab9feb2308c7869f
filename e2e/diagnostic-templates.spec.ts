import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { artifact, chooseLanguage, expect, shootAtWidths, signIn, test } from './fixtures.ts';
import { expectNothingCut } from './overflow.ts';

async function chooseOption(page: Page, select: ReturnType<Page['getByTestId']>, name: string) {
  await select.click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** Nothing cut from phone to desktop, then the screen at desktop and phone width. */
async function shoot(page: Page, name: string) {
  await expectNothingCut(page, name);
  await shootAtWidths(page, name);
}

test('a moderator builds a diagnostic card template, previews it, copies and archives it', async ({
  page,
}) => {
  const title = `Sound examination ${Date.now()}`;
  await signIn(page, 'moderator');
  await page.goto('/diagnostic-cards');
  await expect(page.getByTestId('diagnostic-cards-page')).toBeVisible();
  await expect(page.getByTestId('diagnostics-loading')).toHaveCount(0);
  await expectAccessible(page, 'diagnostic cards');
  await shoot(page, 'diagnostic-cards-en');

  // The demo template, with every answer type, opens in the builder and in the preview.
  const demo = page
    .locator('[data-testid^="diagnostic-row-"]')
    .filter({ hasText: 'Speech sound examination' });
  await demo.locator('[data-testid^="diagnostic-open-"]').click();
  await expect(page.getByTestId('edit-diagnostic-card-page')).toBeVisible();
  await expect(page.getByTestId('diagnostic-preview')).toBeVisible();
  await page.getByTestId('diagnostic-preview').click();
  await expect(page.getByTestId('preview-diagnostic-card-page')).toBeVisible();
  await shoot(page, 'diagnostic-demo-preview-en');
  await page.goto('/diagnostic-cards');

  await page.getByTestId('diagnostic-create').click();
  await expect(page.getByTestId('create-diagnostic-card-page')).toBeVisible();
  await page.getByTestId('diagnostic-title').fill(title);
  await page.getByTestId('diagnostic-description').fill('Sounds in syllables and words.');

  // Block 1: a scale with a background, then a table of scales.
  const block = page.getByTestId('block-0');
  await block.getByTestId('block-title').fill('Pronunciation');
  const scaleQuestion = block.getByTestId('question-0');
  await scaleQuestion.getByTestId('question-text').fill('How is the sound R pronounced?');
  await chooseOption(page, scaleQuestion.getByTestId('question-type'), 'Scale');
  await scaleQuestion.getByTestId('scale-end-label').fill('correct');
  await scaleQuestion.getByTestId('scale-zones-add').click();

  await block.getByTestId('question-add').click();
  const tableQuestion = block.getByTestId('question-1');
  await tableQuestion.getByTestId('question-text').fill('Sounds in positions');
  await chooseOption(page, tableQuestion.getByTestId('question-type'), 'Table of scales');
  await tableQuestion.getByTestId('table-rows').getByTestId('table-line').fill('S');
  await tableQuestion.getByTestId('table-columns').getByTestId('table-line').fill('In words');

  // The table goes first by its drag handle, as a hand would move it.
  const handle = block.locator('[data-testid$="-drag-1"]');
  const target = block.getByTestId('question-0');
  await handle.hover();
  await page.mouse.down();
  const box = await target.boundingBox();
  if (!box) throw new Error('The first question is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 10, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 15 });
  await page.mouse.up();
  await expect(block.getByTestId('question-0').getByTestId('question-text')).toHaveValue(
    'Sounds in positions',
  );
  await expect(block.getByTestId('question-1').getByTestId('question-text')).toHaveValue(
    'How is the sound R pronounced?',
  );

  // Block 2: their sum.
  await page.getByTestId('diagnostic-add-computed').click();
  const computed = page.getByTestId('block-1');
  await computed.getByTestId('block-title').fill('Total');
  await computed.getByTestId('computed-add-source').click();
  await computed.getByTestId('computed-add-source').click();
  await expect(computed.getByTestId('computed-source')).toHaveCount(2);

  // Block 3: a conversation with the four other answer types.
  await page.getByTestId('diagnostic-add-block').click();
  const talk = page.getByTestId('block-2');
  await talk.getByTestId('block-title').fill('Conversation');
  const questions = [
    { text: 'Complaints', type: 'Short answer', variants: [] },
    { text: 'Development history', type: 'Long answer', variants: [] },
    { text: 'Hearing', type: 'One variant', variants: ['normal', 'reduced'] },
    { text: 'Breathing', type: 'Several variants', variants: ['shallow', 'through the mouth'] },
  ];
  for (const [index, question] of questions.entries()) {
    if (index > 0) await talk.getByTestId('question-add').click();
    const card = talk.getByTestId(`question-${index}`);
    await card.getByTestId('question-text').fill(question.text);
    await chooseOption(page, card.getByTestId('question-type'), question.type);
    const labels = card.getByTestId('variant-label');
    for (const [at, label] of question.variants.entries()) {
      if (at >= (await labels.count())) await card.getByTestId('variant-add').click();
      await labels.nth(at).fill(label);
    }
  }

  // The background has no name yet: the save is refused at that field (the scale is second now).
  const movedScale = block.getByTestId('question-1');
  await page.getByTestId('diagnostic-save').click();
  await expect(page.getByTestId('refused-save-note')).toBeVisible();
  const zoneName = movedScale.getByTestId('zone-name');
  await expect(zoneName).toHaveAttribute('aria-invalid', 'true');
  await expect(movedScale).toContainText('The background name is required');
  await expect(zoneName).toBeFocused();
  await page.screenshot({ path: artifact('diagnostic-builder-refused-en'), fullPage: true });
  await zoneName.fill('norm');
  await expect(movedScale).not.toContainText('The background name is required');

  await page.getByTestId('diagnostic-save').click();
  await expect(page.getByTestId('edit-diagnostic-card-page')).toBeVisible();
  await expect(page).toHaveURL(/\/edit-diagnostic-card\/\d+$/);
  await expectAccessible(page, 'diagnostic builder');
  await shoot(page, 'diagnostic-builder-en');

  await page.getByTestId('diagnostic-preview').click();
  await expect(page.getByTestId('preview-diagnostic-card-page')).toBeVisible();
  const score = page.getByTestId('score-value');
  await expect(score).toHaveText('—');
  await page.getByRole('slider').first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(score).toHaveText('2');
  await page.getByTestId('table-answer').getByRole('textbox').first().fill('3');
  await expect(score).toHaveText('5');
  // The conversation's answers, each in its own kind of field.
  await page.getByRole('radio', { name: 'reduced' }).check();
  await page.getByRole('checkbox', { name: 'shallow' }).check();
  await page.getByRole('checkbox', { name: 'through the mouth' }).check();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(page.getByRole('radio', { name: 'normal' })).not.toBeChecked();
  await expectAccessible(page, 'diagnostic preview');
  await shoot(page, 'diagnostic-preview-en');

  await chooseLanguage(page, 'uk');
  await shoot(page, 'diagnostic-preview-uk');
  await page.getByTestId('preview-edit').click();
  await expect(page.getByTestId('diagnostic-builder')).toBeVisible();
  await shoot(page, 'diagnostic-builder-uk');
  await page.goto('/diagnostic-cards');
  await expect(page.getByTestId('diagnostics-loading')).toHaveCount(0);
  await shoot(page, 'diagnostic-cards-uk');
  await chooseLanguage(page, 'en');

  // Copy, then archive the copy: it leaves the active list for the archived one.
  await page.getByTestId('diagnostics-search').fill(title);
  const rows = page.locator('[data-testid^="diagnostic-row-"]');
  await expect(rows).toHaveCount(1);
  await page.locator('[data-testid^="diagnostic-menu-"]').first().click();
  await page.getByTestId('diagnostic-action-copy').click();
  await expect(rows).toHaveCount(2);
  const copy = rows.filter({ hasText: `${title} (copy)` });
  await copy.locator('[data-testid^="diagnostic-menu-"]').click();
  await page.getByTestId('diagnostic-action-archive').click();
  await expect(rows).toHaveCount(1);
  await page.getByTestId('diagnostics-status').getByText('Archived').click();
  await expect(rows.filter({ hasText: `${title} (copy)` })).toHaveCount(1);
  await page.screenshot({ path: artifact('diagnostic-cards-archived-en'), fullPage: true });
});
