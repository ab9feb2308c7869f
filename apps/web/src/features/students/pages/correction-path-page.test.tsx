import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildClient } from '../../../../test/students.ts';
import { pageOfItems } from '../../../../test/users.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { buildLesson, buildPlan, teacher } from '../test-fixtures.ts';
import { CorrectionPathPage } from './correction-path-page.tsx';

const marko = buildClient({ id: 7, child_name: 'Marko', age: 5 });
const older = buildPlan({ id: 21, number: 1, created_at: '2026-01-15T09:00:00.000Z' });
const newer = buildPlan({
  id: 22,
  number: 2,
  status: 'expired',
  filled_at: null,
  deadline: '2026-02-25T12:00:00.000Z',
  created_at: '2026-02-18T09:00:00.000Z',
});

const finished = buildLesson({
  id: 101,
  number: 1,
  title: 'Sound R in syllables',
  state: 'finished',
  scheduled_at: '2026-01-22T15:00:00.000Z',
  finished_at: '2026-01-22T15:50:00.000Z',
  done_at: '2026-01-22T16:00:00.000Z',
  tracked_seconds: 2940,
  item_count: 6,
});
const missed = buildLesson({
  id: 102,
  number: 2,
  state: 'not_finished',
  scheduled_at: '2026-01-29T15:00:00.000Z',
  item_count: 1,
});
const upcoming = buildLesson({ id: 103, number: 3 });

function renderPage(path = '/correction-path/7') {
  return renderRoutes(
    [
      {
        path: '/correction-path/:clientId',
        element: (
          <SessionProvider user={teacher}>
            <CorrectionPathPage />
          </SessionProvider>
        ),
      },
    ],
    { path },
  );
}

describe('CorrectionPathPage', () => {
  beforeEach(async () => {
    await setUpI18n('en');
  });

  it('walks through the plans, oldest first, with the lessons of each', async () => {
    const calls = stubFetch({
      'GET /api/clients/7': () => jsonResponse(200, { data: marko }),
      // The answer's order is not relied on.
      'GET /api/get-plans': () => jsonResponse(200, { data: [newer, older] }),
      'GET /api/lessons': ({ url }) =>
        jsonResponse(
          200,
          pageOfItems(url.includes('plan_id=21') ? [upcoming, finished, missed] : []),
        ),
    });
    renderPage();

    const page = await screen.findByTestId('correction-path-page');
    expect(screen.getByTestId('correction-child-name')).toHaveTextContent('Marko');
    expect(screen.getByTestId('correction-child-age')).toHaveTextContent('5 years');
    expect(within(page).getByTestId('correction-edit-client')).toHaveAttribute(
      'href',
      '/edit-client/7',
    );

    const plans = await screen.findAllByTestId('correction-plan');
    expect(plans.map((plan) => plan.dataset.planId)).toEqual(['21', '22']);
    expect(plans[1]).toHaveTextContent('Expired');
    expect(plans[1]).toHaveTextContent('Fill by 25 February 2026');
    expect(within(plans[0] as HTMLElement).getByTestId('correction-plan-protocol')).toHaveAttribute(
      'href',
      '/edit-protocol/5',
    );

    const lessons = await within(plans[0] as HTMLElement).findAllByTestId('correction-lesson');
    expect(lessons.map((lesson) => lesson.dataset.lessonId)).toEqual(['101', '102', '103']);
    expect(lessons[0]).toHaveTextContent('Sound R in syllables');
    expect(lessons[0]).toHaveTextContent('Finished');
    expect(lessons[0]).toHaveTextContent('6 presentations');
    expect(lessons[0]).toHaveTextContent('49 min');
    expect(lessons[0]).toHaveTextContent('Marked done');
    expect(lessons[0]).toHaveAttribute('href', '/edit-lesson/101');
    expect(lessons[1]).toHaveTextContent('Lesson 2');
    expect(lessons[1]).toHaveTextContent('Not finished');
    expect(lessons[1]).toHaveTextContent('Was scheduled for');
    expect(lessons[2]).toHaveTextContent('Lesson 3');
    expect(lessons[2]).toHaveTextContent('Not scheduled');
    expect(
      await within(plans[1] as HTMLElement).findByTestId('correction-lessons-empty'),
    ).toBeInTheDocument();

    const lessonCalls = calls.filter((call) => call.url.startsWith('/api/lessons?'));
    expect(lessonCalls.map((call) => call.url).sort()).toEqual([
      '/api/lessons?workspace_id=10&client_id=7&plan_id=21&pageSize=100',
      '/api/lessons?workspace_id=10&client_id=7&plan_id=22&pageSize=100',
    ]);
  });

  it('shows a failed lesson list inside its plan with a retry', async () => {
    let isDown = true;
    stubFetch({
      'GET /api/clients/7': () => jsonResponse(200, { data: marko }),
      'GET /api/get-plans': () => jsonResponse(200, { data: [older] }),
      'GET /api/lessons': () =>
        isDown
          ? jsonResponse(500, { message: 'Server error', code: 'INTERNAL' })
          : jsonResponse(200, pageOfItems([finished])),
    });
    renderPage();

    const alert = await screen.findByTestId('correction-lessons-error');
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('correction-lesson')).toHaveTextContent('Sound R');
  });

  it('explains that an archived student has no lessons listed, and restores them', async () => {
    const archived = { ...marko, is_archived: true };
    const calls = stubFetch({
      'GET /api/clients/7': () => jsonResponse(200, { data: archived }),
      'GET /api/get-plans': () => jsonResponse(200, { data: [older] }),
      'GET /api/lessons': () => jsonResponse(200, pageOfItems([finished])),
      'POST /api/clients/7/archive': () => jsonResponse(200, { data: marko }),
    });
    renderPage();

    expect(await screen.findByTestId('correction-archived-note')).toBeInTheDocument();
    expect(await screen.findByTestId('correction-plan')).toBeInTheDocument();
    // The server lists no lessons of archived students: none are asked for.
    expect(calls.some((call) => call.url.startsWith('/api/lessons'))).toBe(false);

    fireEvent.click(screen.getByTestId('correction-restore'));
    expect(await screen.findByTestId('correction-lesson')).toHaveTextContent('Sound R');
    expect(screen.queryByTestId('correction-archived-note')).not.toBeInTheDocument();
  });

  it('invites to create a protocol when the path has not started', async () => {
    stubFetch({
      'GET /api/clients/7': () => jsonResponse(200, { data: marko }),
      'GET /api/get-plans': () => jsonResponse(200, { data: [] }),
    });
    renderPage();

    const empty = await screen.findByTestId('correction-empty');
    expect(empty).toHaveTextContent('The path has not started yet');
    expect(within(empty).getByTestId('correction-new-protocol')).toHaveAttribute(
      'href',
      '/create-protocol?client_id=7',
    );
  });

  it('shows the not-found state for a student the server does not know', async () => {
    stubFetch({
      'GET /api/clients/99': () => jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' }),
    });
    renderPage('/correction-path/99');

    expect(await screen.findByTestId('client-not-found')).toBeInTheDocument();
  });
});
