import { useQuery } from '@tanstack/react-query';
import type { DocumentView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';

// An application asks for a handful of documents; one page of the maximum size holds them all.
const pageSize = 100;

/** GET /documents?applicationId=: the files uploaded for one application. */
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
  });
