import type { AuditAction } from '@visabridge/contract';
import type { AuditEntry } from './record-audit';

/** How one kind of admin-edited row is logged: the fields an admin edits and how the log names the row. */
export type ChangeAudit<Row extends { id: string }, Field extends keyof Row> = {
  fields: readonly Field[];
  targetType: AuditEntry['targetType'];
  actions: { created: AuditAction; updated: AuditAction; deleted: AuditAction };
  /** What names the row in the log, kept in every entry so it reads the same after the row is deleted. */
  describe: (row: Row) => Record<string, unknown>;
};

type Change<Row> = { actorId: string; before: Row | null; after: Row | null };

const isSame = (before: unknown, after: unknown) => JSON.stringify(before) === JSON.stringify(after);

/**
 * The audit entry for a write: a created row with its values, a deleted one with the values it had, an
 * updated one with the old and new value of each changed field (none when nothing changed).
 */
export const changeAuditEntries = <Row extends { id: string }, Field extends keyof Row>(
  audit: ChangeAudit<Row, Field>,
  { actorId, before, after }: Change<Row>,
): AuditEntry[] => {
  const row = after ?? before;
  if (!row) return [];
  const valuesOf = (of: Row, fields: readonly Field[] = audit.fields) =>
    Object.fromEntries(fields.map((field) => [field, of[field]]));
  const entry = (action: AuditAction, details: Record<string, unknown>): AuditEntry[] => [
    {
      actorId,
      action,
      targetType: audit.targetType,
      targetId: row.id,
      details: { ...audit.describe(row), ...details },
    },
  ];
  if (!before) return entry(audit.actions.created, { after: valuesOf(row) });
  if (!after) return entry(audit.actions.deleted, { before: valuesOf(row) });
  const changed = audit.fields.filter((field) => !isSame(before[field], after[field]));
  if (changed.length === 0) return [];
  return entry(audit.actions.updated, { before: valuesOf(before, changed), after: valuesOf(after, changed) });
};
