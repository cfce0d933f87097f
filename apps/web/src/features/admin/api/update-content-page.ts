import type { ContentPageView, EditableSlug, UpdateContentPageInput } from '@visabridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentPagesKey } from '../../../lib/api/use-content-page';
import { useAdminMutation } from './use-admin-mutation';

type PageEdit = { slug: EditableSlug; input: UpdateContentPageInput };

/** PUT /admin/content/{slug}: publishes the edit as the next version; the public page shows it at once. */
export const useUpdateContentPage = () => {
  const queryClient = useQueryClient();
  return useAdminMutation(async ({ slug, input }: PageEdit) => {
    const saved = await api.put<ContentPageView>(`/admin/content/${slug}`, input);
    await queryClient.invalidateQueries({ queryKey: contentPagesKey });
    return saved;
  });
};
