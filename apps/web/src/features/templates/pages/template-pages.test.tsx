import { notifications } from '@mantine/notifications';
import type { CurrentUser } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoCategories } from '../../../../test/categories.ts';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser, teacherUser } from '../../../../test/users.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { dyslaliaTemplate } from '../test-fixtures.ts';
import { CreateTemplatePage, EditTemplatePage, ViewTemplatePage } from './template-pages.tsx';

function renderAt(path: string, user: CurrentUser = moderatorUser) {
  const withSession = (element: React.ReactNode) => (
    <SessionProvider user={user}>{element}</SessionProvider>
  );
  return renderRoutes(
    [
      { path: '/create-template', element: withSession(<CreateTemplatePage />) },
      { path: '/edit-template/:templateId', element: withSession(<EditTemplatePage />) },
      { path: '/view-template/:templateId', element: withSession(<ViewTemplatePage />) },
      { path: '/protocols-templates', element: <div data-testid="list-page" /> },
    ],
    { path },
  );
}

function stubApi(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/workspaces/10/categories': () => jsonResponse(200, { data: demoCategories }),
    'GET /api/templates/7': () => jsonResponse(200, { data: dyslaliaTemplate }),
    ...extra,
  });
}

function writes(calls: ReturnType<typeof stubFetch>) {
  return calls.filter((call) => call.method !== 'GET');
}

function block(index: number) {
  return screen.getByTestId(`template-block-${index}`);
}

function type(element: HTMLElement, value: string) {
  fireEvent.input(element, { target: { value } });
}

function blockTitles() {
  return screen.getAllByTestId('block-title').map((input) => (input as HTMLInputElement).value);
}

