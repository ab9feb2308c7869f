import { z } from 'zod';
import { IdSchema, PageMetaSchema, PageQuerySchema } from './common.schemas.ts';
import { PAGE_SIZE_MAX } from './limits.ts';
import { TICKET_STATES } from './ticket-states.ts';

// ---------------------------------------------------------------------------------------------
// In-app notifications (decision 035): a person is told something happened in one project.

export const NOTIFICATION_KINDS = ['diagnostic_card_sent', 'ticket_updated'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification stores: ids only; names are resolved when the list is read. */
export type NotificationPayload =
  | {
      card_id: number;
      client_id: number;
      /** Who sent the card (null once their account is gone). */
      actor_id: number | null;
    }
  | {
      /** A complaint ticket the reader filed was answered or moved (decision 040). */
      ticket_id: number;
      /** The state it moved to; null for a reply. */
      state: (typeof TICKET_STATES)[number] | null;
      actor_id: number | null;
    };

export const NotificationsQuerySchema = PageQuerySchema.extend({ workspace_id: IdSchema });

/** Mark some of my notifications read (`ids`), or all of them in the project (`all`). */
export const NotificationsReadSchema = z
  .object({
    workspace_id: IdSchema,
    ids: z
      .array(IdSchema, 'validation.invalid')
      .min(1, 'validation.invalid')
      .max(PAGE_SIZE_MAX, 'validation.invalid')
      .optional(),
    all: z.literal(true, 'validation.invalid').optional(),
  })
  .strict()
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    message: 'validation.notificationsReadTarget',
    path: ['ids'],
  })
  .meta({ examples: [{ workspace_id: 1, ids: [1] }] });
export type NotificationsRead = z.input<typeof NotificationsReadSchema>;

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });

/** "Diagnostic card for <child> was sent by <diagnostician>", with a link to the card. */
const DiagnosticCardSentSchema = z.object({
  id: z.number().int(),
  kind: z.literal('diagnostic_card_sent'),
  created_at: z.string(),
  read_at: z.string().nullable(),
  card_id: z.number().int(),
  client_id: z.number().int(),
  /** The child's first name as the student's record has it now. */
  child_first_name: z.string(),
  actor: PersonSchema.nullable(),
});

/** "Your ticket about <microblock> is now done" or "... has a reply", with a link to it. */
const TicketUpdatedSchema = z.object({
  id: z.number().int(),
  kind: z.literal('ticket_updated'),
  created_at: z.string(),
  read_at: z.string().nullable(),
  ticket_id: z.number().int(),
  /** The state it moved to; null when the change is a reply. */
  state: z.enum(TICKET_STATES).nullable(),
  /** The microblock it concerns (null for a general ticket). */
  exercise_title: z.string().nullable(),
  actor: PersonSchema.nullable(),
});

export const NotificationSchema = z.discriminatedUnion('kind', [
  DiagnosticCardSentSchema,
  TicketUpdatedSchema,
]);
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsPageSchema = z.object({
  data: z.array(NotificationSchema),
  meta: PageMetaSchema.extend({ unread: z.number().int() }),
});
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;

export const NotificationsUnreadSchema = z.object({ unread: z.number().int() });
