import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { preloadLazyChunk } from '../../../../test/lazy-chunks.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { rootUser } from '../../../../test/users.ts';
import { buildDashboard, buildWeeks } from '../test-fixtures.ts';
import { DashboardPage } from './dashboard-page.tsx';

preloadLazyChunk(() => import('../components/dashboard-charts.tsx'));

function renderPage(data = buildDashboard()) {
  stubFetch({ 'GET /api/dashboard': () => jsonResponse(200, { data }) });
  return renderWithSession(<DashboardPage />, rootUser, { path: '/dashboard' });
}

describe('DashboardPage', () => {
  beforeEach(async () => {
    await setUpI18n('en');
  });

  it('shows every figure of the school with its detail', async () => {
    renderPage();
    expect(await screen.findByTestId('stat-projects-value')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-projects')).toHaveTextContent('In work; 1 archived');
    expect(screen.getByTestId('stat-users-value')).toHaveTextContent('1,240');
    expect(screen.getByTestId('stat-users')).toHaveTextContent('1,203 active');
    expect(screen.getByTestId('stat-microblocks-value')).toHaveTextContent('57');
    expect(screen.getByTestId('stat-microblocks')).toHaveTextContent('41 accepted');
    expect(screen.getByTestId('stat-themed-versions-value')).toHaveTextContent('96');
    expect(screen.getByTestId('stat-students-value')).toHaveTextContent('38');
    expect(screen.getByTestId('stat-lessons-value')).toHaveTextContent('412');
    expect(screen.getByTestId('stat-lessons')).toHaveTextContent('21 this week');
    expect(screen.getByTestId('stat-cards-value')).toHaveTextContent('29');
    expect(screen.getByTestId('stat-cards')).toHaveTextContent('Filled; 3 drafts');
    expect(screen.getByTestId('users-by-role-teacher-value')).toHaveTextContent('14');
    expect(screen.getByTestId('users-by-role-teacher')).toHaveTextContent('Speech therapist');
    expect(screen.getByTestId('microblocks-by-status-moderation')).toHaveTextContent(
      'In moderation4',
    );
  });

  it('shows upcoming bookings and open tickets as numbers', async () => {
    renderPage(buildDashboard({ bookings: 7, open_tickets: 0 }));
    expect(await screen.findByTestId('stat-bookings-value')).toHaveTextContent('7');
    expect(screen.getByTestId('stat-bookings')).toHaveTextContent('Upcoming');
    expect(screen.getByTestId('stat-open-tickets-value')).toHaveTextContent('0');
    expect(screen.getByTestId('stat-open-tickets')).toHaveTextContent('New or in process');
  });

  it('links each figure to its list when root may open it, and names the others', async () => {
    renderPage();
    const link = await screen.findByTestId('stat-projects-link');
    expect(link).toHaveAttribute('href', '/projects');
    expect(link).toHaveAccessibleName('Open the list: Projects');
    expect(screen.queryByTestId('stat-projects-source')).not.toBeInTheDocument();
    expect(screen.getByTestId('dashboard-scope')).toHaveTextContent(
      'Figures cover every live project.',
    );
    // Lists of other roles stay unlinked (spec 2 and 6): each card says where its items are.
    const kept: [string, string][] = [
      ['stat-users', 'In each project: “Users” (Manager)'],
      ['stat-microblocks', 'In each project: “Moderation” (Moderator)'],
      ['stat-themed-versions', 'In each project: “Auto-generation” (Moderator)'],
      ['stat-students', 'In each project: “Students” (Speech therapist)'],
      ['stat-lessons', 'In each project: “Lesson statistics” (Manager)'],
      ['stat-cards', 'In each project: “Diagnostics” (Speech therapist and Diagnostician)'],
      ['stat-bookings', 'In each project: “Call-backs” (Manager)'],
      ['stat-open-tickets', 'In each project: “Complaint tickets” (Moderator)'],
    ];
    for (const [testId, source] of kept) {
      expect(screen.queryByTestId(`${testId}-link`), testId).not.toBeInTheDocument();
      expect(screen.getByTestId(`${testId}-source`), testId).toHaveTextContent(source);
    }
  });

  it('in Ukrainian names the lists and roles in Ukrainian', async () => {
    await setUpI18n('uk');
    renderPage();
    expect(await screen.findByTestId('stat-cards-source')).toHaveTextContent(
      'У кожному проєкті: «Діагностика» (Логопед і Діагност)',
    );
    await setUpI18n('en');
  });

  it('draws the weekly charts after the figures', async () => {
    renderPage();
    const charts = await screen.findByTestId('dashboard-charts');
    expect(within(charts).getByTestId('chart-lessons')).toHaveTextContent('Lessons played');
    expect(within(charts).getByTestId('chart-microblocks')).toHaveTextContent('Microblocks');
    expect(within(charts).getByTestId('chart-students')).toHaveTextContent(
      'Students and diagnostics',
    );
    expect(screen.queryByTestId('dashboard-charts-empty')).not.toBeInTheDocument();
  });

  it('says so when nothing happened in the twelve weeks', async () => {
    renderPage(
      buildDashboard({
        projects: { live: 0, archived: 0 },
        users: {
          total: 1,
          active: 1,
          by_role: { root: 1, manager: 0, moderator: 0, author: 0, teacher: 0, diagnostician: 0 },
        },
        weeks: buildWeeks(),
      }),
    );
    expect(await screen.findByTestId('dashboard-charts-empty')).toHaveTextContent(
      'Nothing happened in the last 12 weeks.',
    );
    expect(screen.getByTestId('stat-projects-value')).toHaveTextContent('0');
    expect(screen.queryByTestId('dashboard-charts')).not.toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    stubFetch({
      'GET /api/dashboard': () => jsonResponse(500, { message: 'Boom', code: 'INTERNAL' }),
    });
    renderWithSession(<DashboardPage />, rootUser, { path: '/dashboard' });
    expect(await screen.findByTestId('dashboard-error')).toHaveTextContent(
      'Could not load the statistics',
    );
  });
});
