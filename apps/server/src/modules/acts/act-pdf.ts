import {
  type Act,
  type ActType,
  amountInWords,
  formatActNumber,
  parseAmountMinor,
} from '@slovo/contracts';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { PdfDefinition } from '../../lib/pdf/render-pdf.ts';

type Side = 'uk' | 'en';

const INK = '#212529';
const MUTED = '#868e96';

/** The words of the act in each of its two languages; they sit side by side, row by row. */
const WORDS = {
  uk: {
    title: (number: string) => `АКТ № ${number}`,
    subtitle: 'приймання-передачі виконаних робіт',
    date: 'Дата складання',
    performer: 'Виконавець',
    customer: 'Замовник',
    address: 'адреса',
    passport: 'паспорт',
    taxId: 'РНОКПП',
    preamble: (contract: string, date: string) =>
      `Сторони склали цей акт про те, що Виконавець виконав, а Замовник прийняв такі роботи за договором № ${contract} від ${date}:`,
    work: { video: 'створення відеоматеріалу', presentation: 'створення презентації' },
    link: 'Посилання на результат',
    amount: 'Вартість робіт',
    closing:
      'Роботи виконано в повному обсязі та в строк. Сторони претензій одна до одної не мають.',
    signature: 'підпис',
    void: 'АНУЛЬОВАНО',
  },
  en: {
    title: (number: string) => `ACT No. ${number}`,
    subtitle: 'of acceptance of completed work',
    date: 'Date',
    performer: 'Performer',
    customer: 'Customer',
    address: 'address',
    passport: 'passport',
    taxId: 'tax ID',
    preamble: (contract: string, date: string) =>
      `The parties have drawn up this act stating that the Performer has completed and the Customer has accepted the following work under contract No. ${contract} dated ${date}:`,
    work: { video: 'creation of video content', presentation: 'creation of a presentation' },
    link: 'Link to the result',
    amount: 'Cost of the work',
    closing:
      'The work has been completed in full and on time. The parties have no claims against each other.',
    signature: 'signature',
    void: 'VOID',
  },
} satisfies Record<Side, unknown>;

const LOCALE: Record<Side, string> = { uk: 'uk', en: 'en-GB' };

function formatDay(day: string, side: Side) {
  return new Intl.DateTimeFormat(LOCALE[side], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

function formatAmount(amount: string, side: Side) {
  const minor = parseAmountMinor(amount) ?? 0;
  return new Intl.NumberFormat(LOCALE[side], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

/** What one column says of the act, as paragraphs in row order. */
function describe(act: Act, customer: string, side: Side) {
  const w = WORDS[side];
  const name = side === 'uk' ? act.performer_name_uk : act.performer_name_en;
  const address = side === 'uk' ? act.performer_address_uk : act.performer_address_en;
  const minor = parseAmountMinor(act.amount) ?? 0;
  return {
    title: [
      { text: w.title(formatActNumber(act)), style: 'title' },
      { text: w.subtitle, style: 'subtitle' },
    ],
    date: `${w.date}: ${formatDay(act.act_date, side)}`,
    performer: {
      text: [
        { text: `${w.performer}: `, bold: true },
        `${name}; ${w.address}: ${address}; ${w.passport}: ${act.passport}; ${w.taxId}: ${act.tax_id}`,
      ],
    },
    customer: { text: [{ text: `${w.customer}: `, bold: true }, customer] },
    preamble: w.preamble(act.contract_number, formatDay(act.contract_date, side)),
    work: {
      stack: [
        `1. ${capitalize(w.work[act.type as ActType])}.`,
        { text: `${w.link}: ${act.content_url}`, color: MUTED },
      ],
    },
    amount: {
      text: [
        { text: `${w.amount}: `, bold: true },
        { text: `${formatAmount(act.amount, side)} ${act.currency}`, bold: true },
        ` (${amountInWords(minor, act.currency, side)}).`,
      ],
    },
    closing: w.closing,
    signatures: {
      stack: [
        signatureLine(w.performer, name, w.signature),
        signatureLine(w.customer, customer, w.signature),
      ],
    },
  } satisfies Record<string, Content>;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function signatureLine(role: string, who: string, label: string): Content {
  return {
    stack: [
      { text: role, bold: true, margin: [0, 14, 0, 18] },
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: 140, y2: 0, lineWidth: 0.5, lineColor: INK }],
      },
      { text: `(${label})  ${who}`, fontSize: 8, color: MUTED, margin: [0, 2, 0, 0] },
    ],
  };
}

/**
 * An act as such acts are made for a foreign-language counterpart: Ukrainian on the left,
 * English on the right, row by row (heading, date, parties, the work, the amount with the amount
 * in words, the closing statement, signatures). A void act carries the word across the page.
 * Pure: the same act and customer give the same document and bytes.
 */
export function buildActPdf(act: Act, customer: string): PdfDefinition {
  const uk = describe(act, customer, 'uk');
  const en = describe(act, customer, 'en');
  const rows = (Object.keys(uk) as (keyof typeof uk)[]).map((key): TableCell[] => [
    uk[key] as TableCell,
    en[key] as TableCell,
  ]);
  const isVoid = act.voided_at !== null;
  return {
    info: {
      title: `${WORDS.uk.title(formatActNumber(act))} / ${WORDS.en.title(formatActNumber(act))}`,
      subject: `${WORDS.uk.subtitle} / ${WORDS.en.subtitle}`,
      creationDate: new Date(act.created_at),
    },
    language: 'uk',
    ...(isVoid
      ? {
          watermark: {
            text: `${WORDS.uk.void} / ${WORDS.en.void}`,
            color: '#e03131',
            opacity: 0.2,
            bold: true,
          },
        }
      : {}),
    content: [
      ...(isVoid
        ? [
            {
              text: `${WORDS.uk.void} / ${WORDS.en.void}`,
              color: '#e03131',
              bold: true,
              alignment: 'center' as const,
              margin: [0, 0, 0, 8] as [number, number, number, number],
            },
          ]
        : []),
      {
        table: { widths: ['*', '*'], body: rows, dontBreakRows: true },
        layout: {
          hLineWidth: () => 0,
          vLineWidth: (i: number) => (i === 1 ? 0.5 : 0),
          vLineColor: () => MUTED,
          paddingLeft: (i: number) => (i === 0 ? 0 : 12),
          paddingRight: (i: number) => (i === 0 ? 12 : 0),
          paddingTop: () => 5,
          paddingBottom: () => 5,
        },
      },
    ],
    styles: {
      title: { fontSize: 15, bold: true, alignment: 'center' },
      subtitle: { fontSize: 11, alignment: 'center', margin: [0, 0, 0, 6] },
    },
    defaultStyle: { color: INK, fontSize: 10 },
  };
}

/** "act-12-2026.pdf", ASCII for every client; the full name adds the Ukrainian word. */
export function nameActPdf(act: Pick<Act, 'number' | 'year'>) {
  return {
    ascii: `act-${act.number}-${act.year}.pdf`,
    full: `Акт ${act.number}-${act.year}.pdf`,
  };
}
