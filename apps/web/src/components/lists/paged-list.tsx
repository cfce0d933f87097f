import { useLingui } from '@lingui/react/macro';
import { TablePagination } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Page } from '../../lib/page';
import { pageSizes } from '../../lib/use-list-params';
import { ListStates, type ListStatesProps } from './list-states';

/** The page shown and how to move; with `setPageSize` the pager also offers the page sizes. */
type Paging = {
  page: number;
  setPage: (page: number) => void;
  pageSize?: number;
  setPageSize?: (size: number) => void;
};

export type PagedListProps<T> = Omit<ListStatesProps<T>, 'query'> & {
  query: UseQueryResult<Page<T>>;
  paging: Paging;
};

/** One server page of a list, in its states (see `ListStates`), with the pager. */
export function PagedList<T>({ query, paging, ...states }: PagedListProps<T>) {
  const { t } = useLingui();
  const { page, setPage, setPageSize } = paging;
  const { data } = query;
  const pageSize = paging.pageSize ?? data?.pageSize ?? 1;

  // A page left empty (its last item moved out of the filter, or a stale link) moves to the last one with items.
  const lastPage = Math.max(1, Math.ceil((data?.total ?? 0) / pageSize));
  const isPastEnd = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (isPastEnd) setPage(lastPage);
  }, [isPastEnd, lastPage, setPage]);

  return (
    <>
      <ListStates query={query} {...states} />
      {data && data.total > 0 && (
        <TablePagination
          component="div"
          count={data.total}
          page={Math.min(page, lastPage) - 1}
          onPageChange={(_event, next) => setPage(next + 1)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={setPageSize ? [...pageSizes] : []}
          onRowsPerPageChange={(event) => setPageSize?.(Number(event.target.value))}
          labelRowsPerPage={t`Per page`}
        />
      )}
    </>
  );
}
