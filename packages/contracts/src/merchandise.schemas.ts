import { z } from 'zod';
import { IdSchema, PageMetaSchema, PageQuerySchema } from './common.schemas.ts';
import { EMAIL_MAX_LENGTH } from './limits.ts';
import { NameSchema, PhoneSchema } from './users.schemas.ts';

// ---------------------------------------------------------------------------------------------
// The merchandise offer (spec 1, 9; decision 038): after a finished lesson the family may order
// a T-shirt, hoodie, sweatshirt or mug with the child's theme picture.

export const MERCH_ITEMS = ['tshirt', 'hoodie', 'sweatshirt', 'mug'] as const;
export type MerchItem = (typeof MERCH_ITEMS)[number];

/** Clothes come in children's and adults' sizes; a mug has none. */
export const MERCH_SIZES = [
  '98',
  '110',
  '122',
  '134',
  '146',
  '158',
  'XS',
  'S',
  'M',
  'L',
  'XL',
] as const;
export type MerchSize = (typeof MERCH_SIZES)[number];

export const itemHasSizes = (item: MerchItem) => item !== 'mug';

export const MERCH_ORDER_STATUSES = [
  'new',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type MerchOrderStatus = (typeof MERCH_ORDER_STATUSES)[number];

/** new → in production → shipped → delivered; anything not yet delivered may be cancelled. */
const NEXT_STATUS: Record<MerchOrderStatus, readonly MerchOrderStatus[]> = {
  new: ['in_production', 'cancelled'],
  in_production: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export function nextOrderStatuses(status: MerchOrderStatus): readonly MerchOrderStatus[] {
  return NEXT_STATUS[status];
}

export const MERCH_ADDRESS_MAX_LENGTH = 500;
export const MERCH_NOTE_MAX_LENGTH = 500;
export const MERCH_QUANTITY_MAX = 10;

const ThemePictureSchema = z.object({ asset_id: z.number().int(), url: z.string() });

/** The offer on the family page: open once a lesson is finished, with the child's pictures. */
export const MerchOfferSchema = z.object({
  available: z.boolean(),
  items: z.array(z.enum(MERCH_ITEMS)),
  sizes: z.array(z.enum(MERCH_SIZES)),
  themes: z.array(
    z.object({
      theme_id: z.number().int(),
      name: z.string(),
      pictures: z.array(ThemePictureSchema),
    }),
  ),
  /** What the family has ordered already, newest first. */
  orders: z.array(
    z.object({
      item: z.enum(MERCH_ITEMS),
      size: z.enum(MERCH_SIZES).nullable(),
      quantity: z.number().int(),
      status: z.enum(MERCH_ORDER_STATUSES),
      created_at: z.string(),
    }),
  ),
});
export type MerchOffer = z.infer<typeof MerchOfferSchema>;

const TextSchema = (max: number, message: string) =>
  z.string('validation.required').trim().max(max, message);

export const MerchOrderInputSchema = z
  .object({
    item: z.enum(MERCH_ITEMS, 'validation.invalid'),
    size: z.enum(MERCH_SIZES, 'validation.invalid').nullable(),
    quantity: z.coerce
      .number('validation.invalid')
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(MERCH_QUANTITY_MAX, 'validation.invalid'),
    theme_id: IdSchema.nullable(),
    asset_id: IdSchema.nullable(),
    contact_name: NameSchema,
    contact_phone: PhoneSchema,
    contact_email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, 'validation.email')
      .refine((v) => v === '' || z.email().safeParse(v).success, 'validation.email')
      .transform((v) => v.toLowerCase()),
    address: TextSchema(MERCH_ADDRESS_MAX_LENGTH, 'validation.maxLength').min(
      5,
      'validation.required',
    ),
    note: TextSchema(MERCH_NOTE_MAX_LENGTH, 'validation.maxLength').default(''),
  })
  .strict()
  .superRefine((order, ctx) => {
    if (itemHasSizes(order.item) && order.size === null) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: 'validation.required' });
    }
    if (!itemHasSizes(order.item) && order.size !== null) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: 'validation.invalid' });
    }
  })
  .meta({
    examples: [
      {
        item: 'mug',
        size: null,
        quantity: 1,
        theme_id: null,
        asset_id: null,
        contact_name: 'Olena Koval',
        contact_phone: '+380 50 123 4567',
        contact_email: 'olena@example.com',
        address: 'Kyiv, Khreshchatyk 1, apt 5',
        note: '',
      },
    ],
  });
export type MerchOrderInput = z.input<typeof MerchOrderInputSchema>;

/** What a family's order answers: it is recorded; what follows is the school's. */
export const MerchOrderedSchema = z.object({ ordered: z.literal(true) });

/** An order as managers see it: the contact and address are personal data (audited views). */
export const MerchOrderSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  child_name: z.string(),
  item: z.enum(MERCH_ITEMS),
  size: z.enum(MERCH_SIZES).nullable(),
  quantity: z.number().int(),
  theme_name: z.string().nullable(),
  picture_url: z.string().nullable(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  address: z.string(),
  note: z.string(),
  status: z.enum(MERCH_ORDER_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MerchOrder = z.infer<typeof MerchOrderSchema>;

export const MerchOrdersQuerySchema = PageQuerySchema.extend({
  workspace_id: IdSchema,
  status: z.enum(MERCH_ORDER_STATUSES).optional(),
});

export const MerchOrdersPageSchema = z.object({
  data: z.array(MerchOrderSchema),
  meta: PageMetaSchema,
});

export const MerchOrderStatusInputSchema = z
  .object({ workspace_id: IdSchema, status: z.enum(MERCH_ORDER_STATUSES, 'validation.invalid') })
  .strict()
  .meta({ examples: [{ workspace_id: 1, status: 'in_production' }] });
