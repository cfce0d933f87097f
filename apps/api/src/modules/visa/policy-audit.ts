import { purposeLabels, visaCategoryLabels, type Purpose, type VisaCategory } from '@visabridge/contract';
import type { AppContext } from '../../lib/context';
import type { AuditEntry } from '../audit/record-audit';
import type { PolicyRow } from './requirements-index';

/** The fields an admin edits; ids and timestamps are left out of the log. */
const auditedFields = [
  'destination',
  'fromCountry',
  'purpose',
  'category',
  'feeAmount',
  'currency',
  'processingDaysMin',
  'processingDaysMax',
  'validityDays',
  'entries',
  'notes',
  'documents',
  'source',
  'lastVerifiedAt',
] as const;
type AuditedField = (typeof auditedFields)[number];
type Values = Partial<Record<AuditedField, unknown>>;

const valuesOf = (row: PolicyRow, fields: readonly AuditedField[] = auditedFields): Values =>
  Object.fromEntries(fields.map((field) => [field, row[field]]));

const isSame = (before: unknown, after: unknown) => JSON.stringify(before) === JSON.stringify(after);

/** E.g. 'India (IN) e-Visa for Business, all nationalities': the log names a policy even after it is deleted. */
export const policyLabelOf = (ctx: AppContext, row: PolicyRow) => {
  const countryName = (code: string) => `${ctx.visa.index.country(code)?.name ?? code} (${code})`;
  const scope = row.fromCountry ? `nationals of ${countryName(row.fromCountry)}` : 'all nationalities';
  const category = visaCategoryLabels[row.category as VisaCategory] ?? row.category;
  const purpose = purposeLabels[row.purpose as Purpose] ?? row.purpose;
  return `${countryName(row.destination)} ${category} for ${purpose}, ${scope}`;
};

type Change = { actorId: string; before: PolicyRow | null; after: PolicyRow | null };

/**
 * The audit entry for a policy write: a created one with its values, a deleted one with the values it had,
 * an updated one with the old and new value of each changed field (none when nothing changed).
 */
export const policyAuditEntries = (ctx: AppContext, { actorId, before, after }: Change): AuditEntry[] => {
  const row = after ?? before;
  if (!row) return [];
  const entry = (action: AuditEntry['action'], details: Record<string, unknown>): AuditEntry[] => [
    {
      actorId,
      action,
      targetType: 'visa_policy',
      targetId: row.id,
      details: { policy: policyLabelOf(ctx, row), currency: row.currency, ...details },
    },
  ];
  if (!before) return entry('policy.created', { after: valuesOf(row) });
  if (!after) return entry('policy.deleted', { before: valuesOf(row) });
  const changed = auditedFields.filter((field) => !isSame(before[field], after[field]));
  if (changed.length === 0) return [];
  return entry('policy.updated', { before: valuesOf(before, changed), after: valuesOf(after, changed) });
};
