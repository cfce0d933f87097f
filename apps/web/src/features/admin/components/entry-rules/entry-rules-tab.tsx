import { Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { Button } from '@mui/material';
import type { EntryRuleView } from '@visabridge/contract';
import { useState } from 'react';
import { EmptyState } from '../../../../components/lists/empty-state';
import { FilterSelect } from '../../../../components/lists/filter-select';
import { QueryCard } from '../../../../components/query-card';
import { useDeleteEntryRule, useEntryRules } from '../../api/entry-rules';
import { adminMessages } from '../../admin-messages';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { EndEntryRuleDialog } from './end-entry-rule-dialog';
import { EntryRuleDialog } from './entry-rule-dialog';
import { EntryRulesTable } from './entry-rules-table';
import { FilterBar } from '../filter-bar';
import { useEntryRuleScope } from './use-entry-rule-scope';

/** What the admin is doing to a rule: editing (null: a new one), ending or deleting it. */
type Action = { kind: 'edit'; rule: EntryRuleView | null } | { kind: 'end' | 'delete'; rule: EntryRuleView };

/** A rule's destination as the filter knows it: its country code or its group's id. */
const destinationKey = (rule: EntryRuleView) => rule.destination ?? rule.destinationGroup ?? '';

/**
 * Entry rules: the dated changes (a new ETA, an e-visa, a fee) the visa checker answers with for trips on
 * and after their start, each with its official source. Shipped rules are listed with the admins' own.
 */
export function EntryRulesTab() {
  const { t } = useLingui();
  const rules = useEntryRules();
  const scopeOf = useEntryRuleScope();
  const remove = useDeleteEntryRule();
  const [destination, setDestination] = useState('');
  const [action, setAction] = useState<Action | null>(null);
  const close = () => setAction(null);

  const destinations = new Map(
    (rules.data ?? []).map((rule) => [destinationKey(rule), scopeOf(rule).destination] as const),
  );
  const options = [...destinations]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <>
      <QueryCard query={rules} loadingLabel={t`Loading entry rules...`}>
        {(items) => {
          const shown = destination ? items.filter((rule) => destinationKey(rule) === destination) : items;
          return (
            <>
              <FilterBar>
                <FilterSelect
                  label={t`Destination`}
                  allLabel={t`All destinations`}
                  options={options}
                  value={destination}
                  onChange={setDestination}
                />
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  onClick={() => setAction({ kind: 'edit', rule: null })}
                >
                  <Trans>Create Rule</Trans>
                </Button>
              </FilterBar>
              {shown.length === 0 ? (
                <EmptyState icon={EventNoteIcon} title={t`No entry rules found`}>
                  {destination
                    ? t`No rule is recorded for this destination.`
                    : t`No rule is recorded: the checker answers from the dataset alone.`}
                </EmptyState>
              ) : (
                <EntryRulesTable
                  rules={shown}
                  scopeOf={scopeOf}
                  onEdit={(rule) => setAction({ kind: 'edit', rule })}
                  onEnd={(rule) => setAction({ kind: 'end', rule })}
                  onDelete={(rule) => setAction({ kind: 'delete', rule })}
                />
              )}
            </>
          );
        }}
      </QueryCard>
      {action?.kind === 'edit' && (
        <EntryRuleDialog key={action.rule?.id ?? 'new'} rule={action.rule} onClose={close} />
      )}
      {action?.kind === 'end' && (
        <EndEntryRuleDialog
          key={action.rule.id}
          rule={action.rule}
          name={scopeOf(action.rule).name}
          onClose={close}
        />
      )}
      <ConfirmDeleteDialog
        item={action?.kind === 'delete' ? action.rule : null}
        idOf={(rule) => rule.id}
        title={t`Delete entry rule`}
        question={(rule) => {
          const ruleName = scopeOf(rule).name;
          return t`Delete ${ruleName}? The checker then answers these trips from the dataset, on every date. A rule recorded by mistake is deleted; a rule that stopped applying is ended instead, so earlier trips keep their answer.`;
        }}
        remove={remove}
        deleted={t(adminMessages.ruleDeleted)}
        deleteFailed={t(adminMessages.ruleDeleteFailed)}
        onClose={close}
      />
    </>
  );
}
