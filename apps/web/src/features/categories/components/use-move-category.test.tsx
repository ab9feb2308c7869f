import { notifications, notificationsStore } from '@mantine/notifications';
import type { Category } from '@slovo/contracts';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoCategories } from '../../../../test/categories.ts';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import type { CategoryDrop } from './plan-category-move.ts';
import { useMoveCategory } from './use-move-category.ts';

const CATEGORIES_KEY = ['workspace', 10, 'categories'];

type MoveHolder = { move: (drop: CategoryDrop) => void };

/** Hands the hook's move function to the test, as the tree's drop handler would call it. */
function MoveHarness({ holder }: { holder: MoveHolder }) {
  holder.move = useMoveCategory(10);
  return null;
}

/** Renders the hook with the list cached, as the tree has it. */
function renderMove() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(CATEGORIES_KEY, demoCategories);
  const holder: MoveHolder = { move: () => undefined };
  renderWithProviders(<MoveHarness holder={holder} />, { queryClient });
  return {
    move: (drop: CategoryDrop) => holder.move(drop),
    readCached: () => queryClient.getQueryData<Category[]>(CATEGORIES_KEY) ?? [],
  };
}

function findCached(categories: Category[], id: number) {
  return categories.find((category) => category.id === id);
}

function listNotificationMessages(): string[] {
  return notificationsStore.getState().notifications.map((item) => String(item.message));
}

describe('useMoveCategory', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('shows the move at once, sends one bulk request and keeps the list the server returns', async () => {
    let answer: (response: Response) => void = () => undefined;
    const saved = demoCategories.map((category) =>
      category.id === 6 ? { ...category, parent: 3, order: 2 } : category,
    );
    const calls = stubFetch({
      'PUT /api/workspaces/10/categories': () => new Promise((resolve) => (answer = resolve)),
    });
    const { move, readCached } = renderMove();

    move({ activeId: 6, overId: 3, position: 'inside' });

    await waitFor(() => expect(findCached(readCached(), 6)).toMatchObject({ parent: 3, order: 2 }));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ workspace_id: 10, items: [{ id: 6, parent: 3, order: 2 }] });

    // The server's list wins, even where it differs from the optimistic guess.
    const serverList = saved.map((category) =>
      category.id === 2 ? { ...category, name: 'Vowels (renamed meanwhile)' } : category,
    );
    answer(jsonResponse(200, { data: serverList }));
    await waitFor(() => expect(readCached()).toEqual(serverList));
  });

  it('puts the list back and shows the reason when the server refuses the move', async () => {
    stubFetch({
      'PUT /api/workspaces/10/categories': () =>
        jsonResponse(422, {
          message: 'Items can only be moved into folders of this project',
          code: 'CATEGORY_PARENT_INVALID',
        }),
    });
    const { move, readCached } = renderMove();

    move({ activeId: 6, overId: 3, position: 'inside' });

    expect(
      await screen.findByText('Items can only be moved into folders of this project'),
    ).toBeInTheDocument();
    expect(readCached()).toEqual(demoCategories);
  });

  it('never sends an impossible move and says why', async () => {
    const calls = stubFetch({});
    const { move, readCached } = renderMove();

    // Sounds into Sound R, its own subfolder.
    move({ activeId: 1, overId: 3, position: 'inside' });

    await waitFor(() =>
      expect(listNotificationMessages()).toContain('A folder cannot be moved inside itself'),
    );
    expect(calls).toHaveLength(0);
    expect(readCached()).toEqual(demoCategories);
  });

  it('sends nothing for a drop that changes nothing', () => {
    const calls = stubFetch({});
    const { move } = renderMove();
    move({ activeId: 5, overId: 4, position: 'before' });
    expect(calls).toHaveLength(0);
    expect(listNotificationMessages()).toEqual([]);
  });
});
