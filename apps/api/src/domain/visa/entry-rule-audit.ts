import type { AppContext } from '../app-context';
import { changeAuditEntries } from '../audit/change-audit-entries';
import type { EntryRuleRow } from './entry-rule-scope';

/** E.g. 'UK Electronic Travel Authorisation, to United Kingdom (GB)': named even after it is deleted. */
const ruleLabelOf = (ctx: AppContext, row: EntryRuleRow) => {
  const destination = row.destination
    ? `${ctx.visa.index.country(row.destination)?.name ?? row.destination} (${row.destination})`
    : `the ${row.destinationGroup} group`;
  return `${row.authorisationName}, to ${destination}`;
};

type Change = { actorId: string; before: EntryRuleRow | null; after: EntryRuleRow | null };

/** The audit entry of an entry rule write; ids, the shipped slug and timestamps are left out of the log. */
export const entryRuleAuditEntries = (ctx: AppContext, change: Change) =>
  changeAuditEntries(
    {
      fields: [
        'passports',
        'passportGroup',
        'passportExceptions',
        'destination',
        'destinationGroup',
        'purposes',
        'category',
        'authorisationName',
        'startsOn',
        'endsOn',
        'applyUrl',
        'fees',
        'validity',
        'allowedStayDays',
        'notes',
        'source',
        'recordedOn',
        'recordedBy',
      ],
      targetType: 'entry_rule',
      actions: {
        created: 'entry_rule.created',
        updated: 'entry_rule.updated',
        deleted: 'entry_rule.deleted',
      },
      describe: (row) => ({ rule: ruleLabelOf(ctx, row) }),
    },
    change,
  );
