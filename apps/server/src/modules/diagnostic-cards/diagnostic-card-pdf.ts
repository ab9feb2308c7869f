import {
  computeBlockScore,
  type DiagnosticAnswer,
  type DiagnosticAnswers,
  type DiagnosticBlock,
  type DiagnosticCard,
  type DiagnosticCardStatus,
  type DiagnosticComputedBlock,
  type DiagnosticQuestion,
  type DiagnosticScale,
  type DiagnosticZone,
  type FamilyProgram,
  findZone,
  type Language,
  type ProgressSeries,
  QUALIFICATION_NAMES,
  type Qualification,
  toPlainText,
} from '@slovo/contracts';
import type { CanvasElement, Content, TableCell } from 'pdfmake/interfaces';
import type { PdfDefinition } from '../../lib/pdf/render-pdf.ts';
import { DIAGNOSTIC_CARD_PDF_LABELS, fillLabel } from './diagnostic-card-pdf-labels.ts';

/**
 * A filled card as a reader sees it — staff or the family: the template's blocks as the card's
 * version has them, the answers, and the card's own fields; nothing internal (ids, revision,
 * who may do what). Scores are computed here from the blocks and answers, as on every read.
 */
export type DiagnosticCardPdfView = {
  template_title: string;
  blocks: readonly DiagnosticBlock[];
  client_info: { child_name: string; birth_date: string | null };
  /** `YYYY-MM-DD`. */
  diagnostic_date: string;
  /** Who examined the child (the staff member who started the card), when known. */
  examined_by: string | null;
  /** Null in the family's copy, which says nothing of the staff's workflow. */
  status: DiagnosticCardStatus | null;
  answers: DiagnosticAnswers;
  violations: readonly Qualification[];
  /**
   * The template's scales and scores over the student's sent cards (decision 034's series); the
   * document draws the examinations up to its own.
   */
  progress: readonly ProgressSeries[];
  /** The program the card chose (decision 033), printed above the examiner's note on it. */
  program: FamilyProgram | null;
  recommended_program: string;
  parent_request: string;
  /** The content's last change (ISO date-time): the file's creation date, so it is reproducible. */
  updated_at: string;
};

/** A staff reader's card and the blocks of its version, as the view the PDF is made from. */
export function toDiagnosticCardPdfView(
  card: DiagnosticCard,
  blocks: readonly DiagnosticBlock[],
  program: FamilyProgram | null,
  progress: readonly ProgressSeries[],
): DiagnosticCardPdfView {
  return {
    template_title: card.template_title,
    blocks,
    client_info: card.client_info,
    diagnostic_date: card.diagnostic_date,
    examined_by: card.created_by?.name ?? null,
    status: card.status,
    answers: card.answers,
    violations: card.violations,
    progress,
    program,
    recommended_program: card.recommended_program,
    parent_request: card.parent_request,
    updated_at: card.updated_at,
  };
}

/**
 * Zone colours as printed: a light tint for backgrounds (the card screen's light zones) and a
 * strong shade for edges; Mantine's default palette, shades 2 and 7.
 */
const ZONE_TINTS: Record<DiagnosticZone['color'], { tint: string; strong: string }> = {
  green: { tint: '#b2f2bb', strong: '#37b24d' },
  lime: { tint: '#d8f5a2', strong: '#74b816' },
  yellow: { tint: '#ffec99', strong: '#f59f00' },
  orange: { tint: '#ffd8a8', strong: '#f76707' },
  red: { tint: '#ffc9c9', strong: '#f03e3e' },
  pink: { tint: '#fcc2d7', strong: '#d6336c' },
  grape: { tint: '#eebefa', strong: '#ae3ec9' },
  violet: { tint: '#d0bfff', strong: '#7048e8' },
  blue: { tint: '#a5d8ff', strong: '#1c7ed6' },
  cyan: { tint: '#99e9f2', strong: '#1098ad' },
  teal: { tint: '#96f2d7', strong: '#0ca678' },
  gray: { tint: '#e9ecef', strong: '#495057' },
};

const INK = '#212529';
const MUTED = '#868e96';
const TRACK = '#f1f3f5';
const EDGE = '#adb5bd';
const BAR_WIDTH = 320;
const BAR_HEIGHT = 10;
/** Room above the bar for the value's pointer. */
const BAR_TOP = 9;

