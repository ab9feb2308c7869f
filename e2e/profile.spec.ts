import {
  artifact,
  chooseLanguage,
  DEMO_PASSWORD,
  emailOf,
  expect,
  signIn,
  test,
} from './fixtures.ts';

test('a teacher edits the profile in Ukrainian on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'teacher');
  // The language belongs to the account, shared with other journeys: English again at the end.
  await chooseLanguage(page, 'uk');
  await page.goto('/profile');

  await page.getByTestId('profile-phone').fill('12');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Некоректний номер телефону')).toBeVisible();

  await page.getByTestId('profile-name').fill('Тетяна Вчителька');
  await page.getByTestId('profile-phone').fill('+380 67 123 45 67');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-menu')).toContainText('ТВ');
  await expect(page.getByTestId('profile-save')).toBeDisabled();
  await page.screenshot({ path: artifact('profile-mobile-uk'), fullPage: true });

  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveValue('Тетяна Вчителька');
  await expect(page.getByTestId('profile-phone')).toHaveValue('+380 67 123 45 67');
});

test('a wrong current password is refused with a clear message', async ({ page }) => {
  await signIn(page, 'diagnostician');
  await page.goto('/profile');
  await page.getByTestId('profile-old-password').fill('not my password');
  await page.getByTestId('profile-new-password').fill('a new strong password');
  await page.getByTestId('profile-repeat-password').fill('a new strong password');
  await page.getByTestId('profile-password-save').click();
  await expect(page.getByTestId('profile-password-form')).toContainText(
    'The current password is wrong',
  );
  await page.screenshot({ path: artifact('profile-password-error-en'), fullPage: true });
  // The demo password still works.
  const login = await page.request.post('/api/login', {
    data: { email: emailOf('diagnostician'), password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
});

test('root acts as a teacher, sees who they act as, and returns', async ({ page }) => {
  await signIn(page, 'root');
  const rootToken = await page.evaluate(() => localStorage.getItem('auth'));
  const teacherLogin = await page.request.post('/api/login', {
    data: { email: emailOf('teacher'), password: DEMO_PASSWORD },
  });
  const teacherToken = (await teacherLogin.json()).data.token;
  const teacherId = (
    await (
      await page.request.get('/api/check-token', {
        headers: { authorization: `Bearer ${teacherToken}` },
      })
    ).json()
  ).data.id;

  const acting = await page.request.post('/api/login-as-user', {
    headers: { authorization: `Bearer ${rootToken}` },
    data: { user_id: teacherId },
  });
  expect(acting.ok()).toBe(true);
  await page.evaluate(
    (token) => localStorage.setItem('auth', token),
    (await acting.json()).data.token,
  );
  await page.goto('/');
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText('teacher@example.com');
  await expect(page.getByTestId('role-title')).toHaveText('Speech therapist');
  await expect(page.getByTestId('clients-page')).toBeVisible();
  await page.screenshot({ path: artifact('acting-as-user-en'), fullPage: true });

  await page.getByTestId('impersonation-return').click();
  await expect(page.getByTestId('role-title')).toHaveText('Administrator');
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
});
