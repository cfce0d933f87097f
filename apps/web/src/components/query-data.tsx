import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from './alerts/load-error-alert';
import { PageLoader } from './layout/page-loader';

type Props<T> = {
  query: UseQueryResult<T>;
  loadingLabel: string;
  /** The message shown when the data could not be loaded, with a retry button. */
  failureMessage: string;
  children: (data: T) => ReactNode;
};

/** Renders its children with a query's data, showing progress or the failure until then. */
export function QueryData<T>({ query, loadingLabel, failureMessage, children }: Props<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <LoadErrorAlert message={failureMessage} onRetry={() => void query.refetch()} />;
  return <PageLoader label={loadingLabel} />;
}
