import { Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Button } from '@mui/material';
import type { EntryConditionsRecordView } from '@visabridge/contract';
import { useState } from 'react';
import { EmptyState } from '../../../../components/lists/empty-state';
import { QueryCard } from '../../../../components/query-card';
import { useDeleteEntryConditions, useEntryConditions } from '../../api/entry-conditions';
import { adminMessages } from '../../admin-messages';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { EntryConditionsDialog } from './entry-conditions-dialog';
import { EntryConditionsTable } from './entry-conditions-table';
import { FilterBar } from '../filter-bar';

type Row = EntryConditionsRecordView;

/** What the admin is doing to a row: editing it (null: new conditions) or deleting it. */
type Action = { kind: 'edit'; row: Row | null } | { kind: 'delete'; row: Row };

/**
 * Entry conditions: each destination's (or group's) passport validity, blank pages, onward ticket, funds and
 * photo, which the checker and the application's checklist state with their source. Shipped rows are edited.
 */
export function EntryConditionsTab() {
  const { t } = useLingui();
  const rows = useEntryConditions();
  const remove = useDeleteEntryConditions();
  const [action, setAction] = useState<Action | null>(null);
  const close = () => setAction(null);

  return (
    <>
      <QueryCard query={rows} loadingLabel={t`Loading entry conditions...`}>
        {(items) => (
          <>
            <FilterBar>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setAction({ kind: 'edit', row: null })}
              >
                <Trans>Create Conditions</Trans>
              </Button>
            </FilterBar>
            {items.length === 0 ? (
              <EmptyState icon={FactCheckIcon} title={t`No entry conditions found`}>
                <Trans>
                  No destination has conditions recorded: the checker says they are not in our data.
                </Trans>
              </EmptyState>
            ) : (
              <EntryConditionsTable
                rows={items}
                onEdit={(row) => setAction({ kind: 'edit', row })}
                onDelete={(row) => setAction({ kind: 'delete', row })}
              />
            )}
          </>
        )}
      </QueryCard>
      {action?.kind === 'edit' && (
        <EntryConditionsDialog key={action.row?.id ?? 'new'} row={action.row} onClose={close} />
      )}
      <ConfirmDeleteDialog
        item={action?.kind === 'delete' ? action.row : null}
        idOf={(row) => row.id}
        title={t`Delete entry conditions`}
        question={({ appliesTo: destination }) =>
          t`Delete the entry conditions for ${destination}? The checker and checklists then say its passport rule is not in our data.`
        }
        remove={remove}
        deleted={t(adminMessages.conditionsDeleted)}
        deleteFailed={t(adminMessages.conditionsDeleteFailed)}
        onClose={close}
      />
    </>
  );
}