describe('Template editor: creating', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('refuses to save without the title, the description and a block title', async () => {
    const calls = stubApi();
    renderAt('/create-template');

    fireEvent.click(await screen.findByTestId('template-save'));

    expect(await screen.findByText('Enter the template title')).toBeInTheDocument();
    expect(screen.getByText('Enter the template description')).toBeInTheDocument();
    expect(within(block(0)).getByText('Required field')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('keeps the minimum at or below the maximum, and clears the message once fixed', async () => {
    stubApi();
    renderAt('/create-template');

    const first = await screen.findByTestId('template-block-0');
    type(within(first).getByTestId('block-min'), '5');
    type(within(first).getByTestId('block-max'), '2');
    fireEvent.click(screen.getByTestId('template-save'));

    expect(
      await within(first).findByText('The minimum cannot exceed the maximum'),
    ).toBeInTheDocument();
    type(within(first).getByTestId('block-max'), '6');
    await waitFor(() =>
      expect(
        within(first).queryByText('The minimum cannot exceed the maximum'),
      ).not.toBeInTheDocument(),
    );
  });

  it('adds, moves and removes blocks; a block with content is removed after a confirm', async () => {
    stubApi();
    renderAt('/create-template');

    await screen.findByTestId('template-block-0');
    fireEvent.click(screen.getByTestId('template-add-block'));
    fireEvent.click(screen.getByTestId('template-add-block'));
    expect(screen.getByTestId('template-block-count')).toHaveTextContent('3 blocks of 30');
    type(within(block(0)).getByTestId('block-title'), 'First');
    type(within(block(1)).getByTestId('block-title'), 'Second');
    expect(within(block(0)).getByTestId('block-move-up')).toBeDisabled();
    expect(within(block(2)).getByTestId('block-move-down')).toBeDisabled();

    fireEvent.click(within(block(0)).getByTestId('block-move-down'));
    expect(blockTitles()).toEqual(['Second', 'First', '']);
    fireEvent.click(within(block(2)).getByTestId('block-move-up'));
    expect(blockTitles()).toEqual(['Second', '', 'First']);

    // An empty block goes at once.
    fireEvent.click(within(block(1)).getByTestId('block-remove'));
    expect(blockTitles()).toEqual(['Second', 'First']);

    // One with content asks first.
    fireEvent.click(within(block(0)).getByTestId('block-remove'));
    expect(
      await screen.findByText(
        '“Second” with its texts and chosen categories is removed from the template when you save it.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('block-remove-confirm'));
    await waitFor(() => expect(blockTitles()).toEqual(['First']));
  });

  it('sends the whole template with the chosen folders and their texts, then opens it', async () => {
    const calls = stubApi({
      'POST /api/templates': () =>
        jsonResponse(200, { data: { ...dyslaliaTemplate, id: 42, title: 'New course' } }),
      'GET /api/templates/42': () =>
        jsonResponse(200, { data: { ...dyslaliaTemplate, id: 42, title: 'New course' } }),
    });
    const { router } = renderAt('/create-template');

    type(await screen.findByTestId('template-title'), '  New course ');
    type(screen.getByTestId('template-description'), 'For children 4-7');
    const first = block(0);
    type(within(first).getByTestId('block-title'), 'Warm-up');
    type(within(first).getByTestId('block-parent-description'), 'Games for the tongue');
    type(within(first).getByTestId('block-educator-description'), 'Three exercises');
    type(within(first).getByTestId('block-min'), '2');
    type(within(first).getByTestId('block-max'), '4');
    expect(within(first).getByTestId('block-no-folder')).toBeInTheDocument();

    fireEvent.click(within(first).getByTestId('block-categories-choose'));
    fireEvent.click(await screen.findByTestId('category-picker-option-3'));
    fireEvent.click(screen.getByTestId('category-picker-option-6'));
    expect(screen.getByTestId('category-picker-count')).toHaveTextContent('2 chosen');
    fireEvent.click(screen.getByTestId('category-picker-apply'));

    // The folder has its two texts; the category has none.
    type(await within(first).findByTestId('block-folder-parent-description-3'), 'Learning R');
    type(within(first).getByTestId('block-folder-indications-3'), 'Rhotacism');
    expect(within(first).queryByTestId('block-folder-indications-6')).not.toBeInTheDocument();
    expect(within(first).queryByTestId('block-no-folder')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('template-save'));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({
      workspace_id: 10,
      title: 'New course',
      description: 'For children 4-7',
      blocks: [
        {
          title: 'Warm-up',
          parent_description: 'Games for the tongue',
          educator_description: 'Three exercises',
          min_presentations: 2,
          max_presentations: 4,
          categories: [
            { category_id: 3, parent_description: 'Learning R', indications: 'Rhotacism' },
            { category_id: 6, parent_description: '', indications: '' },
          ],
        },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-template/42'));
    expect(await screen.findByText('Template “New course” created')).toBeInTheDocument();
  });

  it('puts the server field errors on their fields', async () => {
    stubApi({
      'POST /api/templates': () =>
        jsonResponse(422, {
          message: 'Check the fields',
          code: 'VALIDATION_FAILED',
          details: {
            fields: [
              { path: 'blocks.0.title', message: 'validation.maxLength' },
              { path: 'blocks', message: 'validation.invalid' },
            ],
          },
        }),
    });
    renderAt('/create-template');

    type(await screen.findByTestId('template-title'), 'Course');
    type(screen.getByTestId('template-description'), 'About');
    type(within(block(0)).getByTestId('block-title'), 'Warm-up');
    fireEvent.click(screen.getByTestId('template-save'));

    expect(await within(block(0)).findByText('At most 200 characters')).toBeInTheDocument();
    expect(screen.getByTestId('template-other-errors')).toHaveTextContent('Invalid value');
  });

  it('asks before leaving with unsaved changes', async () => {
    stubApi();
    const { router } = renderAt('/create-template');

    type(await screen.findByTestId('template-title'), 'Draft');
    fireEvent.click(screen.getByTestId('template-back'));

    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-template');
    fireEvent.click(screen.getByTestId('unsaved-leave'));
    expect(await screen.findByTestId('list-page')).toBeInTheDocument();
  });
});

describe('Template editor: editing', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('opens the saved template and saves it whole with PUT', async () => {
    const calls = stubApi({
      'PUT /api/templates/7': (call) =>
        jsonResponse(200, {
          data: { ...dyslaliaTemplate, title: (call.body as { title: string }).title },
        }),
    });
    renderAt('/edit-template/7');

    expect(await screen.findByTestId('template-title')).toHaveValue('Dyslalia, first course');
    expect(screen.getByTestId('edit-template-page')).toHaveTextContent(
      '2 protocols were made from it',
    );
    expect(screen.getByTestId('block-folder-indications-3')).toHaveValue('Rhotacism');
    expect(blockTitles()).toEqual(['Articulation warm-up', 'Sound automation']);

    fireEvent.click(within(block(1)).getByTestId('block-move-up'));
    fireEvent.click(within(block(1)).getByTestId('block-category-remove-6'));
    type(screen.getByTestId('template-title'), 'Dyslalia, course one');
    expect(screen.getByTestId('template-dirty')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('template-save'));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const body = writes(calls)[0]?.body as {
      title: string;
      blocks: { title: string; categories: { category_id: number }[] }[];
    };
    expect(body.title).toBe('Dyslalia, course one');
    expect(body.blocks.map((item) => item.title)).toEqual([
      'Sound automation',
      'Articulation warm-up',
    ]);
    expect(body.blocks[1]?.categories).toEqual([
      { category_id: 3, parent_description: 'We learn to say R.', indications: 'Rhotacism' },
    ]);
    expect(await screen.findByText('Template “Dyslalia, course one” saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('template-dirty')).not.toBeInTheDocument());
  });

  it('says when the template does not exist', async () => {
    stubApi({
      'GET /api/templates/7': () => jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' }),
    });
    renderAt('/edit-template/7');

    expect(await screen.findByTestId('template-not-found')).toBeInTheDocument();
  });

  it('shows a teacher the template read-only', async () => {
    stubApi();
    renderAt('/edit-template/7', teacherUser);

    expect(await screen.findByTestId('template-view')).toBeInTheDocument();
    expect(screen.queryByTestId('template-editor')).not.toBeInTheDocument();
    expect(screen.queryByTestId('template-save')).not.toBeInTheDocument();
  });
});

describe('Template view', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('shows every block with both descriptions, the counts, and its folders with their texts', async () => {
    stubApi();
    renderAt('/view-template/7', teacherUser);

    const view = await screen.findByTestId('template-view');
    expect(screen.getByRole('heading', { name: 'Dyslalia, first course' })).toBeInTheDocument();
    expect(view).toHaveTextContent('Sound production and automation for children 4-7.');
    const first = screen.getByTestId('template-view-block-0');
    expect(first).toHaveTextContent('Articulation warm-up');
    expect(first).toHaveTextContent('Games that prepare the tongue and lips.');
    expect(first).toHaveTextContent('Two or three static and dynamic exercises.');
    expect(within(first).getByTestId('view-block-presentations')).toHaveTextContent(
      'Presentations: 1–3',
    );
    const folder = within(first).getByTestId('view-category-3');
    expect(within(folder).getByRole('img', { name: 'Folder' })).toBeInTheDocument();
    expect(folder).toHaveTextContent('We learn to say R.');
    expect(folder).toHaveTextContent('Rhotacism');
    const category = within(first).getByTestId('view-category-6');
    expect(within(category).getByRole('img', { name: 'Category' })).toBeInTheDocument();
    const second = screen.getByTestId('template-view-block-1');
    expect(second).toHaveTextContent('Presentations: 2–4');
    expect(second).toHaveTextContent('No categories or folders');
    expect(screen.getByTestId('template-back')).toHaveAttribute(
      'href',
      '/protocols-templates-teacher',
    );
  });

  it('shows a retry when the template fails to load', async () => {
    stubApi({
      'GET /api/templates/7': () => jsonResponse(500, { message: 'Oops', code: 'INTERNAL' }),
    });
    renderAt('/view-template/7', teacherUser);

    expect(await screen.findByTestId('template-error')).toBeInTheDocument();
  });
});
