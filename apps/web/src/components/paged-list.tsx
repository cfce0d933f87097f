import { Box, LinearProgress, TablePagination } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { Page } from '../lib/page';
import { pageSizes } from '../lib/use-list-params';
import { LoadErrorAlert } from './load-error-alert';
import { PageLoader } from './page-loader';

/** The page shown and how to move; with `setPageSize` the pager also offers the page sizes. */
type Paging = {
  page: number;
  setPage: (page: number) => void;
  pageSize?: number;
  setPageSize?: (size: number) => void;
};

export type PagedListProps<T> = {
  query: UseQueryResult<Page<T>>;
  paging: Paging;
  /** What is loading, e.g. 'Loading users...'. */
  loadingLabel: string;
  /** What the alert says when the page could not be loaded. */
  failureMessage: string;
  /** What the alert's Retry button does; the query again by default. */
  onRetry?: () => void;
  /** Shown instead of the items when the page has none. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
};

/**
 * One server page of a list: a spinner until the first answer, a thin bar while another page loads (the
 * last one stays on screen), the failure with a retry button, the empty state and the pager.
 */
export function PagedList<T>({
  query,
  paging,
  loadingLabel,
  failureMessage,
  onRetry,
  empty,
  children,
}: PagedListProps<T>) {
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
      <Box sx={{ height: 4 }}>
        {query.isFetching && !query.isPending && <LinearProgress aria-label={loadingLabel} />}
      </Box>
      {query.isPending && <PageLoader label={loadingLabel} />}
      {query.isError && data === undefined && (
        <LoadErrorAlert
          message={failureMessage}
          onRetry={onRetry ?? (() => void query.refetch())}
          sx={{ m: 2 }}
        />
      )}
      {data?.items.length === 0 && empty}
      {data && data.items.length > 0 && children(data.items)}
      {data && data.total > 0 && (
        <TablePagination
          component="div"
          count={data.total}
          page={Math.min(page, lastPage) - 1}
          onPageChange={(_event, next) => setPage(next + 1)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={setPageSize ? [...pageSizes] : []}
          onRowsPerPageChange={(event) => setPageSize?.(Number(event.target.value))}
          labelRowsPerPage="Per page"
        />
      )}
    </>
  );
}
