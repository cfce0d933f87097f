import type { CorporateApplicationView } from '@visabridge/contract';

/** The statuses a company's applications can have (they are filed as pending, never drafts). */
export const corporateStatuses = [
  'pending',
  'in_review',
  'approved',
  'rejected',
] as const satisfies readonly CorporateApplicationView['status'][];
