import type { Database, Transaction } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

export type AuditEventInput = {
  action: string;
  actorId: number | null;
  targetUserId?: number | null;
  workspaceId?: number | null;
  ip?: string | null;
  details?: string | null;
};

export async function insertAuditEvent(db: Database | Transaction, event: AuditEventInput) {
  await db.insert(auditEvents).values(event);
}
