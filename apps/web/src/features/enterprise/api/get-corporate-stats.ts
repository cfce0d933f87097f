import type { CorporateStatsView } from '@visabridge/contract';
import { useCompany } from './get-company';
import { useCorporateQuery } from './use-corporate-query';

/** GET /analytics/corporate/{companyId}: the figures, spend per month and applications by status. */
export const useCorporateStats = () => {
  const companyId = useCompany().data?.company.id;
  return useCorporateQuery<CorporateStatsView>(companyId ? `/analytics/corporate/${companyId}` : null);
};
