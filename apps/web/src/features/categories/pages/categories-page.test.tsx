import { notifications, notificationsStore } from '@mantine/notifications';
import { RESPONSE_ERROR_NOTIFICATION_ID } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildCategory, demoCategories } from '../../../../test/categories.ts';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser } from '../../../../test/users.ts';
import { CategoriesPage } from './categories-page.tsx';

const LIST = 'GET /api/workspaces/10/categories';

function listRowIds(): string[] {
  return screen
    .getAllByTestId(/^category-row-/)
    .map((row) => row.getAttribute('data-testid')?.replace('category-row-', '') ?? '');
}

function renderPage() {
  return renderWithSession(<CategoriesPage />, moderatorUser);
}

/** Phones and jsdom (no media queries) get the row actions in a menu. */
async function chooseRowAction(id: number, action: string) {
  fireEvent.click(await screen.findByTestId(`category-menu-${id}`));
  fireEvent.click(await screen.findByTestId(`category-${action}-${id}`));
}

async function chooseParent(label: string) {
  fireEvent.click(screen.getByTestId('category-parent'));
  const options = await screen.findAllByRole('option', { hidden: true });
  const option = options.find((item) => item.textContent === label);
  if (!option) throw new Error(`No folder option "${label}"`);
  fireEvent.click(option);
}

const HAS_EXERCISES = {
  message: 'The category holds microblocks: move them to another category first',
  code: 'CATEGORY_HAS_EXERCISES',
};

/** Opens the target list of the microblocks modal: each folder path with the names under it. */
async function listTargetOptions(): Promise<string[]> {
  fireEvent.click(screen.getByTestId('exercises-move-target'));
  const listbox = await screen.findByRole('listbox', { hidden: true });
  return within(listbox)
    .getAllByRole('group', { hidden: true })
    .map((group) => {
      const label = document.getElementById(group.getAttribute('aria-labelledby') ?? '');
      const names = within(group)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent);
      return `${label?.textContent}: ${names.join(', ')}`;
    });
}

function chooseTarget(label: string) {
  const option = screen
    .getAllByRole('option', { hidden: true })
    .find((item) => item.textContent === label);
  if (!option) throw new Error(`No target option "${label}"`);
  fireEvent.click(option);
}

function listDeleteUrls(calls: { method: string; url: string }[]): string[] {
  return calls.filter((call) => call.method === 'DELETE').map((call) => call.url);
}

function hasErrorToast(): boolean {
  return notificationsStore
    .getState()
    .notifications.some((item) => item.id === RESPONSE_ERROR_NOTIFICATION_ID);
}