type Format = {
  labels: (typeof DIAGNOSTIC_CARD_PDF_LABELS)[Language];
  date: (isoDate: string) => string;
  number: (value: number) => string;
};

function makeFormat(lang: Language): Format {
  const dates = new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const numbers = new Intl.NumberFormat(lang, { maximumFractionDigits: 2, useGrouping: false });
  return {
    labels: DIAGNOSTIC_CARD_PDF_LABELS[lang],
    date: (isoDate) => dates.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)),
    number: (value) => numbers.format(value),
  };
}

const muted = (text: string): Content => ({ text, color: MUTED, italics: true });

/** A horizontal bar from `min` to `max`: coloured zones, tick marks, and a pointer at the value. */
function drawBar(
  min: number,
  max: number,
  zones: readonly DiagnosticZone[],
  ticks: readonly number[],
  value: number | null,
): Content {
  const span = max - min || 1;
  const x = (v: number) => (Math.min(Math.max(v, min), max) - min) * (BAR_WIDTH / span);
  const canvas: CanvasElement[] = [
    { type: 'rect', x: 0, y: BAR_TOP, w: BAR_WIDTH, h: BAR_HEIGHT, color: TRACK },
    ...zones.map(
      (zone): CanvasElement => ({
        type: 'rect',
        x: x(zone.from),
        y: BAR_TOP,
        w: Math.max(x(zone.to) - x(zone.from), 0.5),
        h: BAR_HEIGHT,
        color: ZONE_TINTS[zone.color].tint,
      }),
    ),
    {
      type: 'rect',
      x: 0,
      y: BAR_TOP,
      w: BAR_WIDTH,
      h: BAR_HEIGHT,
      lineColor: EDGE,
      lineWidth: 0.5,
    },
    ...ticks.map(
      (tick): CanvasElement => ({
        type: 'line',
        x1: x(tick),
        y1: BAR_TOP - 2,
        x2: x(tick),
        y2: BAR_TOP + BAR_HEIGHT + 3,
        lineWidth: 0.75,
        lineColor: EDGE,
      }),
    ),
  ];
  if (value !== null) {
    const at = x(value);
    canvas.push(
      {
        type: 'polyline',
        points: [
          { x: at - 5, y: 0 },
          { x: at + 5, y: 0 },
          { x: at, y: BAR_TOP - 1 },
        ],
        closePath: true,
        color: INK,
      },
      {
        type: 'line',
        x1: at,
        y1: BAR_TOP,
        x2: at,
        y2: BAR_TOP + BAR_HEIGHT,
        lineWidth: 2,
        lineColor: INK,
      },
    );
  }
  return { canvas, margin: [0, 4, 0, 2] };
}

/** The start, centre and end marks' labels, each under its tick. */
function drawScaleMarks(scale: DiagnosticScale, f: Format): Content {
  const span = scale.end.value - scale.start.value || 1;
  const centre = ((scale.centre.value - scale.start.value) / span) * BAR_WIDTH;
  const centreWidth = Math.max(Math.min(2 * centre, 2 * (BAR_WIDTH - centre), 140), 20);
  const leftWidth = Math.max(centre - centreWidth / 2, 1);
  const rightWidth = Math.max(BAR_WIDTH - leftWidth - centreWidth, 1);
  const mark = (m: DiagnosticScale['start']) =>
    m.label ? `${f.number(m.value)} ${m.label}` : f.number(m.value);
  return {
    columns: [
      { width: leftWidth, text: mark(scale.start) },
      { width: centreWidth, text: mark(scale.centre), alignment: 'center' },
      { width: rightWidth, text: mark(scale.end), alignment: 'right' },
    ],
    columnGap: 0,
    fontSize: 8,
    color: MUTED,
  };
}

/** Zones as tinted cells with their names and ranges, four to a row. */
function drawZoneLegend(zones: readonly DiagnosticZone[], f: Format): Content[] {
  if (zones.length === 0) return [];
  const perRow = 4;
  const cells = zones.map(
    (zone): TableCell => ({
      text: `${zone.name} (${f.number(zone.from)}–${f.number(zone.to)})`,
      fillColor: ZONE_TINTS[zone.color].tint,
      fontSize: 8,
    }),
  );
  const rows: TableCell[][] = [];
  for (let i = 0; i < cells.length; i += perRow) {
    const row = cells.slice(i, i + perRow);
    while (rows.length > 0 && row.length < perRow) row.push({ text: '' });
    rows.push(row);
  }
  const columns = rows[0]?.length ?? 1;
  return [
    { text: f.labels.zones, fontSize: 8, color: MUTED, margin: [0, 4, 0, 1] },
    {
      table: { widths: Array.from({ length: columns }, () => 'auto'), body: rows },
      layout: 'noBorders',
      margin: [0, 0, 0, 2],
    },
  ];
}

