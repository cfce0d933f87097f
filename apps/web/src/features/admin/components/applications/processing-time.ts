import type { StaffApplicationListItem } from '@visabridge/contract';
import { DAY_MS } from '@visabridge/contract';

/** Whole days from submission to the decision, or to now while undecided; null before submission. */
export const processingDays = (
  { submittedAt, decidedAt }: Pick<StaffApplicationListItem, 'submittedAt' | 'decidedAt'>,
  now = Date.now(),
) => {
  if (!submittedAt) return null;
  const end = decidedAt ? new Date(decidedAt).getTime() : now;
  return Math.max(0, Math.floor((end - new Date(submittedAt).getTime()) / DAY_MS));
};
