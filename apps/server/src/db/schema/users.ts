import type { Language } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    avatarUrl: text('avatar_url'),
    isActive: boolean('is_active').notNull().default(true),
    isRoot: boolean('is_root').notNull().default(false),
    /** The interface language the account chose; null until it chooses (decision 022). */
    language: text('language').$type<Language>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_language_valid', sql`${t.language} IN ('uk', 'ru', 'en', 'pl')`),
    index('users_avatar_url_idx').on(t.avatarUrl),
  ],
);

/** Shown to users as projects. */
export const workspaces = pgTable('workspaces', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  archived: boolean('archived').notNull().default(false),
  ...timestamps,
});

/** A user's roles in one workspace; at least one role, never root (root is a user flag). */
export const assignments = pgTable(
  'assignments',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    roles: smallint('roles').array().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * A place offered to an existing account, inactive until that person accepts the invitation
     * (decision 014); no manager can activate it for them.
     */
    awaitingAcceptance: boolean('awaiting_acceptance').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.workspaceId] }),
    index('assignments_workspace_idx').on(t.workspaceId),
    check(
      'assignments_roles_valid',
      sql`cardinality(${t.roles}) >= 1 AND ${t.roles} <@ ARRAY[1,2,3,4,5]::smallint[]`,
    ),
    check('assignments_awaiting_inactive', sql`NOT (${t.awaitingAcceptance} AND ${t.isActive})`),
  ],
);

/** Bearer sessions: only a SHA-256 of the token is stored, so a database leak reveals no token. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The root or manager acting as `userId` through login-as-user. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The workspaces an acting session may reach, fixed and audited when it starts; each request
     * narrows them further to where the impersonator still manages the user (decision 014).
     * Null: not acting, or acting as root (unconfined).
     */
    actingWorkspaceIds: integer('acting_workspace_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/**
 * Rate-limit counters (`lib/throttle.ts`): one row per rule and subject, counting hits in a fixed
 * window. The key holds a hash of the subject, so no e-mail or address is kept here.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_counters_window_ends_at_idx').on(t.windowEndsAt)],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_events_workspace_at_idx').on(t.workspaceId, t.at)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Single-use links that let an account set a new password (decision 022); only a SHA-256 of the
 * token is stored, like sessions and invitations.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** Single-use sign-up links; only a SHA-256 of the token is stored. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_unique').on(t.tokenHash),
    index('invitations_workspace_user_idx').on(t.workspaceId, t.userId),
  ],
);
