import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { artifact, chooseLanguage, expect, shootAtWidths, signIn, test } from './fixtures.ts';

/** The API as the signed-in moderator: what another moderator would do in another tab. */
async function asModerator(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('auth'));
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await page.request.get('/api/check-token', { headers })).json()).data;
  const workspaceId = me.workspaces.find(
    (w: { workspaceTitle: string }) => w.workspaceTitle === 'Slovo Demo School',
  ).workspaceId as number;
  return { headers, workspaceId };
}

/** Types into the editor with the toolbar: a bold word, a bulleted item and a link. */
async function writeFormatted(page: Page, words: string) {
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(words);
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' daily.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Video');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  const address = page.getByPlaceholder('https://example.com/');
  await address.fill('https://example.org/video');
  await address.press('Enter');
  await expect(editor.locator('strong')).toHaveText(words);
  await expect(editor.locator('ul a')).toHaveAttribute('href', 'https://example.org/video');
}

test('a moderator writes a complex and a program, and a program deleted elsewhere says so', async ({
  page,
}) => {
  const stamp = Date.now();
  const complexName = `Breathing ${stamp}`;
  const programName = `Sound L ${stamp}`;
  await signIn(page, 'moderator');

  // The complexes, from the side navigation; the demo's two are there.
  await page.getByRole('link', { name: 'Exercise complexes' }).first().click();
  await expect(page.getByTestId('complexes-page')).toBeVisible();
  await expect(page.getByTestId('complexes-page')).toContainText('Articulation warm-up');

  // A complex a program includes is not deleted: the refusal names the programs, once.
  const warmUp = page.locator('[data-testid^="program-row-"]', {
    hasText: 'Articulation warm-up',
  });
  await warmUp.locator('[data-testid^="program-menu-"]').click();
  await page.getByTestId('program-action-delete').click();
  await page.getByTestId('program-delete-confirm').click();
  await expect(page.getByTestId('program-delete-refused')).toContainText(
    'Recommended programs include this complex: Sound R: setting and automation',
  );

  await page.getByTestId('program-create').click();
  await expect(page.getByTestId('create-complexes-page')).toBeVisible();
  await page.getByTestId('program-name').fill(complexName);
  await writeFormatted(page, 'Blow a feather');
  await page.getByTestId('program-save').click();
  await expect(page.getByTestId('edit-complexes-page')).toBeVisible();
  const complexPreview = page.getByTestId('program-preview');
  await expect(complexPreview.locator('strong')).toHaveText('Blow a feather');
  await expect(complexPreview.getByRole('link', { name: 'Video' })).toHaveAttribute(
    'href',
    'https://example.org/video',
  );

  // A program with formatted text and the new complex.
  await page.getByRole('link', { name: 'Recommended programs' }).first().click();
  await expect(page.getByTestId('programs-page')).toContainText('Sound R: setting and automation');
  await page.getByTestId('program-create').click();
  await page.getByTestId('program-name').fill(programName);
  await writeFormatted(page, 'Tongue up');
  await page.getByTestId('program-complexes').fill(`${stamp}`);
  await page.getByRole('option', { name: complexName }).click();
  await page.getByTestId('program-save').click();
  await expect(page.getByTestId('edit-programs-page')).toBeVisible();
  await expect(page.getByTestId('program-complexes')).toBeVisible();
  await expectAccessible(page, 'recommended program');

  // The list finds it by a part of its name.
  await page.getByTestId('program-back').click();
  await page.getByTestId('programs-search').fill(`L ${stamp}`);
  const row = page.locator('[data-testid^="program-row-"]', { hasText: programName });
  await expect(row).toBeVisible();
  await expect(row).toContainText('1 complex');
  await expect(page.locator('[data-testid^="program-row-"]')).toHaveCount(1);
  await row.locator('[data-testid^="program-open-"]').click();
  await expect(page.getByTestId('edit-programs-page')).toBeVisible();
  const programId = Number(page.url().split('/').pop());

  // Another moderator deletes it meanwhile: the save says to refresh or ask the administrator.
  const api = await asModerator(page);
  const removed = await page.request.delete(
    `/api/recommended-programs/${programId}?workspace_id=${api.workspaceId}`,
    { headers: api.headers },
  );
  expect(removed.ok()).toBe(true);
  await page.getByTestId('program-name').fill(`${programName} v2`);
  await page.getByTestId('program-save').click();
  await expect(page.getByTestId('refused-save-note')).toContainText(
    'Refresh the page or contact the administrator',
  );
  await page.reload();
  await expect(page.getByTestId('program-not-found')).toContainText(
    'The recommended program was not found',
  );
  await shootAtWidths(page, 'program-deleted-en');

  // The screens in both languages, at desktop and phone width.
  await page.goto('/recommended-programs');
  await expect(page.getByTestId('programs-loading')).toHaveCount(0);
  await shootAtWidths(page, 'programs-list-en');
  await page.goto('/exercise-complexes');
  await page
    .locator('[data-testid^="program-row-"]', { hasText: complexName })
    .locator('[data-testid^="program-open-"]')
    .click();
  await expect(page.getByTestId('program-preview')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
  await shootAtWidths(page, 'complex-edit-en');

  await chooseLanguage(page, 'uk');
  await expect(page.getByRole('textbox', { name: 'Зміст' })).toBeVisible();
  await shootAtWidths(page, 'complex-edit-uk');
  await page.goto('/recommended-programs');
  await expect(page.getByTestId('programs-page')).toContainText('Рекомендовані програми');
  await expect(page.getByTestId('programs-loading')).toHaveCount(0);
  await shootAtWidths(page, 'programs-list-uk');
});

test("Марко's demo card shows the program chosen from the list beside the note", async ({
  page,
}) => {
  await signIn(page, 'diagnostician');
  const token = await page.evaluate(() => localStorage.getItem('auth'));
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await page.request.get('/api/check-token', { headers })).json()).data;
  const workspaceId = me.workspaces[0].workspaceId;
  const students = (
    await (
      await page.request.get(`/api/clients/diagnostic-cards/students?workspace_id=${workspaceId}`, {
        headers,
      })
    ).json()
  ).data;
  const marko = students.find((s: { child_name: string }) => s.child_name === 'Марко');
  await page.goto(`/manage-client-dc/${marko.cards[0].id}`);
  const choice = page.getByTestId('card-program-choice');
  await expect(choice).toHaveValue('Sound R: setting and automation');
  await expect(page.getByTestId('card-program')).toHaveValue(/warm-up/);
  await choice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifact('card-program-choice-en') });
});
