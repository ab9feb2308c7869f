import { rem, ScrollArea } from '@mantine/core';
import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import classes from './table-frame.module.css';

type Edges = { start: boolean; end: boolean };

/** Whether columns are hidden past each side of the viewport (1 px of rounding allowed). */
export function getHiddenEdges(viewport: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): Edges {
  return {
    start: viewport.scrollLeft > 1,
    end: viewport.scrollLeft + viewport.clientWidth < viewport.scrollWidth - 1,
  };
}

type TableFrameProps = {
  /** One Mantine `Table`. */
  children: ReactNode;
  /** The table's least width: a narrower card scrolls it sideways rather than squeeze it. */
  minWidth?: number | undefined;
  /**
   * The first column names the row (a person, a microblock) and stays in place while the others
   * scroll under it, so a scrolled row still says what it is.
   */
  stickyFirstColumn?: boolean | undefined;
  /**
   * The table opens with a narrow column of checkboxes that select rows. With
   * `stickyFirstColumn` it stays in place too, and so does the column after it, the row's name:
   * a checkbox alone does not say what a row is.
   */
  selectColumn?: boolean | undefined;
  'data-testid'?: string | undefined;
};

/**
 * A staff table wider than its card scrolls sideways and shows it. Mantine's own scroll container
 * draws its scrollbar only while the pointer is over it, so on a laptop columns past the card's
 * edge were hidden without a sign. Here the scrollbar stays drawn, a shade lies over each edge
 * that hides columns, and the first column may stay put (the CSS module). On a touch phone the
 * table scrolls with a swipe and the page never grows wider than the screen.
 */
export function TableFrame({
  children,
  minWidth,
  stickyFirstColumn = false,
  selectColumn = false,
  'data-testid': testId = 'table-frame',
}: TableFrameProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  const keepsSelectColumn = stickyFirstColumn && selectColumn;
  // The name column stays just right of the checkboxes, whose width the table decides.
  const [selectWidth, setSelectWidth] = useState(0);
  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const next = getHiddenEdges(viewport);
    setEdges((current) =>
      current.start === next.start && current.end === next.end ? current : next,
    );
    if (!keepsSelectColumn) return;
    const selectCell = contentRef.current?.querySelector(':scope > table > * > tr > :first-child');
    if (selectCell) setSelectWidth(selectCell.getBoundingClientRect().width);
  }, [keepsSelectColumn]);

  // The table's width changes with the window, the language and the rows shown.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    if (viewport.firstElementChild) observer.observe(viewport.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const hiddenStart = edges.start || undefined;
  const style: CSSProperties & Record<`--${string}`, string> = {};
  // In rem, as Mantine's table sizes, so it grows with the reader's font size.
  if (minWidth !== undefined) style.minWidth = rem(minWidth);
  if (keepsSelectColumn) style['--table-frame-select-width'] = `${selectWidth}px`;
  return (
    <div
      className={classes.frame}
      data-hidden-start={hiddenStart}
      data-hidden-end={edges.end || undefined}
      data-sticky-first-column={stickyFirstColumn || undefined}
      data-testid={testId}
    >
      <ScrollArea
        type="auto"
        offsetScrollbars="x"
        scrollbarSize={10}
        viewportRef={viewportRef}
        onScrollPositionChange={measure}
      >
        {/* The sticky column's marks sit here too, not only on the frame: a table nested in a
            cell (a teacher's lessons under their row) has a frame of its own and must not
            take the outer table's. */}
        <div
          ref={contentRef}
          className={classes.content}
          style={style}
          data-hidden-start={hiddenStart}
          data-sticky-first-column={stickyFirstColumn || undefined}
          data-select-column={keepsSelectColumn || undefined}
        >
          {children}
        </div>
      </ScrollArea>
    </div>
  );
}
