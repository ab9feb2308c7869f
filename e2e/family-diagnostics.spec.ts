import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import {
  artifact,
  chooseLanguage,
  DESKTOP,
  expect,
  openFamilyLink,
  PHONE,
  resizeTo,
  signIn,
  test,
} from './fixtures.ts';
import { expectFitsInEveryLanguage } from './overflow.ts';

/** The page in a language, at desktop and phone width; the charts have drawn before each. */
async function shoot(page: Page, name: string, language: 'uk' | 'en') {
  if ((await page.locator('html').getAttribute('lang')) !== language) {
    await chooseLanguage(page, language);
  }
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await resizeTo(page, viewport);
    for (const chart of await page.getByTestId('progress-series').all()) {
      await expect(chart.locator('svg .recharts-line-curve').first()).toBeVisible();
    }
    await page.screenshot({ path: artifact(`${name}-${language}-${size}`), fullPage: true });
  }
}

test('a teacher shares Марко’s card with the family, who read it and his progress signed out', async ({
  page,
  browser,
}) => {
  await signIn(page, 'teacher');
  await page.goto('/diagnostician-clients');
  await page.getByRole('link', { name: 'Марко' }).click();
  // His newest card first: the demo's second examination, today.
  await page.locator('[data-testid^="card-open-"]').first().click();
  const control = page.getByTestId('family-link');
  await expect(control).toBeVisible();

  // The demo card already has a link: turn it off, then make a new one.
  const demoUrl = await page.getByTestId('family-link-card-url').inputValue();
  await page.getByTestId('family-link-revoke').click();
  await page.getByTestId('family-link-revoke-confirm').click();
  await expect(page.getByTestId('family-link-none')).toBeVisible();
  await page.getByTestId('family-link-create').click();
  const cardUrl = await page.getByTestId('family-link-card-url').inputValue();
  expect(cardUrl).toMatch(/\/dc-preview\/[A-Za-z0-9_-]{22}$/);
  await page.setViewportSize(DESKTOP);
  await control.scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifact('family-link-staff-en') });

  const family = await browser.newContext({ locale: 'en-GB', viewport: DESKTOP });
  const parent = await family.newPage();
  const card = await openFamilyLink(parent, new URL(cardUrl).pathname);
  await expect(parent.getByTestId('family-card-page')).toBeVisible();
  expect(card.reads).toHaveLength(1);
  // Марко's family reads Ukrainian: the page opens in it, never in the browser's English first.
  await expect(parent.locator('html')).toHaveAttribute('lang', 'uk');
  expect([...card.textLanguages]).toEqual(['uk']);
  await expect(parent.getByTestId('family-child-name')).toHaveText('Марко');
  await expect(parent.getByTestId('family-scale').first()).toHaveAttribute('data-value', '1');
  await expect(parent.getByTestId('family-table')).toContainText('Р [r]');
  await expect(parent.getByTestId('family-score')).toBeVisible();
  await expect(parent.getByTestId('family-violations')).toContainText('Дислалія');
  await expect(parent.getByTestId('family-program')).toContainText('Sound R');
  await expect(parent.getByTestId('family-card-page')).not.toContainText('@example.com');
  await shoot(parent, 'family-card', 'uk');
  await shoot(parent, 'family-card', 'en');
  await expectAccessible(parent, 'family card');
  await expectFitsInEveryLanguage(parent, 'family card');

  await parent.getByTestId('family-progress-link').click();
  await expect(parent.getByTestId('family-progress-page')).toBeVisible();
  const template = parent.getByTestId('progress-template');
  await expect(template).toContainText('Speech sound examination');
  await expect(parent.getByTestId('progress-series')).toHaveCount(2);
  await expect(parent.getByTestId('lesson-results-none')).toBeVisible();
  await shoot(parent, 'family-progress', 'en');
  await expectAccessible(parent, 'family progress');
  await expectFitsInEveryLanguage(parent, 'family progress');
  await shoot(parent, 'family-progress', 'uk');

  // The demo's link, turned off, opens nothing.
  await parent.goto(new URL(demoUrl).pathname);
  await expect(parent.getByTestId('family-card-missing')).toBeVisible();
  await family.close();

  // The manager reads in the audit log that the card was opened through the family link.
  const manager = await browser.newContext({ locale: 'en-GB', viewport: DESKTOP });
  const managerPage = await manager.newPage();
  await signIn(managerPage, 'manager');
  await managerPage.goto('/audit-log');
  await expect(managerPage.getByTestId('audit-detail').first()).toBeVisible();
  await expect(managerPage.getByText('Family link').first()).toBeVisible();
  await managerPage.screenshot({ path: artifact('family-audit-log-en') });
  await manager.close();
});

test('a turned-off family link explains itself', async ({ page }) => {
  await page.goto('/dc-preview/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByTestId('family-card-missing')).toBeVisible();
  await expect(page.getByTestId('family-card-missing')).toContainText('This link no longer works');
});
