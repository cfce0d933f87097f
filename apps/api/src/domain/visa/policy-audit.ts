import { purposeLabels, visaCategoryLabels, type Purpose, type VisaCategory } from '@visabridge/contract';
import type { AppContext } from '../app-context';
import { changeAuditEntries } from '../audit/change-audit-entries';
import type { PolicyRow } from './requirements-index';

/** E.g. 'India (IN) e-Visa for Business, all nationalities': the log names a policy even after it is deleted. */
export const policyLabelOf = (ctx: AppContext, row: PolicyRow) => {
  const countryName = (code: string) => `${ctx.visa.index.country(code)?.name ?? code} (${code})`;
  const scope = row.fromCountry ? `nationals of ${countryName(row.fromCountry)}` : 'all nationalities';
  const category = visaCategoryLabels[row.category as VisaCategory] ?? row.category;
  const purpose = purposeLabels[row.purpose as Purpose] ?? row.purpose;
  return `${countryName(row.destination)} ${category} for ${purpose}, ${scope}`;
};

type Change = { actorId: string; before: PolicyRow | null; after: PolicyRow | null };

/** The audit entry of a policy write; ids and timestamps are left out of the log. */
export const policyAuditEntries = (ctx: AppContext, change: Change) =>
  changeAuditEntries(
    {
      fields: [
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
      ],
      targetType: 'visa_policy',
      actions: { created: 'policy.created', updated: 'policy.updated', deleted: 'policy.deleted' },
      describe: (row) => ({ policy: policyLabelOf(ctx, row), currency: row.currency }),
    },
    change,
  );
