import { Box, Card, LinearProgress } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';
import { LoadErrorAlert } from './alerts/load-error-alert';
import { PageLoader } from './layout/page-loader';

type Props<T> = {
  query: UseQueryResult<T>;
  /** What is loading, e.g. 'Loading documents...'. */
  loadingLabel: string;
  children: (data: T) => ReactNode;
};

/**
 * A card around server data: a spinner until the first answer, a thin bar while a new page loads (the last
 * one stays on screen), and the failure with a retry button instead of the card when nothing could be loaded.
 */
export function QueryCard<T>({ query, loadingLabel, children }: Props<T>) {
  if (query.isError && query.data === undefined)
    return <LoadErrorAlert message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return (
    <Card>
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={loadingLabel} />}</Box>
      {query.data === undefined ? <PageLoader label={loadingLabel} /> : children(query.data)}
    </Card>
  );
}
