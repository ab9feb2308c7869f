import { type AuditEvent, ROLE, type Workspace } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildUser, pageOfItems, rootUser } from '../../../../test/users.ts';
import { AuditLogPage } from './audit-log-page.tsx';

const roleRemoved: AuditEvent = {
  id: 501,
  at: '2025-03-12T14:05:00.000Z',
  action: 'role_remove',
  actor: { id: 1, name: 'Maria Manager', email: 'Maria.Manager@Example.com' },
  target: { id: 31, name: 'Olena Teacher', email: 'olena@example.com' },
  workspace: { id: 10, title: 'Slovo Demo School' },
  details: { role: ROLE.author },
};
const accepted: AuditEvent = {
  ...roleRemoved,
  id: 502,
  action: 'invite_accept',
  actor: null,
  target: null,
  workspace: null,
};

const manager = buildUser({
  workspaces: [
    { workspaceId: 10, workspaceTitle: 'Slovo Demo School', roles: [ROLE.manager] },
    { workspaceId: 20, workspaceTitle: 'Second School', roles: [ROLE.teacher] },
    { workspaceId: 30, workspaceTitle: 'Third School', roles: [ROLE.manager] },
  ],
});

const project = (id: number, title: string, archived = false): Workspace => ({
  id,
  title,
  description: '',
  archived,
  usersCount: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
});

function listQueries(calls: { url: string }[]): Record<string, string>[] {
  return calls
    .filter((call) => call.url.startsWith('/api/audit-events?'))
    .map((call) => Object.fromEntries(new URLSearchParams(call.url.split('?')[1])));
}

async function chooseOption(testId: string, name: string) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('AuditLogPage', () => {
  beforeEach(() => setUpI18n('en'));

  it('shows events with localized time, action, people and project', async () => {
    stubFetch({
      'GET /api/audit-events': () => jsonResponse(200, pageOfItems([roleRemoved, accepted])),
    });
    window.localStorage.setItem('wks', '10');
    renderWithSession(<AuditLogPage />, manager);

    const row = await screen.findByTestId('audit-row-501');
    expect(row).toHaveTextContent('Role removed');
    expect(row).toHaveTextContent('maria.manager@example.com');
    expect(row).toHaveTextContent('Olena Teacher');
    expect(row).toHaveTextContent('Slovo Demo School');
    expect(row).toHaveTextContent(/12\/03\/2025 \d\d:05/);
    expect(screen.getByTestId('audit-row-502')).toHaveTextContent('System');
    expect(screen.getByTestId('audit-row-502')).toHaveTextContent('Invitation accepted');
  });

  it("filters a manager's log by their projects, the action and the search", async () => {
    const calls = stubFetch({ 'GET /api/audit-events': () => jsonResponse(200, pageOfItems([])) });
    window.localStorage.setItem('wks', '10');
    renderWithSession(<AuditLogPage />, manager);

    await screen.findByTestId('audit-empty');
    expect(listQueries(calls)).toEqual([{ workspace_id: '10', page: '1', pageSize: '20' }]);
    // A manager's choices come from their own projects: no project list is fetched.
    expect(calls.some((call) => call.url.startsWith('/api/workspaces'))).toBe(false);

    fireEvent.click(screen.getByTestId('audit-project'));
    const projects = await screen.findByRole('listbox', { name: 'Project', hidden: true });
    const options = within(projects).getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'Slovo Demo School',
      'Third School',
    ]);
    fireEvent.click(options[1]!);
    await waitFor(() => expect(listQueries(calls).at(-1)?.workspace_id).toBe('30'));

    await chooseOption('audit-action', 'Role removed');
    await waitFor(() => expect(listQueries(calls).at(-1)?.action).toBe('role_remove'));

    fireEvent.input(screen.getByTestId('audit-search'), { target: { value: ' olena ' } });
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toEqual({
        workspace_id: '30',
        action: 'role_remove',
        search: 'olena',
        page: '1',
        pageSize: '20',
      }),
    );
    expect(await screen.findByText('No matching events')).toBeInTheDocument();
  });

  it('lets root read every project at once or pick one, archived ones included', async () => {
    const calls = stubFetch({
      'GET /api/audit-events': () => jsonResponse(200, pageOfItems([roleRemoved])),
      'GET /api/workspaces': () =>
        jsonResponse(200, pageOfItems([project(10, 'Slovo Demo School')])),
      'GET /api/workspaces/archived': () =>
        jsonResponse(200, pageOfItems([project(11, 'Old School', true)])),
    });
    renderWithSession(<AuditLogPage />, rootUser);

    await screen.findByTestId('audit-row-501');
    expect(listQueries(calls)[0]).toEqual({ page: '1', pageSize: '20' });
    expect(screen.getByTestId('audit-project')).toHaveValue('All projects');

    await chooseOption('audit-project', 'Old School');
    await waitFor(() => expect(listQueries(calls).at(-1)?.workspace_id).toBe('11'));

    await chooseOption('audit-project', 'All projects');
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ page: '1', pageSize: '20' }));
  });

  it('tells card views by staff from views through the family link', async () => {
    const view = (id: number, actor: AuditEvent['actor'], via: string, page: string) => ({
      ...roleRemoved,
      id,
      action: 'diagnostic_card_view' as const,
      actor,
      target: null,
      details: { card_id: 12, via, page },
    });
    stubFetch({
      'GET /api/audit-events': () =>
        jsonResponse(
          200,
          pageOfItems([
            view(601, null, 'family_link', 'progress'),
            view(602, roleRemoved.actor, 'staff', 'card'),
          ]),
        ),
    });
    renderWithSession(<AuditLogPage />, manager);
    const family = await screen.findByTestId('audit-row-601');
    expect(family).toHaveTextContent('Diagnostic card viewed');
    expect(family).toHaveTextContent('Progress page of card #12');
    expect(family).toHaveTextContent('Family link');
    const staff = screen.getByTestId('audit-row-602');
    expect(staff).toHaveTextContent('Card #12');
    expect(staff).toHaveTextContent('Maria Manager');
  });

  it('has a localized name for every action in the filter', async () => {
    stubFetch({ 'GET /api/audit-events': () => jsonResponse(200, pageOfItems([])) });
    await setUpI18n('uk');
    renderWithSession(<AuditLogPage />, rootUser);
    fireEvent.click(await screen.findByTestId('audit-action'));
    const listbox = await screen.findByRole('listbox', { name: 'Дія', hidden: true });
    const labels = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(labels).toHaveLength(20);
    expect(labels).toContain('Вхід від імені користувача');
    expect(labels).toContain('Перегляд діагностичної карти');
    expect(labels).toContain('Перегляд акта');
    expect(labels).toContain('Переглянуто замовлення сувенірів');
    expect(labels.every((label) => label && !label.includes('actions.'))).toBe(true);
  });
});