const zoneText = (zone: DiagnosticZone | null): Content[] =>
  zone ? [' · ', { text: zone.name, bold: true, background: ZONE_TINTS[zone.color].tint }] : [];

function drawAnswer(question: DiagnosticQuestion, answer: DiagnosticAnswer | undefined, f: Format) {
  const none = muted(f.labels.notAnswered);
  switch (question.type) {
    case 'short_answer':
    case 'large_answer':
      return typeof answer === 'string' && answer.trim() !== '' ? { text: answer } : none;
    case 'one_variant': {
      const variant = question.variants.find((v) => v.key === answer);
      return variant ? { text: variant.label } : none;
    }
    case 'many_variants': {
      const keys = Array.isArray(answer) ? answer : [];
      const chosen = question.variants.filter((v) => keys.includes(v.key));
      return chosen.length > 0 ? { ul: chosen.map((v) => v.label) } : none;
    }
    case 'scale': {
      const value = typeof answer === 'number' ? answer : null;
      const { scale } = question;
      return {
        stack: [
          value === null
            ? none
            : { text: [f.number(value), ...zoneText(findZone(scale.zones, value))] },
          drawBar(
            scale.start.value,
            scale.end.value,
            scale.zones,
            [scale.start.value, scale.centre.value, scale.end.value],
            value,
          ),
          drawScaleMarks(scale, f),
          ...drawZoneLegend(scale.zones, f),
        ],
      };
    }
    case 'multi_scale_table': {
      const cells =
        typeof answer === 'object' && answer !== null && !Array.isArray(answer)
          ? (answer as Readonly<Record<string, Readonly<Record<string, number>> | undefined>>)
          : {};
      const header: TableCell[] = [
        { text: '' },
        ...question.columns.map((c): TableCell => ({ text: c.label, bold: true })),
      ];
      const body: TableCell[][] = question.rows.map((row) => [
        { text: row.label, bold: true },
        ...question.columns.map((column): TableCell => {
          const value = cells[row.key]?.[column.key];
          if (typeof value !== 'number') return { text: '—', color: MUTED, alignment: 'center' };
          const zone = findZone(question.scale.zones, value);
          return {
            text: f.number(value),
            alignment: 'center',
            ...(zone ? { fillColor: ZONE_TINTS[zone.color].tint } : {}),
          };
        }),
      ]);
      return {
        stack: [
          {
            table: {
              headerRows: 1,
              widths: ['auto', ...question.columns.map(() => '*')],
              body: [header, ...body],
            },
            layout: {
              hLineWidth: () => 0.5,
              vLineWidth: () => 0.5,
              hLineColor: () => EDGE,
              vLineColor: () => EDGE,
            },
            fontSize: 9,
          },
          ...drawZoneLegend(question.scale.zones, f),
        ],
      };
    }
  }
}

function drawQuestionsBlock(
  block: Extract<DiagnosticBlock, { kind: 'questions' }>,
  answers: DiagnosticAnswers,
  f: Format,
): Content[] {
  return block.questions.map((question) => {
    const answer = drawAnswer(question, answers[question.key], f);
    const text: Content = { text: question.text, bold: true, margin: [0, 6, 0, 2] };
    // Short answers stay with their question; a long text may run on to the next page.
    return question.type === 'large_answer' || question.type === 'short_answer'
      ? { stack: [text, answer] }
      : { stack: [text, answer], unbreakable: true };
  });
}

