/** Where on a slide a picture can go without covering anything: pure geometry in EMU. */

export type Box = { x: number; y: number; cx: number; cy: number };
type Size = { cx: number; cy: number };

/**
 * The free rectangle (clear of every occupied box by `margin`, and of the slide's edges by the
 * same) in which a picture of `aspect` (width / height) comes out largest, and that picture's
 * box in it: standing on the rectangle's floor, against the slide edge the rectangle touches.
 * The picture is never taller than `maxHeight`. Null when nothing is free.
 *
 * "Largest" is the picture's size, not the rectangle's area: a long strip under a text box has
 * a large area, but a character squeezed into it is a stamp.
 */
export function findLargestFreeArea(
  slide: Size,
  occupied: Box[],
  options: { margin: number; aspect: number; maxHeight: number },
): { area: Box; picture: Box } | null {
  const { margin, aspect, maxHeight } = options;
  const left = margin;
  const top = margin;
  const right = slide.cx - margin;
  const bottom = slide.cy - margin;
  if (right <= left || bottom <= top || !(aspect > 0)) return null;

  // Each occupied box grown by the margin and cut to the usable part of the slide.
  const blocks: Box[] = [];
  for (const box of occupied) {
    const x1 = Math.max(left, Math.floor(box.x - margin));
    const y1 = Math.max(top, Math.floor(box.y - margin));
    const x2 = Math.min(right, Math.ceil(box.x + box.cx + margin));
    const y2 = Math.min(bottom, Math.ceil(box.y + box.cy + margin));
    if (x2 > x1 && y2 > y1) blocks.push({ x: x1, y: y1, cx: x2 - x1, cy: y2 - y1 });
  }

  // Every free rectangle is bounded by the slide's or a block's edges, so the grid those edges
  // draw is enough: each of its cells is either wholly inside a block or wholly free.
  const xs = sortedEdges([left, right, ...blocks.flatMap((b) => [b.x, b.x + b.cx])]);
  const ys = sortedEdges([top, bottom, ...blocks.flatMap((b) => [b.y, b.y + b.cy])]);
  const columns = xs.length - 1;
  const rows = ys.length - 1;
  const isFree: boolean[][] = [];
  for (let column = 0; column < columns; column++) {
    const x = ((xs[column] ?? 0) + (xs[column + 1] ?? 0)) / 2;
    isFree.push(
      Array.from({ length: rows }, (_, row) => {
        const y = ((ys[row] ?? 0) + (ys[row + 1] ?? 0)) / 2;
        return !blocks.some((b) => x > b.x && x < b.x + b.cx && y > b.y && y < b.y + b.cy);
      }),
    );
  }

  let best: { area: Box; height: number } | null = null;
  for (let first = 0; first < columns; first++) {
    // Rows free across every column from `first` to `last`, narrowed as `last` moves right.
    const isRowFree = Array.from({ length: rows }, () => true);
    for (let last = first; last < columns; last++) {
      for (let row = 0; row < rows; row++) isRowFree[row] &&= isFree[last]?.[row] ?? false;
      const x = xs[first] ?? 0;
      const width = (xs[last + 1] ?? 0) - x;
      for (let row = 0; row < rows; ) {
        if (!isRowFree[row]) {
          row++;
          continue;
        }
        const start = row;
        while (row < rows && isRowFree[row]) row++;
        const y = ys[start] ?? 0;
        const area = { x, y, cx: width, cy: (ys[row] ?? 0) - y };
        const height = Math.min(area.cy, area.cx / aspect, maxHeight);
        const isBetter =
          !best ||
          height > best.height ||
          (height === best.height && area.cx * area.cy > best.area.cx * best.area.cy);
        if (isBetter) best = { area, height };
      }
    }
  }
  if (!best) return null;

  const { area } = best;
  const cy = Math.floor(best.height);
  const cx = Math.min(area.cx, Math.floor(cy * aspect));
  const touchesLeft = area.x <= left;
  const touchesRight = area.x + area.cx >= right;
  const x =
    touchesRight && !touchesLeft
      ? area.x + area.cx - cx
      : touchesLeft && !touchesRight
        ? area.x
        : area.x + Math.floor((area.cx - cx) / 2);
  return { area, picture: { x, y: area.y + area.cy - cy, cx, cy } };
}

function sortedEdges(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}
