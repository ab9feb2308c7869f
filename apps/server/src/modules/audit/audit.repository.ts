import type { AuditAction, AuditEvent } from '@slovo/contracts';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { auditEvents, users, workspaces } from '../../db/schema/index.ts';

export type AuditEventInput = {
  action: AuditAction;
  actorId: number | null;
  targetUserId?: number | null;
  workspaceId?: number | null;
  ip?: string | null;
  details?: Record<string, unknown> | null;
};

export async function insertAuditEvent(db: Database | Transaction, event: AuditEventInput) {
  await db.insert(auditEvents).values(event);
}

export type AuditFilter = {
  /** null: every project (root); otherwise only these projects. */
  workspaceIds: number[] | null;
  action?: AuditAction;
  search?: string;
  page: number;
  pageSize: number;
};

const actor = alias(users, 'actor');
const target = alias(users, 'target');

export async function listAuditEvents(db: Database, filter: AuditFilter) {
  const term = containsPattern(filter.search);
  const where: SQL | undefined = and(
    filter.workspaceIds === null
      ? undefined
      : inArray(auditEvents.workspaceId, filter.workspaceIds),
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    term
      ? or(
          ilike(actor.name, term),
          ilike(actor.email, term),
          ilike(target.name, term),
          ilike(target.email, term),
        )
      : undefined,
  );
  const rows = await db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      action: auditEvents.action,
      details: auditEvents.details,
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      targetId: target.id,
      targetName: target.name,
      targetEmail: target.email,
      workspaceId: workspaces.id,
      workspaceTitle: workspaces.title,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .leftJoin(target, eq(target.id, auditEvents.targetUserId))
    .leftJoin(workspaces, eq(workspaces.id, auditEvents.workspaceId))
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);

  const events: AuditEvent[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    action: r.action as AuditAction,
    details: r.details ?? null,
    actor: r.actorId ? { id: r.actorId, name: r.actorName ?? '', email: r.actorEmail ?? '' } : null,
    target: r.targetId
      ? { id: r.targetId, name: r.targetName ?? '', email: r.targetEmail ?? '' }
      : null,
    workspace: r.workspaceId ? { id: r.workspaceId, title: r.workspaceTitle ?? '' } : null,
  }));
  return { events, total: rows[0]?.total ?? 0 };
}
