import type { Page } from '@playwright/test';
import { LANGUAGES } from '@slovo/contracts';
import { expectAccessible } from './accessibility.ts';
import {
  artifact,
  chooseLanguage,
  DEMO_ROLES,
  type DemoRole,
  expect,
  signIn,
  test,
} from './fixtures.ts';
import { CHECKED_VIEWPORTS, expectNothingCut } from './overflow.ts';

/** Screens a role reaches from a screen's button rather than from the navigation. */
const EXTRA_PATHS: Partial<Record<DemoRole, string[]>> = {
  author: ['/create-exercise-author'],
  moderator: ['/create-exercise-moderator'],
};

/** The screens of the side navigation, read at desktop width where it is open. */
async function listNavigationPaths(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 1440, height: 900 });
  const links = page.locator('[data-testid^="nav-item-"]');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((items) =>
    items.map((item) => item.getAttribute('href') ?? ''),
  );
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

async function waitForScreen(page: Page) {
  await expect(page.getByTestId('profile-menu')).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0);
}

for (const role of DEMO_ROLES) {
  test(`every screen of the ${role} fits its labels in every language, phone to desktop`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    await signIn(page, role);
    const paths = [...(await listNavigationPaths(page)), ...(EXTRA_PATHS[role] ?? [])];
    expect(paths.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      await chooseLanguage(page, language);
      for (const path of paths) {
        await page.goto(path);
        await waitForScreen(page);
        // Accessibility does not depend on the language: once per screen is enough.
        if (language === LANGUAGES[0]) await expectAccessible(page, `${role} ${path}`);
        await expectNothingCut(page, `${role} ${path} in ${language}`);
        await page.setViewportSize(CHECKED_VIEWPORTS[0]);
        await page.screenshot({
          path: artifact(`fit-${role}${path.replaceAll('/', '-')}-${language}`),
        });
      }
    }
  });
}

/**
 * Pages a family or a newcomer opens without an account or a link of their own, each with what
 * brings its longest labels on screen.
 */
const PUBLIC_PAGES: Record<string, (page: Page) => Promise<void>> = {
  '/login': async () => {},
  '/forgot-password': async () => {},
  // From six the wizard also offers the courses, whose names are the longest choice.
  '/appointment': async (page) => {
    await page.getByTestId('wizard-age').fill('7');
    await expect(page.locator('button[aria-pressed]')).toHaveCount(4);
  },
  '/parent-dashboard-demo/1': async () => {},
  '/not-found': async () => {},
};

test('every public page fits its labels in every language, phone to desktop', async ({ page }) => {
  for (const language of LANGUAGES) {
    // The sign-in page has the language switcher (the not-found page has none).
    await page.goto('/login');
    await chooseLanguage(page, language);
    for (const [path, prepare] of Object.entries(PUBLIC_PAGES)) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0);
      await prepare(page);
      await expectNothingCut(page, `${path} in ${language}`);
    }
  }
});
