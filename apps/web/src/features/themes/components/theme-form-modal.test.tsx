import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildTheme, sharingModerator } from '../test-fixtures.ts';
import { ThemeFormModal, type ThemeFormTarget } from './theme-form-modal.tsx';

function openForm(target: ThemeFormTarget = { mode: 'create' }) {
  const onClose = vi.fn();
  renderWithSession(
    <ThemeFormModal target={target} isOpen workspaceId={10} onClose={onClose} />,
    sharingModerator,
  );
  return onClose;
}

function typeAge(testId: string, value: string) {
  fireEvent.input(screen.getByTestId(testId), { target: { value } });
}

describe('ThemeFormModal', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('puts the age range message on both fields, and clears both once the range is fixed', async () => {
    const calls = stubFetch({});
    openForm();
    fireEvent.input(screen.getByTestId('theme-name'), { target: { value: 'Dinosaurs' } });
    typeAge('theme-min-age', '10');
    typeAge('theme-max-age', '5');
    fireEvent.click(screen.getByTestId('theme-save'));

    expect(await screen.findByText('Age "from" cannot exceed age "to"')).toBeInTheDocument();
    expect(screen.getByText('Age "to" cannot be below age "from"')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    typeAge('theme-max-age', '12');
    await waitFor(() =>
      expect(screen.queryByText('Age "from" cannot exceed age "to"')).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Age "to" cannot be below age "from"')).not.toBeInTheDocument();
  });

  it('asks for at least one gender and for both ages', async () => {
    const calls = stubFetch({});
    openForm();
    fireEvent.input(screen.getByTestId('theme-name'), { target: { value: 'Space' } });
    fireEvent.click(screen.getByTestId('theme-gender-boy'));
    fireEvent.click(screen.getByTestId('theme-gender-girl'));
    typeAge('theme-min-age', '');
    fireEvent.click(screen.getByTestId('theme-save'));

    expect(await screen.findByText('Choose at least one gender')).toBeInTheDocument();
    expect(screen.getByText('Required field')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('creates the interest with the chosen sharing and shows a taken name on the field', async () => {
    const calls = stubFetch({
      'POST /api/themes': () =>
        jsonResponse(409, {
          message: 'An interest with this name already exists',
          code: 'THEME_TAKEN',
          details: {
            fields: [{ path: 'name', message: 'An interest with this name already exists' }],
          },
        }),
    });
    openForm();
    fireEvent.input(screen.getByTestId('theme-name'), { target: { value: ' Dinosaurs ' } });
    fireEvent.click(screen.getByTestId('theme-gender-girl'));
    fireEvent.click(screen.getByTestId('theme-sharing'));
    const options = (await screen.findAllByRole('option', { hidden: true })).map(
      (option) => option.textContent,
    );
    // Only other projects this user moderates can be given the interest.
    expect(options).toEqual(['Sunrise Speech Center']);
    fireEvent.click(screen.getByRole('option', { name: 'Sunrise Speech Center', hidden: true }));
    fireEvent.click(screen.getByTestId('theme-save'));

    expect(
      await screen.findByText('An interest with this name already exists'),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      workspace_id: 10,
      name: 'Dinosaurs',
      genders: ['boy'],
      min_age: 4,
      max_age: 8,
      type: 'general',
      shared_workspace_ids: [20],
    });
  });

  it('saves an edited interest with PUT and closes', async () => {
    const theme = buildTheme({ id: 7, name: 'Cars', min_age: 3, max_age: 12, type: 'custom' });
    const calls = stubFetch({
      'PUT /api/themes/7': ({ body }) =>
        jsonResponse(200, { data: { ...theme, ...(body as object) } }),
    });
    const onClose = openForm({ mode: 'edit', theme });
    expect(screen.getByTestId('theme-name')).toHaveValue('Cars');
    typeAge('theme-max-age', '9');
    fireEvent.click(screen.getByTestId('theme-save'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      body: { name: 'Cars', min_age: 3, max_age: 9, type: 'custom' },
    });
    expect(await screen.findByText('Interest “Cars” saved')).toBeInTheDocument();
  });
});
