import { ScrollArea } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import classes from './report-table.module.css';

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

/**
 * The report's twelve columns take more room than a laptop's card gives them, the more so in
 * Polish and Ukrainian. They scroll sideways and show it: the scrollbar stays drawn, a shade lies
 * over each edge that hides columns, and the microblock's name stays put (the CSS module) so a
 * scrolled row still says what it is.
 */
export function ReportTableFrame({ children }: { children: ReactNode }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const next = getHiddenEdges(viewport);
    setEdges((current) =>
      current.start === next.start && current.end === next.end ? current : next,
    );
  }, []);

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

  return (
    <div
      className={classes.frame}
      data-hidden-start={edges.start || undefined}
      data-hidden-end={edges.end || undefined}
      data-testid="report-table-frame"
    >
      <ScrollArea
        type="auto"
        offsetScrollbars="x"
        scrollbarSize={10}
        viewportRef={viewportRef}
        onScrollPositionChange={measure}
      >
        {children}
      </ScrollArea>
    </div>
  );
}
