import type { AuditEvent, PageMeta } from '@slovo/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import {
  type AuditEventInput,
  type AuditFilter,
  insertAuditEvent,
  listAuditEvents,
} from './audit.repository.ts';

export function recordAuditEvent(db: Database | Transaction, event: AuditEventInput) {
  return insertAuditEvent(db, event);
}

/**
 * One entry per workspace the event concerns, so each workspace's managers see it in their log;
 * an event that concerns none is kept once, for root.
 */
export async function recordInEachWorkspace(
  db: Database | Transaction,
  workspaceIds: number[],
  event: Omit<AuditEventInput, 'workspaceId'>,
) {
  const targets = workspaceIds.length > 0 ? workspaceIds : [null];
  for (const workspaceId of targets) await insertAuditEvent(db, { ...event, workspaceId });
}

type ListInput = Omit<AuditFilter, 'workspaceIds'> & { workspaceId?: number };

/**
 * Root reads every project's log, or one project's; a manager must name a project they manage
 * (the access policy checks the role in it).
 */
export function createAuditService({ db }: { db: Database }) {
  async function list(
    actor: AuthContext,
    input: ListInput,
  ): Promise<{ data: AuditEvent[]; meta: PageMeta }> {
    if (!input.workspaceId && !actor.user.isRoot) {
      throw new AppError('VALIDATION_FAILED', {
        details: { fields: [{ path: 'workspace_id', message: 'validation.projectRequired' }] },
      });
    }
    const workspaceIds = input.workspaceId ? [input.workspaceId] : null;
    const { events, total } = await listAuditEvents(db, { ...input, workspaceIds });
    return { data: events, meta: { total, page: input.page, pageSize: input.pageSize } };
  }

  return { list };
}
