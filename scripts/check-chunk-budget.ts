// Part of `npm test`, after `npm run build`: the JavaScript a first screen needs stays within
// budget (decision 027). A family member opens a lesson link or a plan link on a phone, often on
// a slow mobile network; every kilobyte before the first screen is time they wait. The first
// screen of a route is what the browser must fetch before the page can draw: the entry chunk
// with its static imports, the staff shell for signed-in routes, and the route's own lazy chunk
// with its static imports. What a page imports later (a slide renderer, a chart) is not counted.
// Sizes are gzip at level 9, what every browser accepts; nothing here depends on time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir, type FirstScreen, listFirstScreens } from './first-screens.ts';

const KIB = 1024;
// The ceilings are the aims of decision 027: 150 KiB for public pages, 300 KiB for staff pages,
// each a little above today's heaviest page of its kind, so any growth fails here. They went
// 280 -> 258 KiB (public) and 365 -> 356 KiB (staff) through decision 027's steps; then to 150
// and 300 KiB with Preact in place of React DOM, the teacher's player out of the child's first
// screen, the public pages' schemas (and zod) fetched on demand and floating UI off the pages
// with a table (decision 047). Never raise them without a decision.
const PUBLIC_BUDGET_BYTES = 150 * KIB;
const STAFF_BUDGET_BYTES = 300 * KIB;
// Stylesheets block the first paint. Mantine's come per component with the code that draws them
// (vite.config.ts), so a public page loads ~10-16 KiB; all of Mantine's is ~27 KiB gzip, and a
// global import of it would fail here.
const PUBLIC_CSS_BUDGET_BYTES = 18 * KIB;
const STAFF_CSS_BUDGET_BYTES = 32 * KIB;
// Files, scripts and stylesheets together: over HTTP/1.1 a browser fetches six at a time, so on a
// phone network each six more cost a round trip before the first paint (decision 049). A first
// screen is the entry, the React chunk, the kits and the page, with a few chunks some pages share.
// A staff page also loads the schemas of each set of public pages, which stay apart so a family's
// page builds only its own (decision 054): a few files that a desk's network fetches in one round.
const PUBLIC_FILE_BUDGET = 10;
const STAFF_FILE_BUDGET = 28;

const gzipSizes = new Map<string, number>();
function measureFile(file: string): { raw: number; gzip: number } {
  const content = readFileSync(path.join(distDir, file));
  let gzip = gzipSizes.get(file);
  if (gzip === undefined) {
    gzip = gzipSync(content, { level: 9 }).length;
    gzipSizes.set(file, gzip);
  }
  return { raw: content.length, gzip };
}

function sumFiles(files: Iterable<string>): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = measureFile(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

type Row = {
  path: string;
  kind: 'public' | 'staff';
  js: { raw: number; gzip: number };
  cssGzip: number;
  files: number;
  budget: number;
  cssBudget: number;
  fileBudget: number;
};

function measureRoute(screen: FirstScreen): Row {
  const kind = screen.isPublic ? 'public' : 'staff';
  return {
    path: screen.route.path,
    kind,
    js: sumFiles(screen.scripts),
    cssGzip: sumFiles(screen.styles).gzip,
    files: screen.scripts.length + screen.styles.length,
    budget: screen.isPublic ? PUBLIC_BUDGET_BYTES : STAFF_BUDGET_BYTES,
    cssBudget: screen.isPublic ? PUBLIC_CSS_BUDGET_BYTES : STAFF_CSS_BUDGET_BYTES,
    fileBudget: screen.isPublic ? PUBLIC_FILE_BUDGET : STAFF_FILE_BUDGET,
  };
}

const toKib = (bytes: number) => (bytes / KIB).toFixed(1);

function printTable(rows: Row[]): void {
  const header = [
    'route',
    'kind',
    'JS raw KiB',
    'JS gzip KiB',
    'budget KiB',
    'CSS gzip KiB',
    'budget KiB',
    'files',
    'budget',
  ];
  const lines = rows.map((row) => [
    row.path,
    row.kind,
    toKib(row.js.raw),
    toKib(row.js.gzip),
    toKib(row.budget),
    toKib(row.cssGzip),
    toKib(row.cssBudget),
    String(row.files),
    String(row.fileBudget),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        (column < 2 ? cell.padEnd : cell.padStart).call(cell, widths[column] ?? 0),
      )
      .join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

function main(): void {
  const rows = listFirstScreens().map(measureRoute);
  rows.sort((a, b) => a.kind.localeCompare(b.kind) || b.js.gzip - a.js.gzip);
  printTable(rows);

  let isOver = false;
  for (const row of rows) {
    if (row.js.gzip > row.budget) {
      isOver = true;
      console.error(
        `${row.path}: the first screen loads ${toKib(row.js.gzip)} KiB of JavaScript (gzip), over the ${row.kind} budget of ${toKib(row.budget)} KiB`,
      );
    }
    if (row.cssGzip > row.cssBudget) {
      isOver = true;
      console.error(
        `${row.path}: the first screen loads ${toKib(row.cssGzip)} KiB of CSS (gzip), over the ${row.kind} budget of ${toKib(row.cssBudget)} KiB`,
      );
    }
    if (row.files > row.fileBudget) {
      isOver = true;
      console.error(
        `${row.path}: the first screen loads ${row.files} files (scripts and stylesheets), over the ${row.kind} budget of ${row.fileBudget}`,
      );
    }
  }
  if (isOver) process.exit(1);
}

main();
