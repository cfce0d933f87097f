import { listApplicationsQuery } from '@visabridge/contract';
import { useListParams } from '../../../lib/use-list-params';

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

/** My Applications' filters, page and page size in the URL (see useListParams), and how many More Filters are set. */
export const useApplicationsFilters = () => {
  const list = useListParams(filterSchemas);
  const moreFiltersCount = moreFilterNames.filter((name) => list.filters[name]).length;
  return { ...list, moreFiltersCount };
};
