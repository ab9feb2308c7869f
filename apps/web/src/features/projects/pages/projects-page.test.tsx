import type { Workspace } from '@slovo/contracts';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { managerUser, pageOfItems } from '../../../../test/users.ts';
import { ProjectsPage } from './projects-page.tsx';

const demo: Workspace = {
  id: 10,
  title: 'Slovo Demo School',
  description: 'Speech therapy for children from 3 to 10',
  archived: false,
  usersCount: 6,
  createdAt: '2025-03-12T09:30:00.000Z',
};
const oldSchool: Workspace = { ...demo, id: 11, title: 'Old School', archived: true };

/** The signed-in user is cached, as in the app, to see whether a change marks it stale. */
function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['current-user'], managerUser);
  renderWithProviders(<ProjectsPage />, { queryClient });
  return {
    isUserStale: () => queryClient.getQueryState(['current-user'])?.isInvalidated === true,
  };
}

describe('ProjectsPage', () => {
  beforeEach(() => setUpI18n('en'));

  it('lists live projects and switches to the archive', async () => {
    const calls = stubFetch({
      'GET /api/workspaces': () => jsonResponse(200, pageOfItems([demo])),
      'GET /api/workspaces/archived': () => jsonResponse(200, pageOfItems([oldSchool])),
    });
    renderPage();

    const row = await screen.findByTestId('project-row-10');
    expect(row).toHaveTextContent('Slovo Demo School');
    expect(row).toHaveTextContent('Speech therapy for children from 3 to 10');
    expect(row).toHaveTextContent('6');
    expect(row).toHaveTextContent('12 March 2025');
    expect(within(row).getByTestId('project-archive-10')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('projects-tab-archived'));
    const archived = await screen.findByTestId('project-row-11');
    expect(within(archived).getByTestId('project-restore-11')).toBeInTheDocument();
    expect(within(archived).queryByTestId('project-archive-11')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/workspaces?page=1&pageSize=20',
      '/api/workspaces/archived?page=1&pageSize=20',
    ]);
  });

  it('validates and creates a project, then refreshes the header project list', async () => {
    const calls = stubFetch({
      'GET /api/workspaces': () => jsonResponse(200, pageOfItems([demo])),
      'POST /api/workspaces': () =>
        jsonResponse(200, { data: { ...demo, id: 12, title: 'Sunny School', usersCount: 1 } }),
    });
    const { isUserStale } = renderPage();
    await screen.findByTestId('project-row-10');

    fireEvent.click(screen.getByTestId('project-create'));
    fireEvent.input(await screen.findByTestId('project-title'), { target: { value: ' S ' } });
    fireEvent.input(screen.getByTestId('project-description'), {
      target: { value: 'x'.repeat(1001) },
    });
    fireEvent.click(screen.getByTestId('project-submit'));
    expect(await screen.findByText('Project name must have 2 to 100 characters')).toBeVisible();
    expect(screen.getByText('At most 1000 characters')).toBeVisible();

    fireEvent.input(screen.getByTestId('project-title'), { target: { value: ' Sunny School ' } });
    fireEvent.input(screen.getByTestId('project-description'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('project-submit'));

    expect(await screen.findByText('Project “Sunny School” created')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Sunny School',
      description: '',
    });
    expect(isUserStale()).toBe(true);
  });

  it('archives a project only after confirmation', async () => {
    const calls = stubFetch({
      'GET /api/workspaces': () => jsonResponse(200, pageOfItems([demo])),
      'POST /api/workspaces/10/archive': () =>
        jsonResponse(200, { data: { ...demo, archived: true } }),
    });
    const { isUserStale } = renderPage();

    fireEvent.click(await screen.findByTestId('project-archive-10'));
    expect(await screen.findByText('Archive “Slovo Demo School”?')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByTestId('project-archive-confirm'));
    expect(await screen.findByText('Project “Slovo Demo School” archived')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.url).toBe('/api/workspaces/10/archive');
    await waitFor(() => expect(isUserStale()).toBe(true));
  });

  it('restores an archived project after confirmation', async () => {
    const calls = stubFetch({
      'GET /api/workspaces': () => jsonResponse(200, pageOfItems([])),
      'GET /api/workspaces/archived': () => jsonResponse(200, pageOfItems([oldSchool])),
      'POST /api/workspaces/11/restore': () =>
        jsonResponse(200, { data: { ...oldSchool, archived: false } }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('projects-tab-archived'));
    fireEvent.click(await screen.findByTestId('project-restore-11'));
    fireEvent.click(await screen.findByTestId('project-restore-confirm'));
    expect(await screen.findByText('Project “Old School” restored')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.url).toBe('/api/workspaces/11/restore');
  });

  it('says what to do when there are no projects, and when the archive is empty', async () => {
    stubFetch({
      'GET /api/workspaces': () => jsonResponse(200, pageOfItems([])),
      'GET /api/workspaces/archived': () => jsonResponse(200, pageOfItems([])),
    });
    renderPage();
    expect(await screen.findByTestId('projects-empty')).toHaveTextContent(
      'Create the first project',
    );
    fireEvent.click(screen.getByTestId('projects-tab-archived'));
    expect(await screen.findByText('The archive is empty')).toBeInTheDocument();
  });

  it('shows a retry when the list cannot be loaded', async () => {
    let isDown = true;
    stubFetch({
      'GET /api/workspaces': () =>
        isDown
          ? jsonResponse(500, { message: 'Something went wrong!', code: 'INTERNAL' })
          : jsonResponse(200, pageOfItems([demo])),
    });
    renderPage();
    const error = await screen.findByTestId('projects-error');
    isDown = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('project-row-10')).toBeInTheDocument();
  });
});
