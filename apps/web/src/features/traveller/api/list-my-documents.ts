import type { DocumentView } from '@visabridge/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { userQueryKey } from '../../../lib/auth/user-query-key';

export type DocumentsPage = { items: DocumentView[]; total: number; page: number; pageSize: number };

/** GET /documents without an application: every file the traveller uploaded, newest first, one page at a time. */
export const useMyDocuments = (page: number, pageSize: number) => {
  const userId = useAuth().user?.id ?? '';
  return useQuery({
    queryKey: userQueryKey(userId, 'documents', { page, pageSize }),
    queryFn: async ({ signal }) =>
      (await api.get<DocumentsPage>(`/documents?page=${page}&pageSize=${pageSize}`, { signal })).data,
    enabled: userId !== '',
    placeholderData: keepPreviousData,
    // Uploads happen in the application wizard: every visit refetches.
    refetchOnMount: 'always',
  });
};
