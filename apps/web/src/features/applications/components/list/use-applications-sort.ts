import { msg } from '@lingui/core/macro';
import { listApplicationsQuery } from '@visabridge/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The orders My Applications offers, as `sort.order` of GET /applications; the first is the API's default.
 * Render each label with `t(label)`.
 */
export const applicationSortOptions = [
  { value: 'createdAt.desc', label: msg({ message: 'Newest first', comment: 'an order of the list' }) },
  { value: 'createdAt.asc', label: msg({ message: 'Oldest first', comment: 'an order of the list' }) },
  { value: 'updatedAt.desc', label: msg({ message: 'Recently updated', comment: 'an order of the list' }) },
  {
    value: 'destination.asc',
    label: msg({ message: 'Destination (A–Z)', comment: 'an order of the list: by destination country' }),
  },
  {
    value: 'destination.desc',
    label: msg({ message: 'Destination (Z–A)', comment: 'an order of the list: by destination country' }),
  },
  {
    value: 'status.asc',
    label: msg({ message: 'Status', comment: "an order of the list: by the applications' status" }),
  },
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
