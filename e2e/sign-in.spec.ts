import { expectAccessible, tabTo } from './accessibility.ts';
import { artifact, DEMO_PASSWORD, emailOf, expect, signIn, test } from './fixtures.ts';

test('the login page signs in and shows a clear error for a wrong password', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.screenshot({ path: artifact('login-en'), fullPage: true });
  await expectAccessible(page, 'sign-in');

  await page.getByTestId('login-email').fill(emailOf('author'));
  await page.getByTestId('login-password').fill('not the password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Wrong email or password');
  await page.screenshot({ path: artifact('login-error-en'), fullPage: true });
  await expectAccessible(page, 'sign-in with an error');

  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/exercises$/);
});

test('the login page downloads only what it shows; the staff shell comes with signing in', async ({
  page,
}) => {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  const listTranslations = () =>
    paths
      .filter((path) => path.startsWith('/locales/'))
      .map((path) => path.slice('/locales/'.length));
  const isShellChunk = (path: string) => /^\/assets\/protected-layout-.*\.js$/.test(path);

  const answer = await page.goto('/login');
  // The page names its first screen's chunks and texts, so they are fetched with the entry.
  const hints = (await answer?.headerValue('link')) ?? '';
  expect(hints).toMatch(/<\/assets\/login-page-[\w-]+\.js>; rel=modulepreload/);
  expect(hints).toMatch(/<\/assets\/public-kit-[\w-]+\.js>; rel=modulepreload/);
  expect(hints).toMatch(/<\/assets\/react-[\w-]+\.js>; rel=modulepreload/);
  expect(hints).toContain('</locales/en/common.json>; rel=preload; as=fetch');
  expect(hints).toContain('</locales/en/auth.json>; rel=preload; as=fetch');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // Each script and stylesheet once too: a hint the app's own request cannot use (another
  // credentials mode) would download the file twice.
  const assets = paths.filter((path) => path.startsWith('/assets/'));
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter((path, index) => assets.indexOf(path) !== index)).toEqual([]);
  // Each once: a hinted file is not fetched a second time when the app asks for it.
  expect(listTranslations().sort()).toEqual([
    'en/auth.json',
    'en/common.json',
    'en/errors.json',
    'en/messages.json',
  ]);
  expect(paths.filter(isShellChunk)).toEqual([]);

  await page.getByTestId('login-email').fill(emailOf('teacher'));
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('profile-menu')).toBeVisible();
  expect(listTranslations().some((path) => path.endsWith('/shell.json'))).toBe(true);
  expect(paths.filter(isShellChunk)).toHaveLength(1);
});

test('the sign-in form works from the keyboard alone, with a visible focus ring', async ({
  page,
}) => {
  await page.goto('/login');
  await tabTo(page, page.getByTestId('login-email'));
  await page.keyboard.type(emailOf('teacher'));
  await tabTo(page, page.getByTestId('login-password'));
  await page.keyboard.type(DEMO_PASSWORD);
  // Back to the e-mail and forward again: Shift+Tab walks the form in reverse.
  await tabTo(page, page.getByTestId('login-email'), { backwards: true });
  await expect(page.getByTestId('login-email')).toHaveValue(emailOf('teacher'));
  await tabTo(page, page.getByTestId('login-submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('profile-menu')).toBeVisible();
});

const EXPECTED = [
  {
    role: 'root',
    title: 'Administrator',
    index: /\/dashboard$/,
    nav: ['dashboard', 'manageAssets', 'projects', 'auditLog', 'acts', 'profile'],
  },
  {
    role: 'manager',
    title: 'Manager',
    index: /\/users$/,
    nav: [
      'users',
      'lessonsStats',
      'bookingSettings',
      'adminTasks',
      'projects',
      'auditLog',
      'acts',
      'merchandiseOrders',
      'bookingCalendar',
      'myTickets',
      'profile',
    ],
  },
  {
    role: 'moderator',
    title: 'Moderator',
    index: /\/categories$/,
    nav: [
      'categories',
      'createExerciseModerator',
      'moderatorList',
      'autoModeration',
      'reports',
      'reportsTickets',
      'protocolsTemplates',
      'diagnosticCards',
      'recommendedPrograms',
      'exerciseComplexes',
      'autoGeneration',
      'themes',
      'myTickets',
      'profile',
    ],
  },
  {
    role: 'author',
    title: 'Author',
    index: /\/exercises$/,
    nav: ['exercises', 'publicExercises', 'createExerciseAuthor', 'myTickets', 'profile'],
  },
  {
    role: 'teacher',
    title: 'Speech therapist',
    index: /\/clients$/,
    nav: [
      'clients',
      'diagnosticianClients',
      'viewCategories',
      'protocolsTemplatesTeacher',
      'lessonsList',
      'createProtocol',
      'bookingHours',
      'bookingCalendar',
      'myTickets',
      'profile',
    ],
  },
  {
    role: 'diagnostician',
    title: 'Diagnostician',
    index: /\/diagnostician-clients$/,
    nav: ['diagnosticianClients', 'bookingHours', 'bookingCalendar', 'profile'],
  },
] as const;

for (const { role, title, index, nav } of EXPECTED) {
  test(`${role} signs in to their index page with their navigation`, async ({ page }) => {
    await signIn(page, role);
    await expect(page).toHaveURL(index);
    await expect(page.getByTestId('role-title')).toHaveText(title);
    const items = page.getByTestId('nav').locator('[data-testid^="nav-item-"]');
    await expect(items).toHaveCount(nav.length);
    for (const id of nav) await expect(page.getByTestId(`nav-item-${id}`)).toBeVisible();
  });
}

test('root sees real counts on the dashboard', async ({ page }) => {
  await signIn(page, 'root');
  // Other journeys add users and projects to the shared database: compare with the API, not
  // constants.
  const token = await page.evaluate(() => localStorage.getItem('auth'));
  const counts = (
    await (
      await page.request.get('/api/dashboard', { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data;
  expect(counts.projects.live).toBeGreaterThanOrEqual(2);
  expect(counts.users.total).toBeGreaterThanOrEqual(7);
  await expect(page.getByTestId('stat-projects-value')).toHaveText(String(counts.projects.live));
  await expect(page.getByTestId('stat-users-value')).toHaveText(String(counts.users.total));
  // The dashboard's screenshots are the dashboard journey's, taken once its charts have drawn.
});

test('a role without access to a path is sent to its index page', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/clients$/);
});
