import { listApplicationsQuery } from '@visabridge/contract';
import { useMemo } from 'react';
import { useListParams } from '../../../../lib/use-list-params';
import { useApplicationsSort } from './use-applications-sort';

const filterSchemas = listApplicationsQuery.pick({
  search: true,
  status: true,
  destination: true,
  visaType: true,
  submittedFrom: true,
  submittedTo: true,
}).shape;

export type ApplicationsFilters = Record<keyof typeof filterSchemas, string>;

/** The filters 'More Filters' holds; the others sit in the toolbar. */
const moreFilterNames = ['destination', 'visaType', 'submittedFrom', 'submittedTo'] as const;

/**
 * My Applications' filters, order, page and page size in the URL (see useListParams), and how many More
 * Filters are set. The order is not a filter: clearing the filters keeps it.
 */
export const useApplicationsFilters = () => {
  const list = useListParams(filterSchemas);
  const { sort, setSort, sortQuery } = useApplicationsSort();
  const moreFiltersCount = moreFilterNames.filter((name) => list.filters[name]).length;
  const apiQuery = useMemo(
    () => new URLSearchParams({ ...Object.fromEntries(list.apiQuery), ...sortQuery }),
    [list.apiQuery, sortQuery],
  );
  return { ...list, apiQuery, sort, setSort, moreFiltersCount };
};