function drawComputedBlock(
  block: DiagnosticComputedBlock,
  blocks: readonly DiagnosticBlock[],
  answers: DiagnosticAnswers,
  f: Format,
): Content[] {
  const score = computeBlockScore(block, blocks, answers);
  const zone = findZone(block.zones, score);
  const direction =
    block.score_type === 'positive' ? f.labels.higherIsBetter : f.labels.higherIsWorse;
  const line: Content =
    score === null
      ? muted(f.labels.noScore)
      : { text: [`${f.labels.score}: `, { text: f.number(score), bold: true }, ...zoneText(zone)] };
  const parts: Content[] = [line, { text: direction, fontSize: 8, color: MUTED }];
  if (block.zones.length > 0) {
    const bounds = block.zones.flatMap((z) => [z.from, z.to]);
    const min = Math.min(...bounds, score ?? Number.POSITIVE_INFINITY);
    const max = Math.max(...bounds, score ?? Number.NEGATIVE_INFINITY);
    parts.push(
      drawBar(min, max, block.zones, [...new Set(bounds)], score),
      ...drawZoneLegend(block.zones, f),
    );
  }
  return [{ stack: parts, unbreakable: true, margin: [0, 4, 0, 0] }];
}

const heading = (text: string): Content => ({ text, style: 'heading', headlineLevel: 1 });

