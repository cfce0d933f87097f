import { statusLabel } from '@visabridge/contract';
import type { ApplicationStatus } from '@visabridge/contract';
import { FilterSelect } from '../lists/filter-select';
import type { Option } from '../lists/filter-select';
import { SearchField } from '../lists/search-field';

/** The statuses a list of applications is filtered by, in the spec's order (after 'All statuses'). */
export const statusFilterOptions = (
  ['pending', 'in_review', 'approved', 'rejected', 'draft'] as const satisfies readonly ApplicationStatus[]
).map((value) => ({ value, label: statusLabel(value) }));

/** Staff lists: drafts are the traveller's own until submitted. */
export const staffStatusFilterOptions = statusFilterOptions.filter(({ value }) => value !== 'draft');

/** What staff search looks through. */
export const staffSearchPlaceholder = 'Name, company or reference';

type Filter = { value: string; onChange: (value: string) => void };

type Props = {
  search: Filter;
  status: Filter;
  /** What the search looks through. */
  placeholder?: string;
  /** The statuses offered; all of them unless given. */
  statuses?: readonly Option[];
};

/** The search box and status filter a list of applications starts with, side by side in its toolbar. */
export function SearchAndStatusFilters({
  search,
  status,
  placeholder = 'Destination, visa type or reference number',
  statuses = statusFilterOptions,
}: Props) {
  return (
    <>
      <SearchField label="Search applications" placeholder={placeholder} {...search} />
      <FilterSelect label="Status" allLabel="All statuses" options={statuses} {...status} />
    </>
  );
}
