import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withEnglishRemembered } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { i18n } from '../../../lib/i18n.ts';
import { buildParentPlan } from '../test-fixtures.ts';
import { ParentPlanPage } from './parent-plan-page.tsx';

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';

function renderPage(token = TOKEN) {
  return renderRoutes([{ path: '/view-protocol-plan/:protocolId', element: <ParentPlanPage /> }], {
    path: `/view-protocol-plan/${token}`,
  });
}

describe('ParentPlanPage', () => {
  withEnglishRemembered();

  it("shows the plans in the family's language without remembering it", async () => {
    const calls = stubFetch({
      [`GET /api/view-protocol-plan/${TOKEN}`]: () =>
        jsonResponse(200, { data: buildParentPlan() }),
    });
    const { unmount } = renderPage();

    const page = await screen.findByTestId('parent-plan-page');
    expect(i18n.resolvedLanguage).toBe('uk');
    expect(window.localStorage.getItem('default-language')).toBe('en');
    expect(calls[0]?.url).toBe(`/api/view-protocol-plan/${TOKEN}`);
    expect(screen.getByTestId('parent-child-name')).toHaveTextContent('Марко');
    expect(page).toHaveTextContent('Дислалія, перший курс');
    expect(page).toHaveTextContent('Логопед: Олена Вчителька');
    // The switcher stays, showing the page's language.
    expect(screen.getByTestId('language-switcher')).toHaveValue('uk');

    // Newest first; the newest is being prepared, so the last ready one is open too.
    const plans = screen.getAllByTestId('parent-plan');
    expect(plans.map((plan) => plan.getAttribute('data-plan-number'))).toEqual(['2', '1']);
    expect(within(plans[0] as HTMLElement).getByTestId('parent-plan-status')).toHaveTextContent(
      'Готується',
    );
    expect(within(plans[1] as HTMLElement).getByTestId('parent-plan-status')).toHaveTextContent(
      'Готовий з 1 лютого 2026',
    );

    const block = within(plans[1] as HTMLElement).getByTestId('parent-plan-block');
    expect(block).toHaveTextContent('Артикуляційна розминка');
    expect(block).toHaveTextContent('Ігри, що готують язик і губи.');
    expect(block).toHaveTextContent('Артикуляційні ігри');
    expect(block).toHaveTextContent('Вправи для язика');
    const lessons = within(plans[1] as HTMLElement).getAllByTestId('parent-plan-lesson');
    expect(lessons[0]).toHaveAttribute('data-finished', 'true');
    expect(lessons[0]).toHaveTextContent('Заняття 1');
    expect(lessons[0]).toHaveTextContent('Жабка · Годинник');
    expect(within(lessons[0] as HTMLElement).getByLabelText('Проведено')).toBeInTheDocument();
    expect(
      within(lessons[0] as HTMLElement).getByRole('link', { name: 'Як минуло заняття' }),
    ).toHaveAttribute('href', '/client-session/AAAAAAAAAAAAAAAAAAAAAA');
    expect(lessons[1]).toHaveAttribute('data-finished', 'false');
    expect(lessons[1]).toHaveTextContent('Звук Р у складах');
    expect(within(lessons[1] as HTMLElement).queryByRole('link')).toBeNull();

    unmount();
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
    expect(window.localStorage.getItem('default-language')).toBe('en');
  });

  it("lists the child's other protocols with their plans, through the same link", async () => {
    const base = buildParentPlan();
    stubFetch({
      [`GET /api/view-protocol-plan/${TOKEN}`]: () =>
        jsonResponse(200, {
          data: {
            ...base,
            other_protocols: [
              { title: 'Заїкання, курс', teacher_name: 'Ірина', plans: base.plans.slice(0, 1) },
            ],
          },
        }),
    });
    renderPage();
    const section = await screen.findByTestId('parent-other-protocols');
    expect(section).toHaveTextContent('Інші програми дитини');
    const [other] = within(section).getAllByTestId('parent-other-protocol');
    expect(other).toHaveTextContent('Заїкання, курс');
    expect(other).toHaveTextContent('Логопед: Ірина');
    expect(within(other as HTMLElement).getAllByTestId('parent-plan')).toHaveLength(1);
    // The link's own protocol keeps its two plans above.
    expect(screen.getAllByTestId('parent-plan')).toHaveLength(3);
    // The other protocol's plan is closed, and draws its lessons once the family opens it.
    const closed = within(other as HTMLElement).getByTestId('parent-plan');
    expect(within(closed).queryByTestId('parent-plan-block')).toBeNull();
    fireEvent.click(within(closed).getByRole('button', { name: /План 1/ }));
    expect(await within(closed).findByTestId('parent-plan-block')).toHaveTextContent(
      'Артикуляційна розминка',
    );
  });

  it("gives lesson times on the family's clock, naming the zone, and on the reader's own", async () => {
    // The reader's browser is in New York; the student's card says Kyiv.
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolvedOptions.call(this), timeZone: 'America/New_York' };
    });
    const data = buildParentPlan({ language: 'en' });
    const upcoming = data.plans[0]?.lessons[1];
    if (upcoming) upcoming.scheduled_at = '2026-02-10T15:00:00.000Z';
    stubFetch({ [`GET /api/view-protocol-plan/${TOKEN}`]: () => jsonResponse(200, { data }) });
    renderPage();

    const plan = (await screen.findAllByTestId('parent-plan'))[1] as HTMLElement;
    expect(within(plan).getByTestId('parent-plan-time-zone')).toHaveTextContent(
      'Times are given in the Europe/Kyiv time zone',
    );
    // 15:00 UTC: 17:00 in Kyiv (winter, UTC+2), 10:00 in New York (UTC-5).
    expect(within(plan).getByTestId('parent-plan-lesson-time')).toHaveTextContent(
      '10 Feb 2026, 17:00 EET',
    );
    expect(within(plan).getByTestId('parent-plan-lesson-local-time')).toHaveTextContent(
      'Your time (America/New_York): 10 Feb 2026, 10:00 GMT-5',
    );
    expect(plan).toHaveTextContent('3 Feb 2026, 17:50 EET');
  });

  function placeBrowserIn(timeZone: string) {
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolvedOptions.call(this), timeZone };
    });
  }

  async function openPlanWithLessonAt(scheduledAt: string, cardTimeZone = 'Europe/Kyiv') {
    const data = buildParentPlan({ time_zone: cardTimeZone });
    const upcoming = data.plans[0]?.lessons[1];
    if (upcoming) upcoming.scheduled_at = scheduledAt;
    stubFetch({ [`GET /api/view-protocol-plan/${TOKEN}`]: () => jsonResponse(200, { data }) });
    renderPage();
    return (await screen.findAllByTestId('parent-plan'))[1] as HTMLElement;
  }

  it('adds no second time for a reader in Kyiv whose browser spells it Europe/Kiev', async () => {
    placeBrowserIn('Europe/Kiev');
    const plan = await openPlanWithLessonAt('2026-11-29T14:00:00.000Z');

    expect(within(plan).getByTestId('parent-plan-lesson-time')).toHaveTextContent(
      '29 лист. 2026 р., 16:00 GMT+2',
    );
    expect(within(plan).queryByTestId('parent-plan-lesson-local-time')).toBeNull();
    expect(plan).not.toHaveTextContent('Europe/Kiev');
  });

  it('names a card saved as Europe/Kiev by its current name, once', async () => {
    placeBrowserIn('Europe/Kiev');
    const plan = await openPlanWithLessonAt('2026-11-29T14:00:00.000Z', 'Europe/Kiev');

    expect(within(plan).getByTestId('parent-plan-time-zone')).toHaveTextContent(
      'Час указано за часовим поясом Europe/Kyiv',
    );
    expect(within(plan).queryByTestId('parent-plan-lesson-local-time')).toBeNull();
    expect(plan).not.toHaveTextContent('Europe/Kiev');
  });

  it("adds no second time when the reader's zone shows the same time then", async () => {
    // Riga keeps Kyiv's offset in winter and in summer alike.
    placeBrowserIn('Europe/Riga');
    const plan = await openPlanWithLessonAt('2026-11-29T14:00:00.000Z');
    expect(within(plan).queryByTestId('parent-plan-lesson-local-time')).toBeNull();
  });

  it("adds the reader's own time when their clock shows another time", async () => {
    placeBrowserIn('Europe/Warsaw');
    const plan = await openPlanWithLessonAt('2026-11-29T14:00:00.000Z');
    expect(within(plan).getByTestId('parent-plan-lesson-local-time')).toHaveTextContent(
      'Ваш час (Europe/Warsaw): 29 лист. 2026 р., 15:00 GMT+1',
    );
  });

  it('leaves no stored language when the visitor had none', async () => {
    window.localStorage.removeItem('default-language');
    stubFetch({
      [`GET /api/view-protocol-plan/${TOKEN}`]: () =>
        jsonResponse(200, { data: buildParentPlan({ language: 'pl' }) }),
    });
    renderPage();

    await screen.findByTestId('parent-plan-page');
    expect(i18n.resolvedLanguage).toBe('pl');
    expect(screen.getByTestId('parent-plan-page')).toHaveTextContent('Logopeda: Олена Вчителька');
    expect(window.localStorage.getItem('default-language')).toBeNull();
  });

  it('explains a link that no longer works and asks for a new one', async () => {
    stubFetch({});
    renderPage();

    expect(screen.getByTestId('parent-plan-loading')).toBeInTheDocument();
    const missing = await screen.findByTestId('parent-plan-missing');
    expect(missing).toHaveTextContent('This link does not work any more');
    expect(missing).toHaveTextContent('Ask your therapist for a new one.');
    expect(screen.getByTestId('language-switcher')).toBeInTheDocument();
    // The page says it itself: no red notification on top.
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('treats a malformed link as one that does not work', async () => {
    stubFetch({
      'GET /api/view-protocol-plan/short': () =>
        jsonResponse(400, { message: 'Invalid value', code: 'VALIDATION_FAILED' }),
    });
    renderPage('short');

    expect(await screen.findByTestId('parent-plan-missing')).toBeInTheDocument();
  });

  it('offers a retry when the plan cannot be loaded', async () => {
    let isFailing = true;
    stubFetch({
      [`GET /api/view-protocol-plan/${TOKEN}`]: () =>
        isFailing
          ? jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' })
          : jsonResponse(200, { data: buildParentPlan({ language: 'en' }) }),
    });
    renderPage();

    const error = await screen.findByTestId('parent-plan-error');
    expect(error).toHaveTextContent('The plan could not be loaded');
    isFailing = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('parent-plan-page')).toBeInTheDocument();
  });
});
