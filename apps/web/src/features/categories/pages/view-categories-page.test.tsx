import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoCategories } from '../../../../test/categories.ts';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { teacherUser } from '../../../../test/users.ts';
import { ViewCategoriesPage } from './view-categories-page.tsx';

describe('ViewCategoriesPage', () => {
  beforeEach(() => setUpI18n('en'));

  it('shows the same tree with descriptions and no way to change it', async () => {
    stubFetch({
      'GET /api/workspaces/10/categories': () => jsonResponse(200, { data: demoCategories }),
    });
    renderWithSession(<ViewCategoriesPage />, teacherUser);

    expect(await screen.findByTestId('view-categories-page')).toHaveTextContent(
      'Only moderators can change them',
    );
    expect(await screen.findByTestId('category-row-3')).toHaveTextContent(
      'Rolling R from isolation to phrases',
    );
    expect(screen.getAllByTestId(/^category-row-/)).toHaveLength(7);

    for (const testId of [
      /^category-drag-/,
      /^category-menu-/,
      /^category-edit-/,
      /^category-delete-/,
      /^category-add-/,
      /^category-new-/,
    ]) {
      expect(screen.queryAllByTestId(testId)).toEqual([]);
    }
    expect(screen.queryByText(/Drag items by the handle/)).not.toBeInTheDocument();
  });

  it('filters the tree by a word of a description', async () => {
    stubFetch({
      'GET /api/workspaces/10/categories': () => jsonResponse(200, { data: demoCategories }),
    });
    renderWithSession(<ViewCategoriesPage />, teacherUser);
    await screen.findByTestId('category-row-1');

    fireEvent.input(screen.getByTestId('categories-search'), { target: { value: 'warm-up' } });

    await waitFor(() =>
      expect(screen.getAllByTestId(/^category-row-/).map((row) => row.dataset.testid)).toEqual([
        'category-row-6',
      ]),
    );
  });

  it('tells a teacher whom the categories come from while there are none', async () => {
    stubFetch({ 'GET /api/workspaces/10/categories': () => jsonResponse(200, { data: [] }) });
    renderWithSession(<ViewCategoriesPage />, teacherUser);
    expect(await screen.findByTestId('categories-empty')).toHaveTextContent(
      'moderators have not created any categories yet',
    );
    expect(screen.queryByRole('button', { name: /folder/i })).not.toBeInTheDocument();
  });
});
