import { Box, LinearProgress } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../alerts/load-error-alert';
import { PageLoader } from '../layout/page-loader';

export type ListStatesProps<T> = {
  query: UseQueryResult<{ items: T[] }>;
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
 * A server page's states: a spinner until the first answer, a thin bar while another page loads (the
 * last one stays on screen), the failure with a retry button, the empty state, else the items.
 */
export function ListStates<T>({
  query,
  loadingLabel,
  failureMessage,
  onRetry,
  empty,
  children,
}: ListStatesProps<T>) {
  const { data } = query;
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
    </>
  );
}
