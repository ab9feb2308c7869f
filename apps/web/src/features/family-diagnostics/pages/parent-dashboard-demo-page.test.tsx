import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withEnglishRemembered } from '../../../../test/i18n-for-tests.ts';
import { preloadLazyChunk } from '../../../../test/lazy-chunks.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { getSampleChild, SAMPLE_CHILD_IDS } from '../demo/sample-children.ts';
import { ParentDashboardDemoPage } from './parent-dashboard-demo-page.tsx';

preloadLazyChunk(() => import('../components/progress-charts.tsx'));

function renderPage(childId: string) {
  return renderRoutes(
    [{ path: '/parent-dashboard-demo/:childId', element: <ParentDashboardDemoPage /> }],
    { path: `/parent-dashboard-demo/${childId}` },
  );
}

describe('ParentDashboardDemoPage', () => {
  withEnglishRemembered();

  it("shows a sample child's next lessons, plan, results and progress", async () => {
    renderPage('1');
    const page = await screen.findByTestId('parent-dashboard-demo-page');
    expect(screen.getByTestId('demo-child-name')).toHaveTextContent('Marko');
    expect(page).toHaveTextContent('6 years old');
    expect(page).toHaveTextContent('fictional child');
    expect(screen.getAllByTestId('demo-next-lesson')).toHaveLength(2);
    expect(screen.getByTestId('demo-next-lessons')).toHaveTextContent('Times in Asia/Jerusalem');
    const blocks = screen.getAllByTestId('demo-plan-block');
    expect(blocks[0]).toHaveTextContent('Articulation warm-up');
    expect(blocks[0]).toHaveTextContent('4 of 5 steps');
    expect(within(screen.getByTestId('demo-results')).getByRole('heading')).toHaveTextContent(
      'Lesson results',
    );
    expect(await screen.findAllByTestId('progress-series')).toHaveLength(1);
  });

  it('an unknown child is the not-found state', async () => {
    renderPage('999');
    expect(await screen.findByTestId('parent-dashboard-demo-missing-message')).toHaveTextContent(
      'There is no such demo',
    );
  });
});

describe('sample children', () => {
  it('next lessons are always ahead of today, results behind it', () => {
    const today = Date.parse('2026-03-29T12:00:00Z');
    for (const id of SAMPLE_CHILD_IDS) {
      const child = getSampleChild(id, today);
      expect(child).not.toBeNull();
      for (const lesson of child?.nextLessons ?? []) {
        expect(Date.parse(lesson.startsAt)).toBeGreaterThan(today);
      }
      for (const result of child?.lessons ?? []) {
        expect(Date.parse(result.finished_at)).toBeLessThan(today);
      }
    }
    expect(getSampleChild('constructor')).toBeNull();
  });
});
