import type { InvoiceView } from '@visabridge/contract';
import { downloadFile } from '../../../lib/download-document';

/** GET /corporate/invoices/{id}/download, saved as '<number>.pdf'. */
export const downloadInvoice = (invoice: Pick<InvoiceView, 'id' | 'number'>) =>
  downloadFile(`/corporate/invoices/${invoice.id}/download`, `${invoice.number}.pdf`);
