import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { type Language, STORAGE_KEYS } from '@slovo/contracts';

export const DEMO_PASSWORD = 'slovo-demo';
export const DEMO_ROLES = [
  'root',
  'manager',
  'moderator',
  'author',
  'teacher',
  'diagnostician',
] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

export const emailOf = (role: DemoRole) => `${role}@example.com`;

/**
 * Every test fails on a console error or an uncaught page error. The browser's own log line for
 * an HTTP 4xx answer is not an app error (the app handles those answers), so it is let through.
 */
const expectedErrors = new WeakMap<Page, RegExp[]>();

/** A journey that makes a call fail on purpose names the browser's log lines it expects. */
export function expectConsoleErrors(page: Page, pattern: RegExp) {
  expectedErrors.set(page, [...(expectedErrors.get(page) ?? []), pattern]);
}

/**
 * The language each signed-in session of the running test last chose for its account, by token.
 * Demo accounts are shared by every spec, so the test fixture puts English back when the test
 * ends, passed or failed: no journey changes what the next one reads.
 */
const chosenLanguages = new Map<string, Language>();

/** Puts back English, the language the journeys' browsers give every demo account. */
async function restoreAccountLanguages(page: Page) {
  const chosen = [...chosenLanguages];
  chosenLanguages.clear();
  for (const [token, language] of chosen) {
    if (language === 'en') continue;
    const restored = await page.request.post('/api/users/profile', {
      headers: { authorization: `Bearer ${token}` },
      data: { language: 'en' },
    });
    expect(restored.ok(), 'the account language put back').toBe(true);
  }
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)) {
        return;
      }
      if ((expectedErrors.get(page) ?? []).some((pattern) => pattern.test(text))) return;
      errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    await restoreAccountLanguages(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

export async function signIn(page: Page, role: DemoRole) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(emailOf(role));
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('profile-menu')).toBeVisible();
}

/**
 * Opens a family link, whose own read the server announces with the page (decision 052), and
 * returns the requests the page makes for that read (right after the page shows, one means the
 * browser handed the preloaded answer to the app instead of asking twice) and the languages of
 * the translation files it fetched (one: the page opened in the family's language at once,
 * decision 053).
 */
export async function openFamilyLink(page: Page, path: string) {
  const reads: string[] = [];
  const textLanguages = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === `/api${path}`) reads.push(request.url());
    const text = /^\/locales\/(\w+)\//.exec(pathname);
    if (text?.[1]) textLanguages.add(text[1]);
  });
  const answer = await page.goto(path);
  expect(await answer?.headerValue('link')).toContain(
    `</api${path}>; rel=preload; as=fetch; crossorigin=use-credentials`,
  );
  return { reads, textLanguages };
}

/**
 * Picks the interface language in the switcher. Signed in, the choice belongs to the account, so
 * this waits until the account keeps it; the test fixture puts English back when the test ends.
 */
export async function chooseLanguage(page: Page, language: Language) {
  const isSignedIn = await page.getByTestId('profile-menu').isVisible();
  const saved = isSignedIn
    ? page.waitForResponse(
        (r) => r.url().endsWith('/api/users/profile') && r.request().method() === 'POST',
      )
    : null;
  await page.getByTestId('language-switcher').selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (!saved) return;
  expect((await saved).ok()).toBe(true);
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.auth);
  if (token !== null) chosenLanguages.set(token, language);
}

export function artifact(name: string) {
  return `e2e/artifacts/${name}.png`;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * Resizes the window and waits for the layout's transitions (the side navigation) to end; endless
 * animations (a loading skeleton's pulse) do not count.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** The screen at desktop and at phone width (`<name>-desktop`, `<name>-phone`), left at desktop. */
export async function shootAtWidths(page: Page, name: string, { fullPage = true } = {}) {
  await resizeTo(page, DESKTOP);
  await page.screenshot({ path: artifact(`${name}-desktop`), fullPage });
  await resizeTo(page, PHONE);
  await page.screenshot({ path: artifact(`${name}-phone`), fullPage });
  await resizeTo(page, DESKTOP);
}

type Mail = { subject: string; text: string };

/**
 * The latest message the SMTP sink received for `to` (it writes them as JSON files) that
 * `matches`, waiting for it to arrive.
 */
export async function waitForMail(to: string, matches: (mail: Mail) => boolean = () => true) {
  const dir = path.resolve('test-results/e2e-mail');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (mail.to.includes(to) && matches(mail)) return mail as Mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail for ${to}`);
}
