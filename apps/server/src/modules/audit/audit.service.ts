import type { Database, Transaction } from '../../db/client.ts';
import { type AuditEventInput, insertAuditEvent } from './audit.repository.ts';

/** Admin actions recorded for the audit log. */
export const AUDIT_ACTION = {
  loginAsUser: 'login_as_user',
  returnFromUser: 'return_from_user',
} as const;

export function recordAuditEvent(db: Database | Transaction, event: AuditEventInput) {
  return insertAuditEvent(db, event);
}
