import type { Page } from '@playwright/test';
import { expectAccessible, tabTo } from './accessibility.ts';
import {
  artifact,
  chooseLanguage,
  expect,
  openFamilyLink,
  shootAtWidths,
  signIn,
  test,
  waitForMail,
} from './fixtures.ts';
import { expectFitsInEveryLanguage, expectNothingCut } from './overflow.ts';

const CHILD = `Taras ${Date.now().toString(36)}`;
const PARENT_EMAIL = `parent-${Date.now().toString(36)}@example.com`;

test('a teacher takes a new student from protocol to a played lesson the child follows; the parent reads the plan', async ({
  page,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL ?? '';

  // A new student.
  await signIn(page, 'teacher');
  await page.goto('/clients');
  await expect(page.getByTestId('clients-page')).toBeVisible();
  await page.getByTestId('client-create').click();
  await page.getByTestId('client-field-child_name').fill(CHILD);
  await page.getByTestId('client-field-client_name').fill('Halyna Shevchenko');
  await page.getByTestId('client-field-contact_email').fill(PARENT_EMAIL);
  await page.getByTestId('client-save').click();
  await expect(page.getByTestId('edit-client-page')).toBeVisible();
  await page.screenshot({ path: artifact('edit-client-en') });
  await expectAccessible(page, 'student');

  // A protocol from the demo template: plan 1 with ten lessons, to be filled.
  await page.getByTestId('client-new-protocol').click();
  await expect(page.getByTestId('protocol-form')).toBeVisible();
  await expect(page.getByTestId('protocol-form-student')).toHaveValue(CHILD);
  await page.getByTestId('protocol-form-template').click();
  await page.getByRole('option', { name: 'Dyslalia: first course' }).click();
  await page.getByTestId('protocol-form-submit').click();
  await expect(page.getByTestId('protocol-page')).toBeVisible();
  await expect(page.getByTestId('plan-status')).toContainText('Needs filling');

  // Saving with a block left empty names it; choosing every folder fills the plan.
  const blocks = page.getByTestId('plan-block');
  await blocks.first().getByTestId('plan-block-select-all').click();
  await page.getByTestId('plan-save').click();
  await expect(page.getByTestId('plan-form-error')).toContainText('«Words»');
  await expect(blocks.nth(1)).toHaveAttribute('data-invalid', 'true');
  await blocks.nth(1).getByTestId('plan-block-select-all').click();
  await page.getByTestId('plan-save').click();
  await expect(page.getByTestId('plan-status')).toContainText('Filled');
  await page.screenshot({ path: artifact('protocol-filled-en'), fullPage: true });
  await expectAccessible(page, 'protocol');

  // The parent gets the plan by e-mail and reads it without an account.
  await page.getByTestId('send-plan').click();
  await page.getByTestId('send-plan-submit').click();
  const mail = await waitForMail(PARENT_EMAIL);
  const planLink = /\/view-protocol-plan\/[A-Za-z0-9_-]{22}/.exec(mail.text)?.[0] ?? '';
  expect(planLink).not.toBe('');
  const family = await browser.newContext({ baseURL });
  const parent = await family.newPage();
  const plan = await openFamilyLink(parent, planLink);
  await expect(parent.getByTestId('parent-plan-page')).toContainText(CHILD);
  await expect(parent.getByTestId('parent-plan-block').first()).toBeVisible();
  expect(plan.reads).toHaveLength(1);
  expect([...plan.textLanguages]).toEqual([await parent.locator('html').getAttribute('lang')]);
  await parent.screenshot({ path: artifact('parent-plan'), fullPage: true });
  await expectAccessible(parent, "the family's plan");
  await expectFitsInEveryLanguage(parent, "the family's plan");

  // Lesson 1: auto-fill proposes a complete lesson, saved as is.
  await page.getByTestId('plan-lesson').first().click();
  await expect(page.getByTestId('lesson-editor')).toBeVisible();
  // From the keyboard alone: a removed presentation comes back with auto-fill, then it is saved.
  await tabTo(page, page.getByTestId('lesson-auto-fill'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lesson-item')).toHaveCount(2);
  await tabTo(page, page.getByTestId('lesson-item-remove').first());
  await page.screenshot({ path: artifact('edit-lesson-focus-en'), fullPage: true });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lesson-item')).toHaveCount(1);
  await tabTo(page, page.getByTestId('lesson-auto-fill'), { backwards: true });
  await page.keyboard.press('Enter');
  // The dialog that asks first takes the focus; Tab stays inside it.
  await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Replace' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lesson-item')).toHaveCount(2);
  await expect(page.getByTestId('lesson-problems')).toHaveCount(0);
  await tabTo(page, page.getByTestId('lesson-save'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lesson-dirty')).toHaveCount(0);
  await page.screenshot({ path: artifact('edit-lesson-en'), fullPage: true });
  await expectAccessible(page, 'lesson editor');

  // The teacher plays it; the child opens the same link and follows.
  const playUrl = new URL(
    (await page.getByTestId('lesson-play').first().getAttribute('href')) ?? '',
  );
  await page.goto(playUrl.pathname);
  await expect(page.getByTestId('player-page')).toHaveAttribute('data-mode', 'leader');
  const child = await family.newPage();
  await child.goto(playUrl.pathname);
  await expect(child.getByTestId('player-page')).toHaveAttribute('data-mode', 'follower');
  await expect(child.getByTestId('player-slide')).toHaveAttribute('data-slide', '0');

  // The teacher plays from the keyboard: Space presses a mark, the arrows turn the slides.
  await tabTo(page, page.getByTestId('player-mark-correct'));
  await page.keyboard.press('Space');
  await expect(page.getByTestId('player-mark-correct')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(child.getByTestId('player-slide')).toHaveAttribute('data-slide', '1');
  await page.keyboard.press('ArrowLeft');
  await expect(child.getByTestId('player-slide')).toHaveAttribute('data-slide', '0');
  await tabTo(page, page.getByTestId('player-next'));
  await page.keyboard.press('Enter');
  await expect(child.getByTestId('player-slide')).toHaveAttribute('data-slide', '1');
  await tabTo(page, page.getByTestId('player-mark-prompted'), { backwards: true });
  await page.keyboard.press('Space');
  await expect(page.getByTestId('player-mark-prompted')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(child.getByTestId('player-slide')).toHaveAttribute('data-slide', '2');
  await page.screenshot({ path: artifact('player-teacher') });
  await child.screenshot({ path: artifact('player-child') });
  await expectAccessible(page, "teacher's player");
  await expectAccessible(child, "child's player");

  // The clock counts the microblock on screen: a second of it at least, before the lesson ends.
  const itemTitle = ((await page.getByTestId('player-item-title').textContent()) ?? '')
    .replace(/^·/, '')
    .trim();
  const timer = page.getByTestId('player-timer');
  await expect(timer).not.toHaveText((await timer.textContent()) ?? '');

  await tabTo(page, page.getByTestId('player-finish'));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('player-finish-confirm'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('player-summary')).toBeVisible();
  await expect(page.getByTestId('player-summary-correct')).toContainText('1');
  await expect(page.getByTestId('player-summary-prompted')).toContainText('1');
  await expect(child.getByTestId('player-end')).toBeVisible();
  await page.getByTestId('player-done').click();
  await expect(page.getByTestId('player-done-badge')).toBeVisible();
  await page.screenshot({ path: artifact('player-summary') });
  await expectAccessible(page, 'lesson summary');

  // The family's plan now links the finished lesson to how it went.
  await parent.goto(planLink);
  const sessionLink = parent.getByTestId('parent-plan-lesson-session');
  await expect(sessionLink).toHaveCount(1);
  await parent.setViewportSize({ width: 390, height: 844 });
  await sessionLink.scrollIntoViewIfNeeded();
  await parent.screenshot({ path: artifact('parent-plan-finished-lesson-phone') });
  await sessionLink.click();
  await expect(parent.getByTestId('client-session-child')).toContainText(CHILD);
  await expect(parent.getByTestId('client-session-correct')).toContainText('1');
  await parent.screenshot({ path: artifact('client-session'), fullPage: true });
  await expectAccessible(parent, 'how the lesson went');
  await expectFitsInEveryLanguage(parent, 'how the lesson went');

  // The lesson is finished in the list.
  await page.goto('/lessons-list?tab=finished');
  await expect(page.getByTestId('lesson-row').filter({ hasText: CHILD })).toBeVisible();
  await family.close();

  // The moderator's report has that microblock's time in this lesson, as timed, not estimated.
  const office = await browser.newContext({ baseURL });
  const moderator = await office.newPage();
  await signIn(moderator, 'moderator');
  await moderator.goto('/reports');
  const row = moderator
    .getByTestId(/^report-row-\d+$/)
    .filter({ has: moderator.getByRole('cell', { name: itemTitle, exact: true }) });
  await row.getByTestId(/^report-lessons-\d+$/).click();
  const lesson = moderator
    .getByRole('dialog')
    .getByTestId(/^report-lesson-\d+$/)
    .filter({ hasText: CHILD });
  const time = lesson.getByTestId(/^report-time-\d+$/);
  await expect(time).toHaveAttribute('data-estimated', 'false');
  const [, minutes, seconds] = /(\d+):(\d\d)/.exec((await time.textContent()) ?? '') ?? [];
  expect(Number(minutes) * 60 + Number(seconds)).toBeGreaterThan(0);
  await shootAtWidths(moderator, 'report-lesson-time', { fullPage: false });
  await office.close();
});

test("the teacher sees whether the child's screen follows, and is told when it drops and comes back", async ({
  page,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL ?? '';

  // The demo lesson prepared for Марко, opened in the player.
  await signIn(page, 'teacher');
  // A link to a tab opens the list by state (the week is the list's first view).
  await page.goto('/lessons-list?tab=upcoming');
  await page
    .getByTestId('lesson-row')
    .filter({ hasText: 'Марко' })
    .first()
    .getByTestId('lesson-row-prepare')
    .click();
  await expect(page.getByTestId('lesson-editor')).toBeVisible();
  const playUrl = new URL(
    (await page.getByTestId('lesson-play').first().getAttribute('href')) ?? '',
  );
  await page.goto(playUrl.pathname);
  await expect(page.getByTestId('player-page')).toHaveAttribute('data-mode', 'leader');
  const chip = page.getByTestId('player-presence');
  await expect(chip).toHaveText('Child not connected');

  // The child opens the link in a browser of their own.
  const openChild = async () => {
    const context = await browser.newContext({ baseURL });
    const child = await context.newPage();
    await child.goto(playUrl.pathname);
    await expect(child.getByTestId('player-page')).toHaveAttribute('data-mode', 'follower');
    return { context, child };
  };
  const first = await openChild();
  await expect(chip).toHaveText('Child connected · same slide');
  await page.getByTestId('player-next').click();
  await expect(first.child.getByTestId('player-slide')).toHaveAttribute('data-slide', '1');
  await expect(chip).toHaveAttribute('data-state', 'same');
  await expect(chip).toHaveText('Child connected · same slide');
  await lookAtPlayer(page, 'en');

  // The child's browser closes: told once, after the grace; it opens again: told it is back.
  const notice = page.getByTestId('player-presence-notice');
  await first.context.close();
  await expect(notice).toHaveText("The child's screen lost the connection");
  await expect(chip).toHaveText('Child not connected');
  await page.screenshot({ path: artifact('player-presence-dropped-en') });
  const second = await openChild();
  await expect(notice).toHaveText("The child's screen is back");
  await expect(notice).toHaveCount(1);
  await expect(chip).toHaveText('Child connected · same slide');

  // The teacher's own language: the chip says it and fits in each.
  const sameSlide = {
    uk: 'Дитина під’єднана · той самий слайд',
    ru: 'Ребёнок подключён · тот же слайд',
    pl: 'Dziecko połączone · ten sam slajd',
  };
  // The language belongs to the account and is chosen in the app (the player has no switcher).
  const chooseLanguageAndReturn = async (language: 'uk' | 'ru' | 'pl' | 'en') => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/lessons-list');
    // Signed in and known, so the choice is the account's at once.
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    await chooseLanguage(page, language);
    await page.goto(playUrl.pathname);
  };
  for (const [language, text] of Object.entries(sameSlide)) {
    await chooseLanguageAndReturn(language as keyof typeof sameSlide);
    await expect(chip).toHaveText(text);
    await lookAtPlayer(page, language);
  }
  // The demo teacher's account is shared with the other journeys, which read English.
  await chooseLanguageAndReturn('en');
  await second.context.close();
});

/**
 * The teacher's player fits every label (the marks' "Неправильно" included) from phone to desktop;
 * screenshots at desktop and phone width, upright and sideways.
 */
async function lookAtPlayer(page: Page, language: string) {
  await expectNothingCut(page, `the teacher's player in ${language}`);
  const sizes = [
    ['desktop', 1280, 720],
    ['phone', 390, 844],
    ['phone-sideways', 844, 390],
  ] as const;
  for (const [name, width, height] of sizes) {
    await page.setViewportSize({ width, height });
    const chip = page.getByTestId('player-presence');
    await expect(chip).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: artifact(`player-presence-${name}-${language}`) });
  }
}

type ScheduledLesson = {
  id: number;
  protocol_id: number;
  scheduled_at: string;
  client: { id: number; child_name: string };
};

/** The wall-clock time of `iso` in `timeZone`, as the pages write it ("16:00"). */
function clockIn(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

test('a teacher sees the week as a calendar or an agenda and narrows it to a student; the family reads lesson times in its time zone', async ({
  page,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'teacher');
  const token = await page.evaluate(() => localStorage.getItem('auth'));
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await page.request.get('/api/check-token', { headers })).json()).data;
  const workspaceId = me.workspaces[0].workspaceId as number;
  // The demo school's lesson with a time (Марко's, tomorrow).
  const scheduled = (
    await (
      await page.request.get(
        `/api/lessons?workspace_id=${workspaceId}&state=upcoming&is_scheduled=true`,
        { headers },
      )
    ).json()
  ).data as ScheduledLesson[];
  const lesson = scheduled[0] as ScheduledLesson;
  expect(lesson).toBeDefined();
  const child = lesson.client.child_name;
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const lessonDay = new Intl.DateTimeFormat('en-CA', { timeZone: browserZone }).format(
    new Date(lesson.scheduled_at),
  );

  // On a desktop the week opens as a calendar, the lesson at its day and time.
  await page.goto(`/lessons-list?week=${lessonDay}`);
  await expect(page.getByTestId('lessons-panel')).toHaveAttribute('data-view', 'week');
  const block = page.locator(`[data-testid="week-lesson"][data-lesson-id="${lesson.id}"]`);
  await expect(block).toHaveAttribute('data-day', lessonDay);
  await expect(block).toContainText(`${clockIn(lesson.scheduled_at, browserZone)} ${child}`);
  await expect(page.getByTestId('unscheduled-lessons')).toBeVisible();
  await page.screenshot({ path: artifact('lessons-week-en'), fullPage: true });

  // Next week and back by "Today".
  await page.getByTestId('week-next').click();
  await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
  await expect(block).toHaveCount(0);
  await page.getByTestId('week-previous').click();
  await expect(block).toBeVisible();

  // The agenda, remembered after a reload.
  await page.getByTestId('lessons-view').getByText('Agenda').click();
  const day = page.locator(`[data-testid="agenda-day"][data-day="${lessonDay}"]`);
  await expect(day).toContainText(child);
  await page.reload();
  await expect(page.getByTestId('lessons-panel')).toHaveAttribute('data-view', 'agenda');
  await expect(day).toContainText(child);

  // Narrowed to one student: every row of the week and of the list without a time is theirs.
  await page.getByTestId('lessons-student-filter').click();
  await page.getByRole('option', { name: child, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`client_id=${lesson.client.id}`));
  const rows = page.getByTestId('lesson-row');
  await expect(rows.first()).toBeVisible();
  for (const name of await rows.allTextContents()) expect(name).toContain(child);
  await page.screenshot({ path: artifact('lessons-agenda-en'), fullPage: true });

  await chooseLanguage(page, 'uk');
  await expect(page.getByTestId('lessons-view')).toContainText('Розклад');
  await page.screenshot({ path: artifact('lessons-agenda-uk'), fullPage: true });
  await page.getByTestId('lessons-view').getByText('Тиждень').click();
  await expect(block).toBeVisible();
  await page.screenshot({ path: artifact('lessons-week-uk'), fullPage: true });
  // The language is the account's: back to English for the phone.
  await chooseLanguage(page, 'en');

  // On a phone a fresh browser opens the agenda.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  await signIn(phonePage, 'teacher');
  await phonePage.goto(`/lessons-list?week=${lessonDay}`);
  await expect(phonePage.getByTestId('lessons-panel')).toHaveAttribute('data-view', 'agenda');
  await expect(
    phonePage.locator(`[data-testid="agenda-day"][data-day="${lessonDay}"]`),
  ).toBeVisible();
  const overflow = await phonePage.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);
  await phonePage.screenshot({ path: artifact('lessons-agenda-en-phone'), fullPage: true });
  await phonePage.getByTestId('lessons-view').getByText('Week').click();
  await expect(phonePage.getByTestId('lesson-week-calendar')).toBeVisible();
  await phonePage.screenshot({ path: artifact('lessons-week-en-phone'), fullPage: true });
  await chooseLanguage(phonePage, 'uk');
  await phonePage.getByTestId('lessons-view').getByText('Розклад').click();
  await phonePage.screenshot({ path: artifact('lessons-agenda-uk-phone'), fullPage: true });
  // The view switch and the week's buttons fit a phone in the longer languages too.
  for (const [language, agenda] of [
    ['ru', 'Расписание'],
    ['pl', 'Harmonogram'],
  ] as const) {
    await chooseLanguage(phonePage, language);
    await expect(phonePage.getByTestId('lessons-view')).toContainText(agenda);
    const isWider = await phonePage.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(isWider).toBe(false);
    await phonePage.screenshot({ path: artifact(`lessons-agenda-${language}-phone`) });
  }
  await phone.close();

  // The family in New York opens the plan: times on the student's clock (Kyiv) and on theirs.
  const shared = (
    await (
      await page.request.post(`/api/protocols/${lesson.protocol_id}/share/rotate`, {
        headers,
        data: { workspace_id: workspaceId },
      })
    ).json()
  ).data as { share_url: string };
  const planPath = new URL(shared.share_url).pathname;
  const family = await browser.newContext({ baseURL, timezoneId: 'America/New_York' });
  const parent = await family.newPage();
  await parent.goto(planPath);
  const zone = parent.getByTestId('parent-plan-time-zone').first();
  await expect(zone).toContainText('Europe/Kyiv');
  const time = parent.getByTestId('parent-plan-lesson-time').first();
  await expect(time).toContainText(clockIn(lesson.scheduled_at, 'Europe/Kyiv'));
  const localTime = parent.getByTestId('parent-plan-lesson-local-time').first();
  await expect(localTime).toContainText('America/New_York');
  await expect(localTime).toContainText(clockIn(lesson.scheduled_at, 'America/New_York'));
  await parent.screenshot({ path: artifact('parent-plan-times-uk'), fullPage: true });
  await parent.getByTestId('language-switcher').selectOption('en');
  await expect(zone).toContainText('Times are given in the Europe/Kyiv time zone');
  await parent.screenshot({ path: artifact('parent-plan-times-en'), fullPage: true });
  await parent.setViewportSize({ width: 390, height: 844 });
  await parent.screenshot({ path: artifact('parent-plan-times-en-phone'), fullPage: true });
  await family.close();
});
