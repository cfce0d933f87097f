import { listApplicationsQuery } from '@visabridge/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The orders My Applications offers, as `sort.order` of GET /applications; the first is the API's default. */
export const applicationSortOptions = [
  { value: 'createdAt.desc', label: 'Newest first' },
  { value: 'createdAt.asc', label: 'Oldest first' },
  { value: 'updatedAt.desc', label: 'Recently updated' },
  { value: 'destination.asc', label: 'Destination (A–Z)' },
  { value: 'destination.desc', label: 'Destination (Z–A)' },
  { value: 'status.asc', label: 'Status' },
] as const;

const defaultSort = applicationSortOptions[0].value;
const sortSchemas = listApplicationsQuery.pick({ sort: true, order: true });

/**
 * The list's order in the URL (?sort=destination&order=asc), like its filters; an order the list does
 * not offer reads as the default, which the URL leaves out. Changing the order goes back to page 1.
 */
export const useApplicationsSort = () => {
  const [params, setParams] = useSearchParams();
  const parsed = sortSchemas.safeParse({
    sort: params.get('sort') ?? undefined,
    order: params.get('order') ?? undefined,
  });
  const requested = parsed.success ? `${parsed.data.sort}.${parsed.data.order}` : defaultSort;
  const sort = applicationSortOptions.find((option) => option.value === requested)?.value ?? defaultSort;

  const setSort = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const [field, order] = value.split('.');
          if (value === defaultSort || !field || !order) {
            next.delete('sort');
            next.delete('order');
          } else {
            next.set('sort', field);
            next.set('order', order);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** The order as GET /applications takes it. */
  const sortQuery = useMemo(() => {
    const [field = '', order = ''] = sort.split('.');
    return { sort: field, order };
  }, [sort]);

  return { sort, setSort, sortQuery };
};
