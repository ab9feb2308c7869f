/**
 * WCAG contrast between slide text and the theme background under it. Pure, so it runs in the
 * theme worker threads; the background's shades are measured once per theme with sharp
 * (background-shades.ts).
 */

/**
 * The background picture as a coarse grid of relative luminances (row by row), stretched over
 * the slide as the picture is. Each cell is the picture's average colour there, so a cell
 * stands for what the eye sees behind a few letters, not for single pixels of texture.
 */
export type BackgroundShades = { columns: number; rows: number; luminance: number[] };

/** WCAG 2 AA: normal text 4.5:1, large text (18 pt, or 14 pt bold) 3:1. */
const NORMAL_TEXT_RATIO = 4.5;
const LARGE_TEXT_RATIO = 3;
const LARGE_TEXT_PT = 18;
const LARGE_BOLD_TEXT_PT = 14;

/** WCAG relative luminance of an sRGB colour given as 0-255 channels. */
export function readLuminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function measureContrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export function readRequiredContrast(sizePt: number, isBold: boolean): number {
  const isLarge = sizePt >= LARGE_TEXT_PT || (isBold && sizePt >= LARGE_BOLD_TEXT_PT);
  return isLarge ? LARGE_TEXT_RATIO : NORMAL_TEXT_RATIO;
}

/**
 * The lowest contrast between text of `textLuminance` and any cell of the background under
 * `region` (fractions of the slide, 0..1): the worst spot decides, since a word over it is
 * as unreadable as a whole line would be.
 */
export function measureWorstContrast(
  shades: BackgroundShades,
  region: { x: number; y: number; cx: number; cy: number },
  textLuminance: number,
): number {
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(0, value));
  const firstColumn = clamp(Math.floor(region.x * shades.columns), shades.columns - 1);
  const lastColumn = clamp(
    Math.ceil((region.x + region.cx) * shades.columns) - 1,
    shades.columns - 1,
  );
  const firstRow = clamp(Math.floor(region.y * shades.rows), shades.rows - 1);
  const lastRow = clamp(Math.ceil((region.y + region.cy) * shades.rows) - 1, shades.rows - 1);
  let worst = Number.POSITIVE_INFINITY;
  for (let row = firstRow; row <= lastRow; row++) {
    for (let column = firstColumn; column <= lastColumn; column++) {
      const shade = shades.luminance[row * shades.columns + column] ?? 0;
      worst = Math.min(worst, measureContrast(shade, textLuminance));
    }
  }
  return worst;
}
