import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationView } from '@visabridge/contract';
import { applicationKeys } from './application-keys';

/**
 * After a change to one application: its cached copy becomes the server's answer, and the lists and
 * counts reload when next shown. Its other details (documents, history) are unchanged by a save.
 */
export const storeApplication = (queryClient: QueryClient, application: ApplicationView) => {
  queryClient.setQueryData(applicationKeys.detail(application.id), application);
  return queryClient.invalidateQueries({
    queryKey: applicationKeys.all,
    predicate: ({ queryKey }) => !(queryKey[1] === 'detail' && queryKey[2] === application.id),
  });
};
