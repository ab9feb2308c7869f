import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withEnglishRemembered } from '../../../../test/i18n-for-tests.ts';
import { preloadLazyChunk } from '../../../../test/lazy-chunks.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildFamilyProgress } from '../test-fixtures.ts';
import { FamilyProgressPage } from './family-progress-page.tsx';

preloadLazyChunk(() => import('../components/progress-charts.tsx'));

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';

function renderPage(token = TOKEN) {
  return renderRoutes([{ path: '/progress-preview/:dcId', element: <FamilyProgressPage /> }], {
    path: `/progress-preview/${token}`,
  });
}

describe('FamilyProgressPage', () => {
  withEnglishRemembered();

  it('draws each series and the lesson results, with a way back to the card', async () => {
    stubFetch({
      [`GET /api/progress-preview/${TOKEN}`]: () =>
        jsonResponse(200, { data: buildFamilyProgress({ language: 'en' }) }),
    });
    renderPage();
    expect(screen.getByTestId('family-progress-loading')).toBeInTheDocument();

    await screen.findByTestId('family-progress-page');
    expect(screen.getByTestId('family-child-name')).toHaveTextContent('Марко');
    const template = screen.getByTestId('progress-template');
    expect(template).toHaveTextContent('Обстеження звуковимови');
    expect(template).toHaveTextContent('2 examinations: 2 December 2025, 2 March 2026');
    // The charts arrive in their own chunk.
    const series = await screen.findByTestId('progress-series');
    expect(series).toHaveTextContent('Звук Р');
    const rows = within(screen.getByTestId('lesson-results-table')).getAllByTestId('lesson-result');
    expect(rows[0]).toHaveTextContent('Звук Р у складах');
    expect(rows[0]).toHaveTextContent('3 February 2026');
    expect(rows[0]).toHaveTextContent('521');
    expect(screen.getByTestId('family-card-link')).toHaveAttribute('href', `/dc-preview/${TOKEN}`);
  });

  it('says when no lesson was held yet', async () => {
    stubFetch({
      [`GET /api/progress-preview/${TOKEN}`]: () =>
        jsonResponse(200, { data: buildFamilyProgress({ language: 'en', lessons: [] }) }),
    });
    renderPage();
    expect(await screen.findByTestId('lesson-results-none')).toHaveTextContent(
      'No lessons have been held yet.',
    );
  });

  it('explains a link that no longer works', async () => {
    stubFetch({});
    renderPage();
    expect(await screen.findByTestId('family-progress-missing')).toHaveTextContent(
      'This link no longer works',
    );
  });
});
