import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets every server process must share (the key that signs file links), made once. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
