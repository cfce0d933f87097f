import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ApplicationStatus } from '@visabridge/contract';
import { applicationStatusNames } from './application-status-names';
import { FilterSelect } from '../lists/filter-select';
import { SearchField } from '../lists/search-field';

/** A status a list can be filtered by, with its name (render it with `t(label)`). */
export type StatusFilterOption = { value: ApplicationStatus; label: MessageDescriptor };

/** The statuses a list of applications is filtered by, in the spec's order (after 'All statuses'). */
export const statusFilterOptions: readonly StatusFilterOption[] = (
  ['pending', 'in_review', 'approved', 'rejected', 'draft'] as const satisfies readonly ApplicationStatus[]
).map((value) => ({ value, label: applicationStatusNames[value] }));

/** Staff lists: drafts are the traveller's own until submitted. */
export const staffStatusFilterOptions = statusFilterOptions.filter(({ value }) => value !== 'draft');

/** What staff search looks through. */
export const staffSearchPlaceholder = msg({
  message: 'Name, company or reference',
  comment: 'what a search of applications looks through: the applicant, their company, the reference number',
});

const travellerSearchPlaceholder = msg`Destination, visa type or reference number`;

type Filter = { value: string; onChange: (value: string) => void };

type Props = {
  search: Filter;
  status: Filter;
  /** What the search looks through. */
  placeholder?: MessageDescriptor;
  /** The statuses offered; all of them unless given. */
  statuses?: readonly StatusFilterOption[];
};

/** The search box and status filter a list of applications starts with, side by side in its toolbar. */
export function SearchAndStatusFilters({
  search,
  status,
  placeholder = travellerSearchPlaceholder,
  statuses = statusFilterOptions,
}: Props) {
  const { t } = useLingui();
  const options = statuses.map(({ value, label }) => ({ value, label: t(label) }));
  return (
    <>
      <SearchField label={t`Search applications`} placeholder={t(placeholder)} {...search} />
      <FilterSelect
        label={t({ message: 'Status', comment: "label of a filter by an application's status" })}
        allLabel={t`All statuses`}
        options={options}
        {...status}
      />
    </>
  );
}
