import type { CorporateApplicationView } from '@visabridge/contract';
import type { Page } from '../../../lib/page';
import { useCompany } from './get-company';
import { useCorporateQuery } from './use-corporate-query';

/** GET /visa-applications/corporate/{companyId}: one page of the company's applications, newest first. */
export const useCorporateApplications = (query: URLSearchParams) => {
  const companyId = useCompany().data?.company.id;
  return useCorporateQuery<Page<CorporateApplicationView>>(
    companyId ? `/visa-applications/corporate/${companyId}` : null,
    query,
  );
};
