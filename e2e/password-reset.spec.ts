import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import {
  artifact,
  chooseLanguage,
  DEMO_PASSWORD,
  emailOf,
  expect,
  signIn,
  test,
  waitForMail,
} from './fixtures.ts';
import { expectFitsInEveryLanguage } from './overflow.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * A colleague of the demo school with an account of their own (invited by the manager, signed up
 * in English), so these journeys change no account other journeys sign in with.
 */
async function createColleague(
  request: APIRequestContext,
  colleague: { email: string; name: string; password: string; roles?: number[] },
) {
  const login = await request.post('/api/login', {
    data: { email: emailOf('manager'), password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}`, lang: 'en' };
  const me = (await (await request.get('/api/check-token', { headers })).json()).data;
  const school = me.workspaces.find(
    (w: { workspaceTitle: string }) => w.workspaceTitle === 'Slovo Demo School',
  );
  const invited = await request.post('/api/invitations/invite', {
    headers,
    data: {
      email: colleague.email,
      workspace_id: school.workspaceId,
      roles: colleague.roles ?? [4],
    },
  });
  expect(invited.status()).toBe(200);
  const signUp = /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(
    (await waitForMail(colleague.email)).text,
  )?.[1];
  const accepted = await request.post('/api/invitations/invite/accept', {
    headers: { lang: 'en' },
    data: { token: signUp, name: colleague.name, password: colleague.password },
  });
  expect(accepted.status()).toBe(200);
  return (await invited.json()).data.userId as number;
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('profile-menu')).toBeVisible();
}

/** A confirmation as the person sees it: shown in full (its opening transition over). */
async function captureDialog(page: Page, name: string) {
  await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
  await page.screenshot({ path: artifact(name) });
}

const hasNoSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

test('a forgotten password is reset through an e-mailed link that works once', async ({
  page,
  browser,
}) => {
  const email = 'forgetful.teacher@example.com';
  await createColleague(page.request, { email, name: 'Fedir Forgetful', password: 'old password' });

  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('forgot-password-link').click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByTestId('forgot-password-email')).toHaveValue(email);
  await page.screenshot({ path: artifact('forgot-password-en'), fullPage: true });
  await expectAccessible(page, 'forgotten password');
  await page.getByTestId('forgot-password-submit').click();
  await expect(page.getByTestId('forgot-password-sent')).toContainText(email);
  await page.screenshot({ path: artifact('forgot-password-sent-en'), fullPage: true });
  await expectAccessible(page, 'forgotten password, link sent');

  const mail = await waitForMail(email, (m) => m.text.includes('reset-password?token='));
  expect(mail.subject).toBe('Reset your Slovo password');
  const link = /(http\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();

  // The same page on a phone in Ukrainian, before the link is used.
  const phone = await browser.newContext({ locale: 'uk-UA', viewport: PHONE });
  const phonePage = await phone.newPage();
  await phonePage.goto(link!);
  await expect(phonePage.getByTestId('reset-password-page')).toContainText('Новий пароль');
  expect(await hasNoSidewaysScroll(phonePage)).toBe(true);
  await phonePage.screenshot({ path: artifact('reset-password-mobile-uk'), fullPage: true });
  await expectAccessible(phonePage, 'new password on a phone in Ukrainian');
  await expectFitsInEveryLanguage(phonePage, 'new password');

  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/password-reset/check')) checks.push(request.url());
  });
  await page.goto(link!);
  await expect(page.getByTestId('reset-password-email')).toHaveValue(email);
  await page.getByTestId('reset-password-password').fill('my brand new password');
  await page.getByTestId('reset-password-repeat').fill('my brand new passwort');
  await page.getByTestId('reset-password-submit').click();
  await expect(page.getByTestId('reset-password-form')).toContainText('Passwords do not match');
  await page.screenshot({ path: artifact('reset-password-en'), fullPage: true });
  await expectAccessible(page, 'new password with an error');
  await page.getByTestId('reset-password-repeat').fill('my brand new password');
  await page.getByTestId('reset-password-submit').click();

  // Back on the sign-in page with the e-mail filled in: the new password works, the old does not.
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your password has been changed. Sign in with the new one.'),
  ).toBeVisible();
  await expect(page.getByTestId('login-email')).toHaveValue(email);
  // Checked once, when the page opened: never again for the link just used.
  expect(checks).toHaveLength(1);
  await page.screenshot({ path: artifact('reset-password-done-en'), fullPage: true });
  await page.getByTestId('login-password').fill('old password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Wrong email or password');
  await page.getByTestId('login-password').fill('my brand new password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('profile-menu')).toBeVisible();

  // The link is spent: its page says so and offers to ask again.
  await phonePage.reload();
  await expect(phonePage.getByTestId('invalid-reset-link')).toContainText(
    'Посилання більше не діє',
  );
  await phonePage.screenshot({ path: artifact('reset-password-used-mobile-uk'), fullPage: true });
  await expectAccessible(phonePage, 'spent reset link');
  await phonePage.getByRole('button', { name: 'Отримати нове посилання' }).click();
  await expect(phonePage).toHaveURL(/\/forgot-password$/);
  await phone.close();
});

test('the forgotten-password screens at phone and desktop width, in English and Ukrainian', async ({
  page,
}) => {
  for (const language of ['en', 'uk'] as const) {
    for (const [width, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/forgot-password');
      await chooseLanguage(page, language);
      await page.getByTestId('forgot-password-submit').click();
      await expect(page.getByTestId('forgot-password-form')).toContainText(
        language === 'en' ? 'Required field' : "Обов'язкове поле",
      );
      expect(await hasNoSidewaysScroll(page)).toBe(true);
      await page.screenshot({
        path: artifact(`forgot-password-${width}-${language}`),
        fullPage: true,
      });

      // An address without an account gets the same answer as any other.
      await page.getByTestId('forgot-password-email').fill('nobody.here@example.com');
      await page.getByTestId('forgot-password-submit').click();
      await expect(page.getByTestId('forgot-password-sent')).toContainText(
        'nobody.here@example.com',
      );
      expect(await hasNoSidewaysScroll(page)).toBe(true);
      await page.screenshot({
        path: artifact(`forgot-password-sent-${width}-${language}`),
        fullPage: true,
      });

      await page.goto('/reset-password?token=not-a-real-link');
      await expect(page.getByTestId('invalid-reset-link')).toBeVisible();
      await page.screenshot({
        path: artifact(`reset-password-invalid-${width}-${language}`),
        fullPage: true,
      });
    }
  }
});

test('too many wrong passwords: the sign-in form says how long to wait', async ({ page }) => {
  const email = 'guessing.teacher@example.com';
  await createColleague(page.request, {
    email,
    name: 'Halyna Guessing',
    password: 'real password',
  });
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  // The account's delay starts after five failures; the tenth from one address ends the series.
  for (let attempt = 1; attempt <= 11; attempt++) {
    await page.getByTestId('login-password').fill(`guess ${attempt}`);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
    await page.getByTestId('login-submit').click();
    if ((await answer).status() === 429) break;
  }
  await expect(page.getByTestId('login-error')).toHaveText(
    /^Too many failed sign-in attempts\. Try again in \d+ (second|seconds|minute|minutes)\.$/,
  );
  await page.screenshot({ path: artifact('login-throttled-desktop-en'), fullPage: true });
  await page.setViewportSize(PHONE);
  await chooseLanguage(page, 'uk');
  await expect(page.getByTestId('login-error')).toHaveText(
    /^Забагато невдалих спроб входу\. Спробуйте ще раз через \d+ (секунду|секунди|секунд|хвилину|хвилини|хвилин)\.$/,
  );
  expect(await hasNoSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: artifact('login-throttled-mobile-uk'), fullPage: true });
});

test('the language chosen in one browser follows the account to another', async ({
  page,
  browser,
}) => {
  const email = 'polyglot.teacher@example.com';
  await createColleague(page.request, { email, name: 'Pavlo Polyglot', password: 'polyglot pass' });
  await signInAs(page, email, 'polyglot pass');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await chooseLanguage(page, 'pl');
  await expect(page.getByTestId('nav-item-profile')).toContainText('Profil');

  // Another browser, in English, knows nothing of it until the account signs in.
  const other = await browser.newContext({ locale: 'en-GB' });
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await expect(otherPage.locator('html')).toHaveAttribute('lang', 'en');
  await signInAs(otherPage, email, 'polyglot pass');
  await expect(otherPage.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(otherPage.getByTestId('nav-item-profile')).toContainText('Profil');
  await expect(otherPage.getByTestId('role-title')).toHaveText('Logopeda');
  await other.close();
});

test('taking a colleague’s access asks first, naming the person and the project', async ({
  page,
}) => {
  const id = await createColleague(page.request, {
    email: 'leaving.author@example.com',
    name: 'Lena Leaving',
    password: 'leaving pass',
    roles: [3, 4],
  });
  await signIn(page, 'manager');
  await expect(page.getByTestId(`user-row-${id}`)).toBeVisible();

  // Deactivating: asked, and nothing happens on cancel.
  // The switch's track covers its input, as for a person clicking it.
  await page.getByTestId(`user-active-${id}`).click({ force: true });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Deactivate Lena Leaving?');
  await expect(dialog).toContainText(
    'Lena Leaving will no longer be able to work in “Slovo Demo School”',
  );
  await captureDialog(page, 'users-deactivate-confirm-desktop-en');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`user-active-${id}`)).toBeChecked();

  // Removing one role: asked, then done.
  await page.getByTestId(`user-role-remove-${id}-3`).click();
  await expect(dialog).toContainText('Remove the role Author from Lena Leaving?');
  await expect(dialog).toContainText(
    'Lena Leaving will no longer work as Author in “Slovo Demo School”',
  );
  await captureDialog(page, 'users-role-removal-confirm-desktop-en');
  await page.getByTestId('user-role-remove-confirm').click();
  await expect(page.getByTestId(`user-role-${id}-3`)).toBeHidden();
  await expect(page.getByTestId(`user-role-${id}-4`)).toBeVisible();

  // Removing from the project, in Ukrainian on a phone: asked, then gone from the list.
  await page.setViewportSize(PHONE);
  await chooseLanguage(page, 'uk');
  // The list draws again in the new language; the switch is clicked once it has.
  await page
    .getByRole('switch', { name: 'Lena Leaving може працювати в цьому проєкті' })
    .click({ force: true });
  await expect(dialog).toContainText('Деактивувати: Lena Leaving?');
  await captureDialog(page, 'users-deactivate-confirm-mobile-uk');
  await dialog.getByRole('button', { name: 'Скасувати' }).click();
  await page.getByTestId(`user-menu-${id}`).click();
  await page.getByTestId('user-remove').click();
  await expect(dialog).toContainText('Видалити з проєкту: Lena Leaving?');
  await expect(dialog).toContainText('Slovo Demo School');
  await captureDialog(page, 'users-remove-confirm-mobile-uk');
  await page.getByTestId('user-remove-confirm').click();
  await expect(page.getByTestId(`user-row-${id}`)).toBeHidden();
});
