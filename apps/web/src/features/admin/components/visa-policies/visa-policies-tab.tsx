import { Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import PolicyIcon from '@mui/icons-material/Policy';
import { Button } from '@mui/material';
import { listVisaPoliciesQuery } from '@visabridge/contract';
import type { VisaPolicyListItem } from '@visabridge/contract';
import { useState } from 'react';
import { FilterSelect } from '../../../../components/lists/filter-select';
import { PagedListCard } from '../../../../components/lists/paged-list-card';
import { useListParams } from '../../../../lib/use-list-params';
import { useActiveCountries } from '../../../../lib/api/use-countries';
import { CountryPicker } from '../../../../components/form/country-picker';
import { useVisaPolicies } from '../../api/list-visa-policies';
import { useDeleteVisaPolicy } from '../../api/delete-visa-policy';
import { adminMessages } from '../../admin-messages';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { FilterBar } from '../filter-bar';
import { categoryOptions, policyScopeOf, purposeOptions } from './policy-options';
import { VisaPoliciesTable } from './visa-policies-table';
import { VisaPolicyDialog } from './visa-policy-dialog';

const filterSchemas = listVisaPoliciesQuery.pick({ destination: true, category: true, purpose: true }).shape;

/** Which policy the Create / Edit dialog is open for: null for a new one. */
type Editing = { policy: VisaPolicyListItem | null };

/** Visa Policies: the curated fees and processing times the visa checker answers with, and their sources. */
export function VisaPoliciesTab() {
  const { t, i18n } = useLingui();
  const list = useListParams(filterSchemas);
  const policies = useVisaPolicies(list.apiQuery);
  const countries = useActiveCountries();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<VisaPolicyListItem | null>(null);
  const remove = useDeleteVisaPolicy();
  const destination = list.filterProps('destination');

  return (
    <>
      <PagedListCard
        query={policies}
        list={list}
        loadingLabel={t`Loading visa policies...`}
        toolbar={
          <FilterBar>
            <CountryPicker
              label={t`Destination`}
              name="destination"
              countries={countries.data ?? []}
              value={destination.value}
              onChange={destination.onChange}
              isLoading={countries.isPending}
              placeholder={t`All destinations`}
              size="small"
            />
            <FilterSelect
              label={t`Category`}
              allLabel={t`All categories`}
              options={categoryOptions.map((option) => ({ ...option, label: t(option.label) }))}
              {...list.filterProps('category')}
            />
            <FilterSelect
              label={t`Purpose`}
              allLabel={t`All purposes`}
              options={purposeOptions.map((option) => ({ ...option, label: t(option.label) }))}
              {...list.filterProps('purpose')}
            />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ policy: null })}>
              <Trans>Create Policy</Trans>
            </Button>
          </FilterBar>
        }
        empty={{
          icon: PolicyIcon,
          title: t`No visa policies found`,
          whenFiltered: t`No policy matches these filters.`,
          otherwise: t`No policy is curated yet: the visa checker says the embassy sets the fee.`,
        }}
      >
        {(items) => (
          <VisaPoliciesTable
            policies={items}
            onEdit={(policy) => setEditing({ policy })}
            onDelete={setDeleting}
          />
        )}
      </PagedListCard>
      {editing && (
        <VisaPolicyDialog
          key={editing.policy?.id ?? 'new'}
          policy={editing.policy}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        item={deleting}
        idOf={(policy) => policy.id}
        title={t`Delete visa policy`}
        question={(policy) => {
          const policyName = policyScopeOf(i18n, policy);
          return t`Delete the policy for ${policyName}? The visa checker then shows no fee or processing time for these travellers: it says the fee is set by the embassy.`;
        }}
        remove={remove}
        deleted={t(adminMessages.policyDeleted)}
        deleteFailed={t(adminMessages.policyDeleteFailed)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
