import fs from 'node:fs';
import { extractPdfText } from '../apps/server/test/pdf-text.ts';
import { expectAccessible } from './accessibility.ts';
import { expect, shootAtWidths, signIn, test } from './fixtures.ts';

test('a manager makes an act, finds it, opens its bilingual PDF and voids it', async ({ page }) => {
  const stamp = String(Date.now()).slice(-6);
  const contract = `E2E-${stamp}`;
  await signIn(page, 'manager');

  await page.getByRole('link', { name: 'Acts' }).first().click();
  await expect(page.getByTestId('acts-page')).toBeVisible();
  await page.getByTestId('act-create').click();
  await expect(page.getByTestId('create-act-page')).toBeVisible();
  await expectAccessible(page, 'create act');

  // Saving empty names every missing field; nothing is made.
  await page.getByTestId('act-save').click();
  await expect(page.getByTestId('act-amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('act-performer-name-uk')).toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('act-type').getByText('Presentation').click();
  await expect(page.getByRole('radio', { name: 'Presentation' })).toBeChecked();
  await page.getByTestId('act-amount').fill('1234.50');
  await expect(page.getByTestId('act-amount-words')).toContainText(
    'одна тисяча двісті тридцять чотири гривні 50 копійок',
  );
  await expect(page.getByTestId('act-amount-words')).toContainText(
    'one thousand two hundred thirty-four hryvnias 50 kopiykas',
  );
  await page.getByTestId('act-contract-number').fill(contract);
  await page.getByTestId('act-contract-date').click();
  await page.locator('table button:not([data-outside]):not([disabled])').first().click();
  await page.getByTestId('act-content-url').fill('https://example.com/deck/7');
  await page.getByTestId('act-performer-name-uk').fill('Коваленко Ірина Олегівна');
  await page.getByTestId('act-performer-name-en').fill('Iryna Kovalenko');
  await page.getByTestId('act-performer-address-uk').fill('м. Львів, вул. Зелена, 12');
  await page.getByTestId('act-performer-address-en').fill('12 Zelena St., Lviv');
  await page.getByTestId('act-passport').fill('KB654321');
  await page.getByTestId('act-tax-id').fill('2987654321');
  await shootAtWidths(page, 'acts-create');
  await page.getByTestId('act-save').click();

  // Back at the list: the new act, found by its contract.
  await expect(page.getByTestId('acts-page')).toBeVisible();
  await page.getByTestId('acts-search').fill(contract);
  const row = page.locator('[data-testid^="act-row-"]', { hasText: contract });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Коваленко Ірина Олегівна');
  await expect(row).toContainText('Presentation');
  await shootAtWidths(page, 'acts-list');
  await expectAccessible(page, 'acts');

  // The PDF: both languages side by side, the amount in words, the number of its year.
  const number = (await row.textContent())?.match(/No\. (\d+\/\d{4})/)?.[1];
  expect(number).toBeTruthy();
  const downloaded = page.waitForEvent('download');
  await row.locator('[data-testid^="act-pdf-"]').click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^Акт \d+-\d{4}\.pdf$/);
  const text = await extractPdfText(fs.readFileSync((await download.path()) as string));
  expect(text).toContain(`АКТ № ${number}`);
  expect(text).toContain(`ACT No. ${number}`);
  expect(text).toContain('одна тисяча двісті тридцять чотири гривні 50 копійок');
  expect(text).toContain('one thousand two hundred thirty-four hryvnias 50 kopiykas');
  expect(text).toContain('Iryna Kovalenko');

  // Void: it stays listed, marked, and keeps its number.
  await row.locator('[data-testid^="act-menu-"]').click();
  await page.getByTestId('act-action-void').click();
  await page.getByTestId('act-void-confirm').click();
  await expect(row.locator('[data-testid^="act-void-"]')).toBeVisible();
  await expect(row).toContainText(`No. ${number}`);
});
