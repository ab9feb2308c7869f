import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildClient } from '../../../../test/students.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { interests, staff, teacher } from '../test-fixtures.ts';
import { ClientForm } from './client-form.tsx';
import { ClientFormModal } from './client-form-modal.tsx';

type Handlers = Parameters<typeof stubFetch>[0];

function stubFormApi(extra: Handlers = {}) {
  return stubFetch({
    'GET /api/clients/staff': () => jsonResponse(200, { data: staff }),
    'GET /api/themes': () => jsonResponse(200, { data: interests }),
    ...extra,
  });
}

async function openCreateModal() {
  const rendered = renderRoutes(
    [
      {
        path: '/clients',
        element: (
          <SessionProvider user={teacher}>
            <ClientFormModal isOpen workspaceId={10} onClose={() => undefined} />
          </SessionProvider>
        ),
      },
      { path: '/edit-client/:clientId', element: <div data-testid="edit-client-stub" /> },
    ],
    { path: '/clients' },
  );
  // The form loads when the window first opens.
  await screen.findByTestId('client-field-child_name');
  return rendered;
}

function type(field: string, value: string) {
  fireEvent.input(screen.getByTestId(`client-field-${field}`), { target: { value } });
}

async function pick(field: string, option: string) {
  fireEvent.click(screen.getByTestId(`client-field-${field}`));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

function writes(calls: ReturnType<typeof stubFetch>) {
  return calls.filter((call) => call.method !== 'GET');
}

describe('ClientForm', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('shows what is wrong next to the fields and sends nothing', async () => {
    const calls = stubFormApi();
    await openCreateModal();
    type('child_name', 'M');
    type('contact_email', 'not-an-email');
    type('contact_phone', '12');
    fireEvent.click(screen.getByTestId('client-save'));

    expect(await screen.findAllByText('Name must have 2 to 100 characters')).toHaveLength(2);
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
    // The first field in error gets the cursor; the note by the button counts what is left.
    await waitFor(() => expect(screen.getByTestId('client-field-child_name')).toHaveFocus());
    expect(screen.getByTestId('refused-save-note')).toHaveTextContent(
      /Not saved: \d+ fields need attention/,
    );
  });

  it('adds a student with everything chosen and opens their page', async () => {
    const calls = stubFormApi({
      'POST /api/clients': () =>
        jsonResponse(200, { data: buildClient({ id: 42, child_name: 'Marko' }) }),
    });
    const { router } = await openCreateModal();
    type('child_name', ' Marko ');
    type('client_name', 'Olena Koval');
    type('contact_email', 'olena@example.com');
    type('contact_phone', '+380 67 123 45 67');
    fireEvent.click(screen.getByText('Boy'));
    await pick('language', 'Polish');
    await pick('qualifications', 'Dyslalia');
    await pick('qualifications', 'General speech underdevelopment, level II');
    await pick('interest_ids', 'Space');
    await pick('teacher_id', 'Taras Teacher');
    await pick('diagnostician_id', 'Dana Diagnostician');
    type('description', 'Shy at first');
    fireEvent.click(screen.getByTestId('client-save'));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', url: '/api/clients' });
    expect(writes(calls)[0]?.body).toEqual({
      workspace_id: 10,
      child_name: 'Marko',
      client_name: 'Olena Koval',
      contact_email: 'olena@example.com',
      contact_phone: '+380 67 123 45 67',
      birth_date: null,
      gender: 'boy',
      language: 'pl',
      time_zone: 'Europe/Kyiv',
      description: 'Shy at first',
      qualifications: ['dyslalia', 'generalSpeechUnderdevelopment2'],
      interest_ids: [4],
      teacher_id: 8,
      diagnostician_id: 9,
    });
    expect(await screen.findByText('Student Marko added')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-client/42'));
  });

  // A phone's browser widens the page to fit a list that sticks out past the screen even for a
  // frame, and the dialog, sized by the page, widens with it: the lists are fixed to the screen,
  // and scroll on their own although they are drawn outside the dialog (the app's theme).
  it('opens every list of the dialog fixed to the screen, scrolling while the page stays still', async () => {
    stubFormApi();
    await openCreateModal();
    const fields = [
      'qualifications',
      'interest_ids',
      'language',
      'time_zone',
      'teacher_id',
      'diagnostician_id',
    ];
    for (const name of fields) {
      const field = screen.getByTestId(`client-field-${name}`);
      fireEvent.click(field);
      // jsdom lays nothing out, so the list counts as hidden: it is found through its field.
      await waitFor(() => expect(field).toHaveAttribute('aria-controls'));
      const list = document.getElementById(field.getAttribute('aria-controls') ?? '');
      if (!list) throw new Error(`no list for ${name}`);
      expect(list.closest('.mantine-Popover-dropdown'), name).toHaveAttribute('data-fixed');
      const turn = new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: 40 });
      list.dispatchEvent(turn);
      expect(turn.defaultPrevented, name).toBe(false);
      // Pressing outside the list closes it.
      fireEvent.mouseDown(document.body);
      await waitFor(() => expect(field).not.toHaveAttribute('aria-controls'));
    }
    // Outside the lists, the dialog still keeps the page behind it from scrolling.
    const overlay = document.querySelector('.mantine-Modal-overlay');
    const turn = new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: 40 });
    overlay?.dispatchEvent(turn);
    expect(turn.defaultPrevented).toBe(true);
  });

  it('puts the refusals of the server next to their fields', async () => {
    stubFormApi({
      'POST /api/clients': () =>
        jsonResponse(422, {
          message: 'Check the fields',
          code: 'VALIDATION_FAILED',
          details: { fields: [{ path: 'teacher_id', message: 'validation.invalid' }] },
        }),
    });
    await openCreateModal();
    type('child_name', 'Marko');
    type('client_name', 'Olena Koval');
    fireEvent.click(screen.getByTestId('client-save'));

    expect(await screen.findByText('Invalid value')).toBeInTheDocument();
    // Shown at the field: no notification repeats it.
    expect(screen.queryByText('Check the fields')).not.toBeInTheDocument();
  });

  it('starts from the student and sends the whole student when saved', async () => {
    const client = buildClient({
      id: 7,
      child_name: 'Marko',
      gender: 'boy',
      birth_date: '2019-05-14',
      qualifications: ['dyslalia', 'stuttering'],
      interests: [{ id: 3, name: 'Dinosaurs' }],
      diagnostician: { id: 9, name: 'Dana Diagnostician' },
      time_zone: 'America/Los_Angeles',
      language: 'en',
    });
    const calls = stubFormApi({
      'PUT /api/clients/7': ({ body }) =>
        jsonResponse(200, {
          data: { ...client, child_name: (body as { child_name: string }).child_name },
        }),
    });
    let saved = '';
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <SessionProvider user={teacher}>
              <ClientForm
                workspaceId={10}
                client={client}
                defaultLanguage="en"
                onSaved={(result) => {
                  saved = result.child_name;
                }}
              />
            </SessionProvider>
          ),
        },
      ],
      { path: '/edit-client/7' },
    );
    expect(screen.getByTestId('client-field-child_name')).toHaveValue('Marko');
    expect(screen.getByTestId('client-age-preview')).toHaveTextContent(/^Age: \d+ years$/);
    expect((screen.getByTestId('client-field-time_zone') as HTMLInputElement).value).toMatch(
      /^America\/Los Angeles \(GMT-\d+\)$/,
    );
    type('child_name', 'Marko Koval');
    fireEvent.click(screen.getByTestId('client-save'));

    await waitFor(() => expect(saved).toBe('Marko Koval'));
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', url: '/api/clients/7' });
    expect(writes(calls)[0]?.body).toEqual({
      workspace_id: 10,
      child_name: 'Marko Koval',
      client_name: 'Olena Koval',
      contact_email: 'olena@example.com',
      contact_phone: '+380 67 123 45 67',
      birth_date: '2019-05-14',
      gender: 'boy',
      language: 'en',
      time_zone: 'America/Los_Angeles',
      description: '',
      qualifications: ['dyslalia', 'stuttering'],
      interest_ids: [3],
      teacher_id: 4,
      diagnostician_id: 9,
    });
  });
});
