/** Byte order mark: spreadsheet apps read the file as UTF-8 (Cyrillic names stay readable). */
export const CSV_BOM = '\uFEFF';

// A cell starting with one of these is a formula to a spreadsheet app (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formulas defused with a leading apostrophe, quoted when it holds , " or a newline. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A CSV document as a stream of lines: the BOM and header first, then each batch `nextBatch`
 * returns until it returns none — the whole result is never held in memory.
 */
export async function* streamCsv<T>(
  header: string[],
  nextBatch: (after: T | null) => Promise<T[]>,
  toCells: (row: T) => (string | number | null)[],
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header);
  let last: T | null = null;
  for (;;) {
    const rows = await nextBatch(last);
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(toCells(row))).join('');
    last = rows.at(-1) ?? null;
  }
}
