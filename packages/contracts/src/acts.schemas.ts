import { z } from 'zod';
import { dateSchema, IdSchema, PageQuerySchema } from './common.schemas.ts';
import { ACT_AMOUNT_MAX_MINOR, ACT_TEXT_MAX_LENGTH, ACT_URL_MAX_LENGTH } from './limits.ts';

// ---------------------------------------------------------------------------------------------
// Spec 3 "act" and spec 6 "generate acts" (decision 039): an act of work acceptance for video or
// presentation work, numbered per project and year without gaps, printed as a bilingual PDF.
// Root and managers only: the performer's data is personal data, and every view is audited.

export const ACT_TYPES = ['video', 'presentation'] as const;
export type ActType = (typeof ACT_TYPES)[number];

/** Spec 9 leaves the list out; the school pays in these. */
export const ACT_CURRENCIES = ['UAH', 'USD', 'EUR', 'PLN', 'GBP', 'ILS'] as const;
export type ActCurrency = (typeof ACT_CURRENCIES)[number];

/** An amount as written: digits with up to two decimals (a dot or a comma), above zero. */
const AMOUNT_PATTERN = /^\d{1,10}([.,]\d{1,2})?$/;

/** "1234.5" → 123450 minor units; null when it is not an amount. */
export function parseAmountMinor(value: string): number | null {
  const text = value.trim();
  if (!AMOUNT_PATTERN.test(text)) return null;
  const [whole = '0', fraction = ''] = text.replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 123450 → "1234.50" (what the API answers). */
export const formatAmountMinor = (minor: number) =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

const text = (max = ACT_TEXT_MAX_LENGTH) =>
  z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.maxLength');

const AmountSchema = z
  .union([z.string('validation.required'), z.number('validation.required')])
  .transform((value, ctx) => {
    const minor = parseAmountMinor(String(value));
    if (minor === null || minor <= 0 || minor > ACT_AMOUNT_MAX_MINOR) {
      ctx.addIssue({ code: 'custom', message: 'validation.actAmount' });
      return z.NEVER;
    }
    return minor;
  });

export const ActInputSchema = z
  .object({
    workspace_id: IdSchema,
    type: z.enum(ACT_TYPES, 'validation.required'),
    /** Major units with up to two decimals; stored in minor units. */
    amount: AmountSchema,
    currency: z.enum(ACT_CURRENCIES, 'validation.required'),
    /** The act's date; its year is the year the act is numbered in. */
    act_date: dateSchema('validation.date'),
    contract_number: text(50),
    contract_date: dateSchema('validation.date'),
    performer_name_uk: text(),
    performer_name_en: text(),
    performer_address_uk: text(),
    performer_address_en: text(),
    passport: text(50),
    tax_id: text(20),
    content_url: z
      .string('validation.required')
      .trim()
      .max(ACT_URL_MAX_LENGTH, 'validation.maxLength')
      .refine(
        (value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value),
        'validation.url',
      ),
  })
  .strict()
  // Work is accepted under a contract signed by then. Only two well-formed days are compared:
  // a malformed one keeps its own message.
  .superRefine((act, ctx) => {
    const isDay = (value: string) => z.iso.date().safeParse(value).success;
    if (isDay(act.act_date) && isDay(act.contract_date) && act.contract_date > act.act_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['contract_date'],
        message: 'validation.contractDateAfterAct',
      });
    }
  })
  .meta({
    examples: [
      {
        workspace_id: 1,
        type: 'video',
        amount: '12500.00',
        currency: 'UAH',
        act_date: '2026-11-27',
        contract_number: '17/2026',
        contract_date: '2026-01-15',
        performer_name_uk: 'Іваненко Олена Петрівна',
        performer_name_en: 'Olena Ivanenko',
        performer_address_uk: 'м. Київ, вул. Хрещатик, 1, кв. 5',
        performer_address_en: '1 Khreshchatyk St., apt. 5, Kyiv',
        passport: 'FA123456',
        tax_id: '3012345678',
        content_url: 'https://example.com/video/42',
      },
    ],
  });
export type ActInput = z.input<typeof ActInputSchema>;

/** Search: any part of the number ("12/2026"), the contract number or a performer's name. */
export const ActsQuerySchema = PageQuerySchema.extend({
  workspace_id: IdSchema,
  term: z.string().trim().max(100).optional(),
});

const PersonSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const ActSummarySchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  /** Per project and year, from 1 without gaps; printed "number/year". */
  number: z.number().int(),
  year: z.number().int(),
  act_date: z.string(),
  type: z.enum(ACT_TYPES),
  amount: z.string(),
  currency: z.enum(ACT_CURRENCIES),
  contract_number: z.string(),
  performer_name_uk: z.string(),
  performer_name_en: z.string(),
  voided_at: z.string().nullable(),
  created_at: z.string(),
});
export type ActSummary = z.infer<typeof ActSummarySchema>;

export const ActSchema = ActSummarySchema.extend({
  contract_date: z.string(),
  performer_address_uk: z.string(),
  performer_address_en: z.string(),
  passport: z.string(),
  tax_id: z.string(),
  content_url: z.string(),
  created_by: PersonSchema,
  voided_by: PersonSchema,
});
export type Act = z.infer<typeof ActSchema>;

/** "12/2026". */
export const formatActNumber = (act: { number: number; year: number }) =>
  `${act.number}/${act.year}`;
