import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { getHiddenEdges, ReportTableFrame } from './report-table-frame.tsx';

describe('getHiddenEdges', () => {
  it('names the sides past which columns are hidden', () => {
    const fits = { scrollLeft: 0, scrollWidth: 800, clientWidth: 800 };
    expect(getHiddenEdges(fits)).toEqual({ start: false, end: false });
    const atStart = { scrollLeft: 0, scrollWidth: 1400, clientWidth: 1000 };
    expect(getHiddenEdges(atStart)).toEqual({ start: false, end: true });
    const between = { scrollLeft: 200, scrollWidth: 1400, clientWidth: 1000 };
    expect(getHiddenEdges(between)).toEqual({ start: true, end: true });
    // Scrolled to the end, give or take the browser's rounding of fractional widths.
    const atEnd = { scrollLeft: 399.5, scrollWidth: 1400, clientWidth: 1000 };
    expect(getHiddenEdges(atEnd)).toEqual({ start: true, end: false });
  });
});

describe('ReportTableFrame', () => {
  it('marks the edges that hide columns as the table scrolls', async () => {
    renderWithProviders(
      <ReportTableFrame>
        <table />
      </ReportTableFrame>,
    );
    const frame = await screen.findByTestId('report-table-frame');
    const viewport = frame.querySelector<HTMLElement>('.mantine-ScrollArea-viewport');
    if (!viewport) throw new Error('no viewport');
    // jsdom lays nothing out: the table is made 1400 px wide in a 1000 px card.
    Object.defineProperty(viewport, 'scrollWidth', { value: 1400 });
    Object.defineProperty(viewport, 'clientWidth', { value: 1000 });

    fireEvent.scroll(viewport);
    await waitFor(() => expect(frame).toHaveAttribute('data-hidden-end'));
    expect(frame).not.toHaveAttribute('data-hidden-start');

    viewport.scrollLeft = 400;
    fireEvent.scroll(viewport);
    await waitFor(() => expect(frame).toHaveAttribute('data-hidden-start'));
    expect(frame).not.toHaveAttribute('data-hidden-end');
  });
});
