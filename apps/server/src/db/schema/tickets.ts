import { type Language, TICKET_STATES, type TicketState } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { exercises } from './exercises.ts';
import { users, workspaces } from './users.ts';

const stateList = sql.raw(TICKET_STATES.map((s) => `'${s}'`).join(', '));

/**
 * Complaint tickets (decision 040): a report about a microblock or one of its themed versions
 * (and the slide it concerns), or a general one filed by staff. A declined ticket keeps its
 * reason; the thread of replies and moves lives in `ticket_messages`.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The microblock or themed version reported; null for a general ticket (or once deleted). */
    exerciseId: integer('exercise_id').references(() => exercises.id, { onDelete: 'set null' }),
    slidePosition: integer('slide_position'),
    description: text('description').notNull(),
    /** The interface language the ticket was filed in: its e-mails use it when the account has none. */
    reporterLanguage: text('reporter_language').$type<Language>().notNull(),
    state: text('state', { enum: TICKET_STATES }).$type<TicketState>().notNull().default('new'),
    declineReason: text('decline_reason'),
    regeneratedAt: timestamp('regenerated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_workspace_state_created_idx').on(t.workspaceId, t.state, t.createdAt),
    index('tickets_workspace_exercise_idx').on(t.workspaceId, t.exerciseId),
    index('tickets_workspace_author_idx').on(t.workspaceId, t.authorId),
    check('tickets_state_check', sql`${t.state} in (${stateList})`),
    check(
      'tickets_slide_position_check',
      sql`${t.slidePosition} is null or ${t.slidePosition} > 0`,
    ),
    check(
      'tickets_decline_reason_check',
      sql`${t.state} <> 'declined' or length(btrim(coalesce(${t.declineReason}, ''))) > 0`,
    ),
  ],
);

/** The thread: replies, and moves to another state (`state` set, `body` the reason if any). */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    state: text('state', { enum: TICKET_STATES }).$type<TicketState>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_messages_ticket_idx').on(t.ticketId, t.id),
    check('ticket_messages_state_check', sql`${t.state} is null or ${t.state} in (${stateList})`),
  ],
);

/** Screenshots, checked like every upload, stored in the file store's `media` folder. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_attachments_ticket_idx').on(t.ticketId),
    index('ticket_attachments_file_name_idx').on(t.fileName),
  ],
);
