import { NOTIFICATION_KINDS, type NotificationPayload } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from './users.ts';

/** Whether a notification also goes out by e-mail, and how far that got (decision 035). */
export const NOTIFICATION_MAIL_STATES = ['none', 'pending', 'sent'] as const;

/**
 * In-app notifications (decision 035): one row per person told, in one project. The payload
 * holds ids only; names are read when the list is read, so a renamed child shows the current
 * name and a deleted one takes its notifications with it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    /** The e-mail that goes with it is sent by the job queue, and tried again until it is. */
    mailState: text('mail_state', { enum: NOTIFICATION_MAIL_STATES }).notNull().default('none'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_workspace_idx').on(t.userId, t.workspaceId, t.createdAt),
    index('notifications_unread_idx').on(t.userId, t.workspaceId).where(sql`${t.readAt} is null`),
    index('notifications_mail_pending_idx').on(t.id).where(sql`${t.mailState} = 'pending'`),
    check('notifications_kind_check', sql`${t.kind} in ('diagnostic_card_sent', 'ticket_updated')`),
    check('notifications_mail_state_check', sql`${t.mailState} in ('none', 'pending', 'sent')`),
    check('notifications_payload_check', sql`jsonb_typeof(${t.payload}) = 'object'`),
  ],
);
