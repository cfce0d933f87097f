import type { CorporateApplicationView, InvoiceView } from '@visabridge/contract';

/** The statuses a company's applications can have (they are filed as pending, never drafts). */
export const corporateStatuses = [
  'pending',
  'in_review',
  'approved',
  'rejected',
] as const satisfies readonly CorporateApplicationView['status'][];

export const invoiceStatusLabels: Record<InvoiceView['status'], string> = {
  pending: 'Pending',
  paid: 'Paid',
};
