import { Box, LinearProgress, TablePagination } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageLoader } from '../../../components/page-loader';
import type { Paged } from '../api/agent-keys';
import { agentMessages } from '../agent-messages';
import { useLoadFailureToast } from './use-load-failure-toast';

type Props<T> = {
  query: UseQueryResult<Paged<T>>;
  /** What is loading, e.g. 'Loading your applications...'. */
  loadingLabel: string;
  page: number;
  onPageChange: (page: number) => void;
  /** What an empty page shows instead of the items. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
};

/**
 * One server page of a list: a spinner until the first answer, a thin bar while another page loads (the
 * last one stays on screen), the failure with a retry, the empty state, and the pager.
 */
export function PagedList<T>({ query, loadingLabel, page, onPageChange, empty, children }: Props<T>) {
  const { data } = query;
  useLoadFailureToast(query.error);

  // A page left empty (its last item done, or a stale link) moves to the last page that has items.
  const lastPage = Math.max(1, Math.ceil((data?.total ?? 0) / (data?.pageSize ?? 1)));
  const isPastEnd = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (isPastEnd) onPageChange(lastPage);
  }, [isPastEnd, lastPage, onPageChange]);

  return (
    <>
      <Box sx={{ height: 4 }}>
        {query.isFetching && !query.isPending && <LinearProgress aria-label={loadingLabel} />}
      </Box>
      {query.isPending && <PageLoader label={loadingLabel} />}
      {query.isError && data === undefined && (
        <LoadErrorAlert
          message={agentMessages.loadFailed}
          onRetry={() => void query.refetch()}
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
          onPageChange={(_event, next) => onPageChange(next + 1)}
          rowsPerPage={data.pageSize}
          rowsPerPageOptions={[]}
        />
      )}
    </>
  );
}
