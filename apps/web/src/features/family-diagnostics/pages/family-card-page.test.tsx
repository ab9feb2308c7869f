import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withEnglishRemembered } from '../../../../test/i18n-for-tests.ts';
import { preloadLazyChunk } from '../../../../test/lazy-chunks.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { i18n } from '../../../lib/i18n.ts';
import { buildFamilyCard } from '../test-fixtures.ts';
import { FamilyCardPage } from './family-card-page.tsx';

preloadLazyChunk(() => import('../components/recommended-program.tsx'));

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';

function renderPage(token = TOKEN) {
  return renderRoutes([{ path: '/dc-preview/:dcId', element: <FamilyCardPage /> }], {
    path: `/dc-preview/${token}`,
  });
}

describe('FamilyCardPage', () => {
  withEnglishRemembered();

  it("shows the card in the family's language: answers, scales, table, score, findings", async () => {
    const calls = stubFetch({
      [`GET /api/dc-preview/${TOKEN}`]: () => jsonResponse(200, { data: buildFamilyCard() }),
    });
    const { unmount } = renderPage();
    expect(screen.getByTestId('family-card-loading')).toBeInTheDocument();

    const page = await screen.findByTestId('family-card-page');
    expect(calls[0]?.url).toBe(`/api/dc-preview/${TOKEN}`);
    expect(i18n.resolvedLanguage).toBe('uk');
    expect(screen.getByTestId('family-child-name')).toHaveTextContent('Марко');
    expect(screen.getByTestId('family-card-date')).toHaveTextContent('Обстеження 2 березня 2026');
    expect(screen.getByTestId('family-request')).toHaveTextContent('Чистий Р до школи');

    const questions = screen.getAllByTestId('family-question');
    expect(questions[0]).toHaveTextContent('Каже «л» замість «р»');
    expect(questions[1]).toHaveTextContent('норма');
    expect(questions[2]).toHaveTextContent('Не оцінювалося');
    const scale = within(questions[3] as HTMLElement).getByTestId('family-scale');
    expect(scale).toHaveAttribute('data-value', '3');
    expect(within(scale).getByTestId('family-scale-zone')).toHaveTextContent('норма');
    expect(scale).toHaveTextContent('4 · правильний');
    const table = within(questions[4] as HTMLElement).getByTestId('family-table');
    expect(table).toHaveTextContent('на початку');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Р1—');

    expect(screen.getByTestId('family-score')).toHaveTextContent('2,5');
    expect(screen.getByTestId('family-violations')).toHaveTextContent('Дислалія');
    // The chosen program with its text and complexes, then the examiner's note on it; its
    // renderer loads after the first screen.
    expect(await screen.findByTestId('family-program-name')).toHaveTextContent(
      'Звук Р: постановка',
    );
    expect(screen.getByTestId('family-program')).toHaveTextContent('Двічі на тиждень');
    expect(screen.getByTestId('family-program')).toHaveTextContent('Розминка язика');
    expect(screen.getByTestId('family-program')).toHaveTextContent(
      'Мама присутня на перших заняттях',
    );
    expect(screen.getByTestId('family-progress-link')).toHaveAttribute(
      'href',
      `/progress-preview/${TOKEN}`,
    );
    expect(page).not.toHaveTextContent('undefined');

    unmount();
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
  });

  it('explains a link that no longer works', async () => {
    stubFetch({});
    renderPage();
    const missing = await screen.findByTestId('family-card-missing');
    expect(missing).toHaveTextContent('This link no longer works');
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
  });

  it('offers a retry when the card cannot be loaded', async () => {
    stubFetch({
      [`GET /api/dc-preview/${TOKEN}`]: () =>
        jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' }),
    });
    renderPage();
    expect(await screen.findByTestId('family-card-error')).toHaveTextContent(
      'Could not load the examination',
    );
  });
});
