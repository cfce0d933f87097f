import type { AuditAction, AuditEventView } from '@visabridge/contract';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';

export type AuditEntry = {
  actorId: string;
  action: AuditAction;
  targetType: AuditEventView['targetType'];
  targetId: string;
  details: Record<string, unknown>;
};

/** Records changes in the caller's transaction, so the log holds exactly what happened. */
export const recordAudit = async (db: Db, ...entries: AuditEntry[]) => {
  if (entries.length > 0) await db.insert(auditEvents).values(entries);
};
