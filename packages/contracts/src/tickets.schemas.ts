import { z } from 'zod';
import { dateSchema, IdSchema, PageQuerySchema } from './common.schemas.ts';
import { PersonRefSchema, PresentationSchema } from './exercises.schemas.ts';
import {
  PRESENTATION_MAX_SLIDES,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_REASON_MAX_LENGTH,
} from './limits.ts';
import { TICKET_STATES } from './ticket-states.ts';

// ---------------------------------------------------------------------------------------------
// Complaint tickets (decision 040): a report about a microblock (or one of its themed versions)
// and the slide it concerns, or a general one filed by staff; a thread of replies; states.

export const TicketStateSchema = z.enum(TICKET_STATES, 'validation.invalid');

/** Report a problem: the microblock (or themed version) and slide are where the reporter met it. */
export const TicketCreateSchema = z
  .object({
    workspace_id: IdSchema,
    exercise_id: IdSchema.nullable().default(null),
    /** 1-based slide number in the microblock's deck. */
    slide_position: z.coerce
      .number()
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(PRESENTATION_MAX_SLIDES, 'validation.invalid')
      .nullable()
      .default(null),
    description: z
      .string('validation.required')
      .trim()
      .min(1, 'validation.required')
      .max(TICKET_DESCRIPTION_MAX_LENGTH, 'validation.maxLength'),
  })
  .strict()
  .meta({
    examples: [
      { workspace_id: 1, exercise_id: 1, slide_position: 2, description: 'Typo on the slide' },
    ],
  });
export type TicketCreate = z.output<typeof TicketCreateSchema>;

export const TicketsQuerySchema = PageQuerySchema.extend({
  workspace_id: IdSchema,
  state: TicketStateSchema.optional(),
  exercise_id: IdSchema.optional(),
  author_id: IdSchema.optional(),
  /** Filed on or after this day (the project's calendar day, UTC). */
  from: dateSchema().optional(),
  /** Filed on or before this day. */
  to: dateSchema().optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  path: ['to'],
  message: 'validation.dateRange',
});
export type TicketsQuery = z.input<typeof TicketsQuerySchema>;

export const TicketMessageCreateSchema = z
  .object({
    workspace_id: IdSchema,
    body: z
      .string('validation.required')
      .trim()
      .min(1, 'validation.required')
      .max(TICKET_MESSAGE_MAX_LENGTH, 'validation.maxLength'),
  })
  .strict()
  .meta({ examples: [{ workspace_id: 1, body: 'Fixed, thank you' }] });
export type TicketMessageCreate = z.input<typeof TicketMessageCreateSchema>;

export const TicketMoveSchema = z
  .object({
    workspace_id: IdSchema,
    state: TicketStateSchema,
    reason: z.string().trim().max(TICKET_REASON_MAX_LENGTH, 'validation.maxLength').optional(),
  })
  .strict()
  .meta({ examples: [{ workspace_id: 1, state: 'in_process' }] });
export type TicketMove = z.output<typeof TicketMoveSchema>;

const TicketExerciseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Set when the ticket concerns a themed version: the microblock it was made from. */
  source_id: z.number().int().nullable(),
  theme: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export const TicketSummarySchema = z.object({
  id: z.number().int(),
  state: TicketStateSchema,
  description: z.string(),
  slide_position: z.number().int().nullable(),
  exercise: TicketExerciseSchema.nullable(),
  author: PersonRefSchema.nullable(),
  attachment_count: z.number().int(),
  message_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketSummary = z.infer<typeof TicketSummarySchema>;

export const TicketAttachmentSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TicketAttachment = z.infer<typeof TicketAttachmentSchema>;

/** One entry of the thread: a reply, or a move to another state (with the decline reason). */
export const TicketMessageSchema = z.object({
  id: z.number().int(),
  author: PersonRefSchema.nullable(),
  body: z.string(),
  state: TicketStateSchema.nullable(),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

export const TicketSchema = TicketSummarySchema.extend({
  decline_reason: z.string().nullable(),
  regenerated_at: z.string().nullable(),
  /** The slide the ticket concerns, rendered (null while rendering or without a slide). */
  slide: z
    .object({
      position: z.number().int(),
      title: z.string(),
      image_url: z.string().nullable(),
    })
    .nullable(),
  /** The reported deck as it is now, for the slide renderer (null for a general ticket). */
  presentation: PresentationSchema.nullable(),
  attachments: z.array(TicketAttachmentSchema),
  messages: z.array(TicketMessageSchema),
  /** The states the caller may move it to (none unless a moderator). */
  next_states: z.array(TicketStateSchema),
  /** Whether the caller may press "regenerate reported". */
  can_regenerate: z.boolean(),
});
export type Ticket = z.infer<typeof TicketSchema>;

export const TicketRegeneratedSchema = z.object({
  made: z.number().int(),
  failed: z.number().int(),
  ticket: TicketSchema,
});
export type TicketRegenerated = z.infer<typeof TicketRegeneratedSchema>;
