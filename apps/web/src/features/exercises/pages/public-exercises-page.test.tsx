import { EXERCISE_STATUS, type Language } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoCategories } from '../../../../test/categories.ts';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { authorUser, buildExercise, listQueries, pageOf } from '../test-fixtures.ts';
import { PublicExercisesPage } from './public-exercises-page.tsx';

const accepted = buildExercise({
  id: 21,
  title: 'Sound R: tongue twisters',
  status_id: EXERCISE_STATUS.accepted,
  own_reaction: 'like',
  likes_count: 5,
  tags: [
    { id: 1, name: 'sound R' },
    { id: 2, name: 'rhymes' },
  ],
});

function stubLibrary(page = pageOf([accepted], 45)) {
  return stubFetch({
    'GET /api/exercises/public': () => jsonResponse(200, page),
    'GET /api/workspaces/10/categories': () => jsonResponse(200, { data: demoCategories }),
  });
}

describe('PublicExercisesPage', () => {
  beforeEach(() => setUpI18n('en'));

  it('shows accepted microblocks as cards that open the shared view', async () => {
    const calls = stubLibrary();
    renderWithSession(<PublicExercisesPage />, authorUser);

    const card = await screen.findByTestId('exercise-row-21');
    expect(card).toHaveTextContent('Sound R: tongue twisters');
    expect(card).toHaveTextContent('rhymes');
    expect(within(card).getByTestId('like-21')).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByTestId('likes-count-21')).toHaveTextContent('5');
    expect(screen.getByTestId('exercise-open-21')).toHaveAttribute('href', '/shared-exercise/21');
    expect(listQueries(calls, '/api/exercises/public')[0]).toEqual({
      workspace_id: '10',
      page: '1',
      pageSize: '20',
      sort: 'updated_at',
      order: 'desc',
    });
  });

  it('filters by a category of the indented tree, the search and the sort', async () => {
    const calls = stubLibrary();
    renderWithSession(<PublicExercisesPage />, authorUser);
    await screen.findByTestId('exercise-row-21');

    const categorySelect = screen.getByTestId('public-category');
    fireEvent.click(categorySelect);
    const listbox = await waitFor(() => {
      const list = document.getElementById(categorySelect.getAttribute('aria-controls') ?? '');
      if (!list) throw new Error('The category list is not open');
      return list;
    });
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'Vowels',
      'Sounds',
      'Sound R',
      'R in words',
      'R in syllables',
      'Sound L',
      'Breathing',
    ]);
    // Folders only show where categories sit.
    expect(options[0]).toHaveAttribute('data-combobox-disabled', 'true');
    fireEvent.click(options[3]!);
    await waitFor(() =>
      expect(listQueries(calls, '/api/exercises/public').at(-1)?.category_id).toBe('5'),
    );

    fireEvent.input(screen.getByTestId('exercises-search'), { target: { value: 'twister' } });
    await waitFor(() =>
      expect(listQueries(calls, '/api/exercises/public').at(-1)?.term).toBe('twister'),
    );

    fireEvent.click(screen.getByTestId('exercises-sort'));
    fireEvent.click(await screen.findByRole('option', { name: 'Title', hidden: true }));
    await waitFor(() =>
      expect(listQueries(calls, '/api/exercises/public').at(-1)).toMatchObject({
        sort: 'title',
        order: 'asc',
        category_id: '5',
        term: 'twister',
        page: '1',
      }),
    );
  });

  it.each<[Language, string, string]>([
    ['en', '1–20 of 45', '1–20 of 40+'],
    ['uk', '1–20 з 45', '1–20 з 40+'],
    ['ru', '1–20 из 45', '1–20 из 40+'],
    ['pl', '1–20 z 45', '1–20 z 40+'],
  ])(
    'counts the library in %s, with "N+" while the list has not looked to its end',
    async (language, exact, atLeast) => {
      await setUpI18n(language);
      stubLibrary();
      const { unmount } = renderWithSession(<PublicExercisesPage />, authorUser);
      expect(await screen.findByTestId('exercises-pagination')).toHaveTextContent(exact);
      unmount();

      stubLibrary(pageOf([accepted], 40, true));
      renderWithSession(<PublicExercisesPage />, authorUser);
      expect(await screen.findByTestId('exercises-pagination')).toHaveTextContent(atLeast);
    },
  );
});
