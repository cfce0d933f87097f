import {
  statusChangeInput,
  type BulkStatusUpdateView,
  type InterfaceLanguage,
  type bulkStatusUpdateInput,
} from '@visabridge/contract';
import type { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { AppError } from '../../lib/errors';
import type { Viewer } from '../../domain/applications/access';
import { changeStatus } from './change-status';

type Item = z.output<typeof bulkStatusUpdateInput>['items'][number];

/**
 * Applies each status change on its own, exactly as a single change would be (same rules, history,
 * notice and email), so one refused item never blocks or half-applies another. Refusals are reported
 * per application with the reason (a refused move names the statuses in `language`).
 */
export const bulkStatusUpdate = async (
  ctx: AppContext,
  viewer: Viewer,
  items: Item[],
  language: InterfaceLanguage = 'en',
): Promise<BulkStatusUpdateView> => {
  const result: BulkStatusUpdateView = { updated: [], refused: [] };
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) {
      result.refused.push({ id: item.id, message: 'This application is listed more than once.' });
      continue;
    }
    seen.add(item.id);
    const change = statusChangeInput.safeParse(item);
    if (!change.success) {
      result.refused.push({
        id: item.id,
        message: change.error.issues.map((issue) => issue.message).join('; '),
      });
      continue;
    }
    try {
      const updated = await changeStatus(ctx, viewer, item.id, change.data, language);
      result.updated.push({ id: updated.id, status: updated.status });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.refused.push({ id: item.id, message: error.message });
    }
  }
  return result;
};
