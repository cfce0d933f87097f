import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationView } from '@visabridge/contract';
import { applicationKeys } from '../../../lib/api/application-keys';

/**
 * After a change to one application: its cached copy becomes the server's answer, and the lists, counts
 * and its documents reload when next shown (document checks compare the scans with the saved details).
 * Its history and messages are unchanged by a save.
 */
export const storeApplication = (queryClient: QueryClient, application: ApplicationView) => {
  const detail = applicationKeys.detail(application.id);
  queryClient.setQueryData(detail, application);
  const isUnchanged = (key: readonly unknown[]) =>
    detail.every((part, index) => key[index] === part) && key[detail.length] !== 'documents';
  return queryClient.invalidateQueries({
    queryKey: applicationKeys.all,
    predicate: ({ queryKey }) => !isUnchanged(queryKey),
  });
};
