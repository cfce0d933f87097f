import type { BulkStatusUpdateView, bulkStatusUpdateInput } from '@visabridge/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** POST /admin/bulk-status-update: each item is applied or refused on its own (200 either way). */
export const useBulkUpdateStatus = () =>
  useAdminMutation((input: z.output<typeof bulkStatusUpdateInput>) =>
    api.post<BulkStatusUpdateView>('/admin/bulk-status-update', input),
  );
