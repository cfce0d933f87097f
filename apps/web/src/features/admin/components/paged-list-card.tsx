import { Box, Card, LinearProgress, TablePagination } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import type { Page } from '../api/page';
import { pageSizes } from './use-list-params';
import type { ListParams } from './use-list-params';

type Props<P extends Page<unknown>> = {
  query: UseQueryResult<P>;
  list: ListParams;
  /** What is loading, e.g. 'Loading users...'. */
  loadingLabel: string;
  /** The filters, always on top. */
  toolbar: ReactNode;
  /** Shown instead of the rows when the page has none. */
  empty: ReactNode;
  /** The rows of the page, e.g. a table; wider ones scroll sideways inside the card. */
  children: (page: P) => ReactNode;
};

/**
 * A server-paginated list in a card: its filters, a spinner until the first page, a thin bar while another
 * loads (the last one stays on screen), the failure with a retry button, the empty state and the pager.
 */
export function PagedListCard<P extends Page<unknown>>({
  query,
  list,
  loadingLabel,
  toolbar,
  empty,
  children,
}: Props<P>) {
  const { page, pageSize, setPage, setPageSize } = list;
  const { data } = query;
  // A page left empty (its rows moved out of the filter, or a stale link) moves to the last page with rows.
  const lastPage = Math.max(1, Math.ceil((data?.total ?? 0) / pageSize));
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [query.isSuccess, query.isPlaceholderData, page, lastPage, setPage]);

  return (
    <Card>
      {toolbar}
      <Box sx={{ height: 4 }}>
        {query.isFetching && data !== undefined && <LinearProgress aria-label={loadingLabel} />}
      </Box>
      {data === undefined && query.isError && (
        <LoadErrorAlert
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          sx={{ m: 2 }}
        />
      )}
      {data === undefined && !query.isError && <PageLoader label={loadingLabel} />}
      {data !== undefined && data.items.length === 0 && empty}
      {data !== undefined && data.items.length > 0 && (
        <>
          {children(data)}
          <TablePagination
            component="div"
            count={data.total}
            page={Math.min(page, lastPage) - 1}
            onPageChange={(_event, next) => setPage(next + 1)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...pageSizes]}
            onRowsPerPageChange={(event) => setPageSize(Number(event.target.value))}
            labelRowsPerPage="Per page"
          />
        </>
      )}
    </Card>
  );
}
