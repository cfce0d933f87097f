import { applicationStatuses } from '@visabridge/contract';
import type { ApplicationStatus } from '@visabridge/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const pageSizes = [10, 25, 50] as const;

export type ApplicationsFilters = {
  search: string;
  status: ApplicationStatus | '';
  destination: string;
  visaType: string;
  submittedFrom: string;
  submittedTo: string;
};

const noFilters: ApplicationsFilters = {
  search: '',
  status: '',
  destination: '',
  visaType: '',
  submittedFrom: '',
  submittedTo: '',
};

/** The filters 'More Filters' holds; the others sit in the toolbar. */
const moreFilterNames = ['destination', 'visaType', 'submittedFrom', 'submittedTo'] as const;

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const readFilters = (params: URLSearchParams): ApplicationsFilters => {
  const status = params.get('status') ?? '';
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isDate(value) ? value : '';
  };
  return {
    search: params.get('search')?.trim() ?? '',
    status: applicationStatuses.find((item) => item === status) ?? '',
    destination: /^[A-Z]{2}$/.test(params.get('destination') ?? '') ? (params.get('destination') ?? '') : '',
    visaType: params.get('visaType')?.trim() ?? '',
    submittedFrom: date('submittedFrom'),
    submittedTo: date('submittedTo'),
  };
};

const readPositive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 1;
};

/**
 * The list's filters, page and page size, kept in the URL's query string so a reload, a shared link
 * and the back button all show the same list. Invalid values in the URL are ignored.
 */
export const useApplicationsFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const page = readPositive(params.get('page'));
  const requestedSize = Number(params.get('pageSize'));
  const pageSize = pageSizes.find((size) => size === requestedSize) ?? pageSizes[0];

  const apiQuery = useMemo(() => {
    const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
    for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
    return query;
  }, [filters, page, pageSize]);

  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** Changing a filter goes back to the first page. */
  const setFilters = useCallback(
    (changes: Partial<ApplicationsFilters>) => update({ ...changes, page: '' }),
    [update],
  );
  const clearFilters = useCallback(() => setFilters(noFilters), [setFilters]);
  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : '' }), [update]);
  const setPageSize = useCallback(
    (size: number) => update({ pageSize: size === pageSizes[0] ? '' : String(size), page: '' }),
    [update],
  );

  const moreFiltersCount = moreFilterNames.filter((name) => filters[name]).length;
  const isFiltered = Object.values(filters).some(Boolean);
  return {
    filters,
    page,
    pageSize,
    apiQuery,
    setFilters,
    clearFilters,
    setPage,
    setPageSize,
    moreFiltersCount,
    isFiltered,
  };
};