describe('CategoriesPage', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('builds the tree from the flat list, each level sorted by order', async () => {
    stubFetch({ [LIST]: () => jsonResponse(200, { data: demoCategories }) });
    const { queryClient } = renderPage();

    await screen.findByTestId('category-row-1');
    // Folders start open: the whole structure is in view.
    expect(listRowIds()).toEqual(['2', '1', '3', '5', '4', '7', '6']);
    const sounds = screen.getByTestId('category-row-1');
    expect(sounds).toHaveAttribute('data-folder', 'true');
    expect(sounds).toHaveAttribute('data-parent', '0');
    expect(screen.getByTestId('category-row-4')).toHaveAttribute('data-parent', '3');
    expect(screen.getByTestId('category-count-1')).toHaveTextContent('Items inside: 2');
    expect(screen.getByTestId('category-row-6')).toHaveAttribute('data-folder', 'false');
    expect(screen.getByTestId('category-row-6')).toHaveTextContent('Warm-up before speech');

    fireEvent.click(screen.getByTestId('category-toggle-3'));
    expect(screen.getByTestId('category-toggle-3')).toHaveAttribute('aria-expanded', 'false');
    expect(listRowIds()).toEqual(['2', '1', '3', '7', '6']);
    fireEvent.click(screen.getByTestId('category-toggle-1'));
    expect(listRowIds()).toEqual(['2', '1', '6']);

    fireEvent.click(screen.getByTestId('categories-expand-all'));
    expect(listRowIds()).toEqual(['2', '1', '3', '5', '4', '7', '6']);
    fireEvent.click(screen.getByTestId('categories-collapse-all'));
    expect(listRowIds()).toEqual(['2', '1', '6']);

    // Read under the workspace key, so a workspace switch drops it.
    expect(queryClient.getQueryData(['workspace', 10, 'categories'])).toEqual(demoCategories);
  });

  it('filters by name, opening the folders on the way and highlighting the match', async () => {
    stubFetch({ [LIST]: () => jsonResponse(200, { data: demoCategories }) });
    renderPage();
    await screen.findByTestId('category-row-1');

    fireEvent.input(screen.getByTestId('categories-search'), { target: { value: 'syllab' } });

    await waitFor(() => expect(listRowIds()).toEqual(['1', '3', '4']));
    const mark = screen.getByTestId('category-name-4').querySelector('mark');
    expect(mark).toHaveTextContent('syllab');

    fireEvent.input(screen.getByTestId('categories-search'), { target: { value: 'zzz' } });
    expect(await screen.findByTestId('categories-no-matches')).toHaveTextContent('Nothing found');
  });

  it('checks the name, then creates a category in the chosen folder', async () => {
    const created = buildCategory({ id: 8, name: 'R in phrases', parent: 3, order: 2 });
    const calls = stubFetch({
      [LIST]: () => jsonResponse(200, { data: demoCategories }),
      'POST /api/workspaces/10/categories': () => jsonResponse(200, { data: created }),
    });
    renderPage();
    await screen.findByTestId('category-row-1');
    fireEvent.click(screen.getByTestId('categories-collapse-all'));

    fireEvent.click(screen.getByTestId('category-new-category'));
    const modal = await screen.findByTestId('category-modal');
    fireEvent.input(within(modal).getByTestId('category-name'), { target: { value: '   ' } });
    fireEvent.click(within(modal).getByTestId('category-submit'));
    expect(await screen.findByText('Name must have 1 to 100 characters')).toBeVisible();

    fireEvent.input(screen.getByTestId('category-name'), { target: { value: ' R in phrases ' } });
    fireEvent.input(screen.getByTestId('category-description'), {
      target: { value: 'Short phrases with R' },
    });
    await chooseParent('Sounds / Sound R');
    fireEvent.click(screen.getByTestId('category-submit'));

    expect(await screen.findByText('Category “R in phrases” created')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'R in phrases',
      description: 'Short phrases with R',
      parent: 3,
      is_folder: false,
      workspace_id: 10,
    });
    // The folders it went into open, so the new item is in view.
    await waitFor(() =>
      expect(screen.getByTestId('category-toggle-3')).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(screen.getByTestId('category-toggle-1')).toHaveAttribute('aria-expanded', 'true');
  });

  it('adds a folder inside a folder with that folder chosen in advance', async () => {
    const calls = stubFetch({
      [LIST]: () => jsonResponse(200, { data: demoCategories }),
      'POST /api/workspaces/10/categories': () =>
        jsonResponse(200, {
          data: buildCategory({ id: 9, name: 'Sound Sh', parent: 1, is_folder: true, order: 2 }),
        }),
    });
    renderPage();

    await chooseRowAction(1, 'add-folder');
    const modal = await screen.findByTestId('category-modal');
    expect(screen.getByRole('dialog', { name: 'New folder' })).toBeInTheDocument();
    expect(within(modal).getByTestId('category-parent')).toHaveValue('Sounds');
    fireEvent.input(screen.getByTestId('category-name'), { target: { value: 'Sound Sh' } });
    fireEvent.click(screen.getByTestId('category-submit'));

    expect(await screen.findByText('Folder “Sound Sh” created')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Sound Sh',
      description: '',
      parent: 1,
      is_folder: true,
      workspace_id: 10,
    });
  });

  it('renames a category with only the fields the edit endpoint takes', async () => {
    const calls = stubFetch({
      [LIST]: () => jsonResponse(200, { data: demoCategories }),
      'PUT /api/workspaces/10/categories/6': () =>
        jsonResponse(200, { data: { ...demoCategories[2], name: 'Breathing games' } }),
    });
    renderPage();

    await chooseRowAction(6, 'edit');
    const modal = await screen.findByTestId('category-modal');
    expect(within(modal).queryByTestId('category-parent')).not.toBeInTheDocument();
    expect(within(modal).getByTestId('category-name')).toHaveValue('Breathing');
    fireEvent.input(within(modal).getByTestId('category-name'), {
      target: { value: 'Breathing games' },
    });
    fireEvent.click(within(modal).getByTestId('category-submit'));

    expect(await screen.findByText('“Breathing games” saved')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Breathing games',
      description: 'Warm-up before speech',
      workspace_id: 10,
    });
  });

  it('asks what to do with the contents of a non-empty folder, then moves them up', async () => {
    const calls = stubFetch({
      [LIST]: () => jsonResponse(200, { data: demoCategories }),
      'DELETE /api/workspaces/10/categories/1': (call) =>
        call.url.includes('contents=move')
          ? jsonResponse(200, { data: { ok: true } })
          : jsonResponse(409, {
              message: 'The folder is not empty: choose what to do with its contents',
              code: 'CATEGORY_NOT_EMPTY',
              details: { children: 2 },
            }),
    });
    renderPage();

    await chooseRowAction(1, 'delete');
    expect(await screen.findByText('Delete the folder “Sounds”?')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('category-delete-confirm'));

    const choice = await screen.findByTestId('category-delete-contents');
    expect(choice).toHaveTextContent('Items directly inside: 2');
    expect(choice).toHaveTextContent('They go to the top level');
    // The refusal is a question answered in the modal, not an error.
    expect(hasErrorToast()).toBe(false);

    fireEvent.click(within(choice).getByTestId('category-delete-move'));
    expect(
      await screen.findByText('“Sounds” deleted; its contents moved up one level'),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/workspaces/10/categories/1',
      '/api/workspaces/10/categories/1?contents=move',
    ]);
  });

  it('deletes a folder with everything inside only after a second, explicit confirmation', async () => {
    const calls = stubFetch({
      [LIST]: () => jsonResponse(200, { data: demoCategories }),
      'DELETE /api/workspaces/10/categories/3': (call) =>
        call.url.includes('contents=delete')
          ? jsonResponse(200, { data: { ok: true } })
          : jsonResponse(409, {
              message: 'The folder is not empty: choose what to do with its contents',
              code: 'CATEGORY_NOT_EMPTY',
              details: { children: 2 },
            }),
    });
    renderPage();

    await chooseRowAction(3, 'delete');
    fireEvent.click(await screen.findByTestId('category-delete-confirm'));
    const choice = await screen.findByTestId('category-delete-contents');
    expect(choice).toHaveTextContent('They go to the folder “Sounds”');

    fireEvent.click(within(choice).getByTestId('category-delete-all'));
    expect(
      await screen.findByText(/will be deleted together with everything inside it/),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('category-delete-all-confirm'));
    expect(await screen.findByText('“Sound R” and everything inside it deleted')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE').at(-1)?.url).toBe(
      '/api/workspaces/10/categories/3?contents=delete',
    );
  });

  it('asks where the microblocks of a deleted subtree go, offering nothing from that subtree', async () => {
    const categories = [
      ...demoCategories,
      buildCategory({ id: 8, name: 'Vowel A', parent: 2, order: 0 }),
    ];
    const calls = stubFetch({
      [LIST]: () => jsonResponse(200, { data: categories }),
      'DELETE /api/workspaces/10/categories/1': (call) => {
        if (call.url.includes('exercises_to=')) return jsonResponse(200, { data: { ok: true } });
        if (call.url.includes('contents=delete')) {
          return jsonResponse(409, { ...HAS_EXERCISES, details: { exercises: 3 } });
        }
        return jsonResponse(409, {
          message: 'The folder is not empty: choose what to do with its contents',
          code: 'CATEGORY_NOT_EMPTY',
          details: { children: 2 },
        });
      },
    });
    renderPage();

    await chooseRowAction(1, 'delete');
    fireEvent.click(await screen.findByTestId('category-delete-confirm'));
    fireEvent.click(
      within(await screen.findByTestId('category-delete-contents')).getByTestId(
        'category-delete-all',
      ),
    );
    fireEvent.click(await screen.findByTestId('category-delete-all-confirm'));

    const modal = await screen.findByTestId('exercises-move-modal');
    expect(modal).toHaveTextContent(
      '3 microblocks are filed here. Choose the category they move to.',
    );
    expect(screen.getByRole('dialog', { name: '“Sounds” holds microblocks' })).toBeInTheDocument();
    // The refusal is a question answered in the modal, not an error.
    expect(hasErrorToast()).toBe(false);
    // Sound R's categories go with the folder; folders never take microblocks.
    expect(await listTargetOptions()).toEqual(['Top level: Breathing', 'Vowels: Vowel A']);
    expect(within(modal).getByTestId('exercises-move-confirm')).toBeDisabled();

    chooseTarget('Vowel A');
    fireEvent.click(within(modal).getByTestId('exercises-move-confirm'));
    expect(await screen.findByText('“Sounds” and everything inside it deleted')).toBeVisible();
    expect(screen.getByText('Microblocks moved to “Vowel A”')).toBeVisible();
    expect(listDeleteUrls(calls)).toEqual([
      '/api/workspaces/10/categories/1',
      '/api/workspaces/10/categories/1?contents=delete',
      '/api/workspaces/10/categories/1?contents=delete&exercises_to=8',
    ]);
  });

  it('keeps the categories of a folder whose contents move up among the targets', async () => {
    const calls = stubFetch({
      [LIST]: () => jsonResponse(200, { data: demoCategories }),
      'DELETE /api/workspaces/10/categories/3': (call) => {
        if (call.url.includes('exercises_to=')) return jsonResponse(200, { data: { ok: true } });
        if (call.url.includes('contents=move')) {
          return jsonResponse(409, { ...HAS_EXERCISES, details: { exercises: 1 } });
        }
        return jsonResponse(409, {
          message: 'The folder is not empty: choose what to do with its contents',
          code: 'CATEGORY_NOT_EMPTY',
          details: { children: 2 },
        });
      },
    });
    renderPage();

    await chooseRowAction(3, 'delete');
    fireEvent.click(await screen.findByTestId('category-delete-confirm'));
    fireEvent.click(
      within(await screen.findByTestId('category-delete-contents')).getByTestId(
        'category-delete-move',
      ),
    );

    const modal = await screen.findByTestId('exercises-move-modal');
    expect(modal).toHaveTextContent('1 microblock is filed here. Choose the category it moves to.');
    expect(await listTargetOptions()).toEqual([
      'Top level: Breathing',
      'Sounds / Sound R: R in words, R in syllables',
    ]);
    chooseTarget('R in words');
    fireEvent.click(within(modal).getByTestId('exercises-move-confirm'));
    expect(
      await screen.findByText('“Sound R” deleted; its contents moved up one level'),
    ).toBeVisible();
    expect(listDeleteUrls(calls).at(-1)).toBe(
      '/api/workspaces/10/categories/3?contents=move&exercises_to=5',
    );
  });

  it('moves the microblocks of a deleted category to another category, never to itself', async () => {
    const calls = stubFetch({
      [LIST]: () => jsonResponse(200, { data: demoCategories }),
      'DELETE /api/workspaces/10/categories/5': (call) =>
        call.url.includes('exercises_to=')
          ? jsonResponse(200, { data: { ok: true } })
          : jsonResponse(409, { ...HAS_EXERCISES, details: { exercises: 5 } }),
    });
    renderPage();

    await chooseRowAction(5, 'delete');
    fireEvent.click(await screen.findByTestId('category-delete-confirm'));

    const modal = await screen.findByTestId('exercises-move-modal');
    expect(modal).toHaveTextContent('5 microblocks are filed here.');
    expect(hasErrorToast()).toBe(false);
    expect(await listTargetOptions()).toEqual([
      'Top level: Breathing',
      'Sounds / Sound R: R in syllables',
    ]);
    chooseTarget('Breathing');
    fireEvent.click(within(modal).getByTestId('exercises-move-confirm'));
    expect(await screen.findByText('“R in words” deleted')).toBeVisible();
    expect(listDeleteUrls(calls)).toEqual([
      '/api/workspaces/10/categories/5',
      '/api/workspaces/10/categories/5?exercises_to=6',
    ]);
  });

  it('offers only cancel when no other category can take the microblocks', async () => {
    const lone = buildCategory({ id: 6, name: 'Breathing' });
    const calls = stubFetch({
      [LIST]: () => jsonResponse(200, { data: [lone] }),
      'DELETE /api/workspaces/10/categories/6': () =>
        jsonResponse(409, { ...HAS_EXERCISES, details: { exercises: 2 } }),
    });
    renderPage();

    await chooseRowAction(6, 'delete');
    fireEvent.click(await screen.findByTestId('category-delete-confirm'));

    const modal = await screen.findByTestId('exercises-move-modal');
    expect(modal).toHaveTextContent('there is no other category to move them to');
    expect(within(modal).queryByTestId('exercises-move-target')).not.toBeInTheDocument();
    expect(within(modal).queryByTestId('exercises-move-confirm')).not.toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByTestId('exercises-move-modal')).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('category-row-6')).toBeInTheDocument();
    expect(listDeleteUrls(calls)).toEqual(['/api/workspaces/10/categories/6']);
  });

  it('deletes a category after one confirmation', async () => {
    const calls = stubFetch({
      [LIST]: () => jsonResponse(200, { data: demoCategories }),
      'DELETE /api/workspaces/10/categories/6': () => jsonResponse(200, { data: { ok: true } }),
    });
    renderPage();

    await chooseRowAction(6, 'delete');
    fireEvent.click(await screen.findByTestId('category-delete-confirm'));

    expect(await screen.findByText('“Breathing” deleted')).toBeVisible();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
      '/api/workspaces/10/categories/6',
    );
  });

  it('gives every row a drag handle the keyboard can reach', async () => {
    stubFetch({ [LIST]: () => jsonResponse(200, { data: demoCategories }) });
    renderPage();

    const handle = await screen.findByTestId('category-drag-1');
    expect(handle).toHaveAttribute('aria-label', 'Move Sounds');
    expect(handle).toHaveAttribute('aria-roledescription', 'movable item');
    expect(handle).toHaveAttribute('tabindex', '0');
  });

  it('explains how to start in an empty project and opens the new folder form', async () => {
    stubFetch({ [LIST]: () => jsonResponse(200, { data: [] }) });
    renderPage();

    const empty = await screen.findByTestId('categories-empty');
    expect(empty).toHaveTextContent('Start with a folder');
    fireEvent.click(within(empty).getByRole('button', { name: 'Create the first folder' }));
    const modal = await screen.findByTestId('category-modal');
    expect(screen.getByRole('dialog', { name: 'New folder' })).toBeInTheDocument();
    expect(within(modal).getByTestId('category-parent')).toHaveValue('Top level');
  });

  it('shows a retry when the tree cannot be loaded', async () => {
    let isDown = true;
    stubFetch({
      [LIST]: () =>
        isDown
          ? jsonResponse(500, { message: 'Something went wrong!', code: 'INTERNAL' })
          : jsonResponse(200, { data: demoCategories }),
    });
    renderPage();

    const error = await screen.findByTestId('categories-error');
    isDown = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('category-row-1')).toBeInTheDocument();
  });
});
