import { ROLE, type Workspace } from '@slovo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch.ts';
import { pageOfItems, rootUser } from '../../../test/users.ts';
import { ProjectsRoute } from './projects-route.tsx';

const school: Workspace = {
  id: 10,
  title: 'Northside Speech School',
  description: '',
  archived: false,
  usersCount: 0,
  createdAt: '2026-11-28T09:30:00.000Z',
};

describe('ProjectsRoute', () => {
  beforeEach(() => setUpI18n('en'));

  it('lets root, who has no Users screen, invite a new project’s first manager from its row', async () => {
    const calls = stubFetch({
      'GET /api/workspaces': () => jsonResponse(200, pageOfItems([school])),
      'POST /api/invitations/invite': () =>
        jsonResponse(200, { data: { userId: 40, status: 'invited' } }),
    });
    renderWithSession(<ProjectsRoute />, rootUser);

    fireEvent.click(await screen.findByTestId('project-invite-10'));
    const modal = await screen.findByTestId('invite-modal');
    // The project is the row's, not one of root's own (root is assigned to none).
    const project = within(modal).getByTestId('invite-project');
    expect(project).toHaveValue('Northside Speech School');
    expect(project).toHaveAttribute('readonly');

    fireEvent.input(within(modal).getByTestId('invite-email'), {
      target: { value: 'head@northside.example' },
    });
    fireEvent.click(within(modal).getByTestId(`invite-role-${ROLE.manager}`));
    fireEvent.click(within(modal).getByTestId('invite-submit'));

    expect(await screen.findByText('Invitation sent to head@northside.example')).toBeVisible();
    expect(calls.find((call) => call.url === '/api/invitations/invite')?.body).toEqual({
      email: 'head@northside.example',
      workspace_id: 10,
      roles: [ROLE.manager],
      lang: 'en',
    });
  });
});
