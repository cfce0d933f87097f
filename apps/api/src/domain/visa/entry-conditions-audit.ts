import type { AppContext } from '../app-context';
import { changeAuditEntries } from '../audit/change-audit-entries';
import { scopeNameOf } from './entry-conditions';
import type { EntryConditionsRow } from './entry-conditions';

type Change = { actorId: string; before: EntryConditionsRow | null; after: EntryConditionsRow | null };

/** The audit entry of an entry conditions write; ids and timestamps are left out of the log. */
export const entryConditionsAuditEntries = (ctx: AppContext, change: Change) =>
  changeAuditEntries(
    {
      fields: [
        'scope',
        'passportValidity',
        'passportValidityMonths',
        'maxPassportAgeYears',
        'blankPages',
        'onwardTicket',
        'proofOfFunds',
        'source',
        'photoShape',
        'photoWidthMm',
        'photoHeightMm',
        'photoMinPixels',
        'photoBackground',
        'photoSource',
        'recordedOn',
      ],
      targetType: 'entry_conditions',
      actions: {
        created: 'entry_conditions.created',
        updated: 'entry_conditions.updated',
        deleted: 'entry_conditions.deleted',
      },
      // E.g. 'India (IN)', 'The Schengen area (schengen)': named even after the row is deleted.
      describe: (row) => ({ conditions: `${scopeNameOf(ctx.visa.index, row.scope)} (${row.scope})` }),
    },
    change,
  );
