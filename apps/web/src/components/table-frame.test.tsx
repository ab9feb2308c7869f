import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test/i18n-for-tests.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { getHiddenEdges, TableFrame } from './table-frame.tsx';

beforeAll(async () => {
  await setUpI18n('en');
});

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

function getViewport(frame: HTMLElement): HTMLElement {
  const viewport = frame.querySelector<HTMLElement>('.mantine-ScrollArea-viewport');
  if (!viewport) throw new Error('no viewport');
  return viewport;
}

describe('TableFrame', () => {
  it('marks the edges that hide columns as the table scrolls', async () => {
    renderWithProviders(
      <TableFrame>
        <table />
      </TableFrame>,
    );
    const frame = await screen.findByTestId('table-frame');
    const viewport = getViewport(frame);
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

  it('keeps the table at its least width and marks its own table for a sticky first column', async () => {
    renderWithProviders(
      <TableFrame minWidth={720} stickyFirstColumn data-testid="users-table-frame">
        <table data-testid="outer">
          <tbody>
            <tr>
              <td>
                <TableFrame>
                  <table data-testid="inner" />
                </TableFrame>
              </td>
            </tr>
          </tbody>
        </table>
      </TableFrame>,
    );
    const frame = await screen.findByTestId('users-table-frame');
    expect(frame).toHaveAttribute('data-sticky-first-column');
    const content = screen.getByTestId('outer').parentElement;
    expect(content).toHaveAttribute('data-sticky-first-column');
    expect(content?.style.minWidth).toContain('45rem');
    // The nested table's frame keeps its columns scrolling: the outer mark is not its own.
    const inner = screen.getByTestId('inner').parentElement;
    expect(inner).not.toHaveAttribute('data-sticky-first-column');
    expect(inner?.style.minWidth).toBe('');
    expect(screen.getByTestId('table-frame')).not.toHaveAttribute('data-sticky-first-column');
  });

  it('keeps the name column right of a column of checkboxes', async () => {
    renderWithProviders(
      <TableFrame minWidth={860} stickyFirstColumn selectColumn>
        <table data-testid="table" />
      </TableFrame>,
    );
    const content = (await screen.findByTestId('table')).parentElement;
    expect(content).toHaveAttribute('data-select-column');
    expect(content?.style.getPropertyValue('--table-frame-select-width')).toBe('0px');
  });
});
