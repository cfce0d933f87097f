import { useQuery } from '@tanstack/react-query';
import type { DocumentView } from '@visabridge/contract';
import { api } from '../api-client';
import { applicationKeys } from './application-keys';

// An application asks for a handful of documents; one page of the maximum size holds them all.
const pageSize = 100;
// A scan is read within seconds of its upload; the list is asked again this often until none is pending.
const pendingPollMs = 2000;

const isChecking = (documents: readonly DocumentView[] | undefined) =>
  documents?.some((document) => document.analysis?.status === 'pending') ?? false;

/** GET /documents?applicationId=: the files uploaded for one application, refreshed while one is being checked. */
export const useDocuments = (applicationId: string) =>
  useQuery({
    queryKey: applicationKeys.documents(applicationId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ items: DocumentView[]; total: number }>(
          `/documents?applicationId=${applicationId}&pageSize=${pageSize}`,
          { signal },
        )
      ).data.items,
    refetchInterval: (query) => (isChecking(query.state.data) ? pendingPollMs : false),
  });
