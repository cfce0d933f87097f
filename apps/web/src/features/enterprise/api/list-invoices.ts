import type { InvoiceView } from '@visabridge/contract';
import type { Page } from '../../../lib/page';
import { useCorporateQuery } from './use-corporate-query';

/** GET /corporate/invoices: the company's monthly invoices, newest first. */
export const useInvoices = (query: URLSearchParams) =>
  useCorporateQuery<Page<InvoiceView>>('/corporate/invoices', query);
