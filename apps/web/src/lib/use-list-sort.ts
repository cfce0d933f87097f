import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';

/** How a list is sorted, as a sortable table header needs it. */
export type ListSort<F extends string = string> = {
  sort: F | null;
  order: SortOrder;
  sortBy(field: F): void;
};

/**
 * A list's sort column and direction, kept in the URL with its filters (`sort`, `order`). Choosing the
 * sorted column again turns its direction; another column starts ascending, from the first page.
 * `fields` must be a constant: the columns the API sorts by.
 */
export const useListSort = <F extends string>(fields: readonly F[], apiQuery: URLSearchParams) => {
  const [params, setParams] = useSearchParams();
  const sort = fields.find((field) => field === params.get('sort')) ?? null;
  const order: SortOrder = sort && params.get('order') === 'asc' ? 'asc' : 'desc';

  const sortBy = useCallback(
    (field: F) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('order', current.get('sort') === field && current.get('order') === 'asc' ? 'desc' : 'asc');
          next.set('sort', field);
          next.delete('page');
          next.delete('cursor');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** The list's API query with the sort added. */
  const sortedQuery = useMemo(() => {
    const query = new URLSearchParams(apiQuery);
    if (sort) {
      query.set('sort', sort);
      query.set('order', order);
    }
    return query;
  }, [apiQuery, sort, order]);

  const listSort: ListSort<F> = { sort, order, sortBy };
  return { listSort, sortedQuery };
};
