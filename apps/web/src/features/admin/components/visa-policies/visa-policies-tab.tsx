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
        loadingLabel="Loading visa policies..."
        toolbar={
          <FilterBar>
            <CountryPicker
              label="Destination"
              name="destination"
              countries={countries.data ?? []}
              value={destination.value}
              onChange={destination.onChange}
              isLoading={countries.isPending}
              placeholder="All destinations"
              size="small"
            />
            <FilterSelect
              label="Category"
              allLabel="All categories"
              options={categoryOptions}
              {...list.filterProps('category')}
            />
            <FilterSelect
              label="Purpose"
              allLabel="All purposes"
              options={purposeOptions}
              {...list.filterProps('purpose')}
            />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ policy: null })}>
              Create Policy
            </Button>
          </FilterBar>
        }
        empty={{
          icon: PolicyIcon,
          title: 'No visa policies found',
          whenFiltered: 'No policy matches these filters.',
          otherwise: 'No policy is curated yet: the visa checker says the embassy sets the fee.',
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
        title="Delete visa policy"
        question={(policy) =>
          `Delete the policy for ${policyScopeOf(policy)}? The visa checker then shows no fee or processing time for these travellers: it says the fee is set by the embassy.`
        }
        remove={remove}
        deleted={adminMessages.policyDeleted}
        deleteFailed={adminMessages.policyDeleteFailed}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