function drawFacts(view: DiagnosticCardPdfView, f: Format): Content {
  const { labels } = f;
  // A fact the copy does not carry (the family's has no birth date, examiner or status) is left
  // out rather than printed as a dash.
  const facts = (
    [
      [labels.childName, view.client_info.child_name],
      [labels.birthDate, view.client_info.birth_date && f.date(view.client_info.birth_date)],
      [labels.diagnosticDate, f.date(view.diagnostic_date)],
      [labels.examinedBy, view.examined_by],
      [labels.status, view.status && labels.statuses[view.status]],
    ] as const
  ).filter((fact): fact is readonly [string, string] => Boolean(fact[1]));
  return {
    table: {
      widths: [140, '*'],
      body: facts.map(([label, value]) => [{ text: label, color: MUTED }, { text: value }]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 6],
  };
}

const CHART_WIDTH = 515;
const CHART_HEIGHT = 60;

/** One series as a line over its examinations, evenly spaced, on its zones' bands. */
function drawSeriesChart(series: ProgressSeries, points: { date: string; value: number }[]) {
  const values = points.map((point) => point.value);
  const low = series.min ?? Math.min(...values, ...series.zones.map((zone) => zone.from));
  const high = series.max ?? Math.max(...values, ...series.zones.map((zone) => zone.to));
  const span = high - low || 1;
  const y = (v: number) =>
    CHART_HEIGHT - ((Math.min(Math.max(v, low), high) - low) / span) * CHART_HEIGHT;
  const x = (index: number) => 6 + (index * (CHART_WIDTH - 12)) / Math.max(points.length - 1, 1);
  const canvas: CanvasElement[] = [
    { type: 'rect', x: 0, y: 0, w: CHART_WIDTH, h: CHART_HEIGHT, color: TRACK },
    ...series.zones.map(
      (zone): CanvasElement => ({
        type: 'rect',
        x: 0,
        y: y(zone.to),
        w: CHART_WIDTH,
        h: Math.max(y(zone.from) - y(zone.to), 0.5),
        color: ZONE_TINTS[zone.color].tint,
      }),
    ),
    { type: 'rect', x: 0, y: 0, w: CHART_WIDTH, h: CHART_HEIGHT, lineColor: EDGE, lineWidth: 0.5 },
    {
      type: 'polyline',
      points: points.map((point, index) => ({ x: x(index), y: y(point.value) })),
      lineWidth: 1.5,
      lineColor: INK,
    },
    ...points.map(
      (point, index): CanvasElement => ({
        type: 'ellipse',
        x: x(index),
        y: y(point.value),
        r1: 2.5,
        r2: 2.5,
        color: INK,
      }),
    ),
  ];
  return { canvas, margin: [0, 2, 0, 2] } satisfies Content;
}

/**
 * How each scale and score of the template moved over the examinations up to this card's: a
 * line chart and its values, for every series measured at least twice. Nothing when there is
 * no earlier examination.
 */
function drawProgress(view: DiagnosticCardPdfView, f: Format): Content[] {
  const charts = view.progress.flatMap((series): Content[] => {
    const points = series.points.filter(
      (point): point is { date: string; value: number } =>
        point.value !== null && point.date <= view.diagnostic_date,
    );
    if (points.length < 2) return [];
    return [
      {
        stack: [
          { text: series.title, bold: true, margin: [0, 6, 0, 0] },
          drawSeriesChart(series, points),
          {
            text: points
              .map((point) => `${f.date(point.date)}: ${f.number(point.value)}`)
              .join('   ·   '),
            fontSize: 8,
            color: MUTED,
          },
        ],
        unbreakable: true,
      },
    ];
  });
  return charts.length > 0 ? [heading(f.labels.progress), ...charts] : [];
}

/** The chosen program's name, text and complexes, then the note; a dash when there is neither. */
function drawProgram(view: DiagnosticCardPdfView, f: Format): Content[] {
  const { program } = view;
  const note = view.recommended_program.trim();
  const parts: Content[] = [];
  if (program) {
    parts.push({ text: program.name, bold: true });
    const body = toPlainText(program.content).trim();
    if (body) parts.push({ text: body, margin: [0, 2, 0, 0] });
    if (program.complexes.length > 0)
      parts.push({ ul: [...program.complexes], margin: [0, 2, 0, 0] });
  }
  if (note) parts.push({ text: note, italics: Boolean(program), margin: [0, 2, 0, 0] });
  return parts.length > 0 ? parts : [muted(f.labels.none)];
}

function drawConclusion(view: DiagnosticCardPdfView, lang: Language, f: Format): Content[] {
  const text = (value: string) => (value.trim() ? { text: value } : muted(f.labels.none));
  return [
    heading(f.labels.conclusion),
    {
      stack: [
        { text: f.labels.violations, bold: true, margin: [0, 4, 0, 2] },
        view.violations.length > 0
          ? { ul: view.violations.map((v) => QUALIFICATION_NAMES[v][lang]) }
          : muted(f.labels.none),
      ],
      unbreakable: true,
    },
    { text: f.labels.recommendedProgram, bold: true, margin: [0, 6, 0, 2] },
    ...drawProgram(view, f),
    { text: f.labels.parentRequest, bold: true, margin: [0, 6, 0, 2] },
    text(view.parent_request),
  ];
}

/** Today in UTC, `YYYY-MM-DD`: the day printed as the file's making. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A filled card as a printable document in one language: the template's title, the child, the
 * examination, each block with its questions and answers (scales and zones drawn as vector bars,
 * tables tinted by zone), computed scores with their zones, the conclusion, and page numbers.
 * Pure: the same view, language and day give the same document, and the same bytes.
 */
export function buildDiagnosticCardPdf(
  view: DiagnosticCardPdfView,
  lang: Language,
  generatedOn: string = today(),
): PdfDefinition {
  const f = makeFormat(lang);
  const blocks = view.blocks.flatMap((block): Content[] => [
    heading(block.title),
    ...(block.description ? [muted(block.description)] : []),
    ...(block.kind === 'questions'
      ? drawQuestionsBlock(block, view.answers, f)
      : drawComputedBlock(block, view.blocks, view.answers, f)),
  ]);
  const made = fillLabel(f.labels.generatedOn, { date: f.date(generatedOn) });
  return {
    info: {
      title: `${view.template_title} — ${view.client_info.child_name}`,
      subject: view.template_title,
      creationDate: new Date(view.updated_at),
    },
    language: lang,
    content: [
      { text: view.template_title, style: 'title' },
      drawFacts(view, f),
      ...blocks,
      ...drawProgress(view, f),
      ...drawConclusion(view, lang, f),
    ],
    // A heading never ends a page: it moves to the next with what it heads.
    pageBreakBefore: (node, nodes) =>
      node.headlineLevel === 1 && nodes.getFollowingNodesOnPage().length === 0,
    footer: (page, count) => ({
      columns: [
        { text: made },
        { text: fillLabel(f.labels.page, { page, count }), alignment: 'right' },
      ],
      margin: [40, 20, 40, 0],
      fontSize: 8,
      color: MUTED,
    }),
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 10] },
      heading: { fontSize: 13, bold: true, margin: [0, 14, 0, 2], color: INK },
    },
    defaultStyle: { color: INK },
  };
}

/** File names: ASCII for every client, and the full one with the child's name as written. */
export function nameDiagnosticCardPdf(
  view: Pick<DiagnosticCardPdfView, 'client_info' | 'diagnostic_date'>,
) {
  return {
    ascii: `diagnostic-card-${view.diagnostic_date}.pdf`,
    full: `${view.client_info.child_name} ${view.diagnostic_date}.pdf`,
  };
}
