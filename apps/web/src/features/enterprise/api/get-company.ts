import type { BudgetView, CompanyView } from '@visabridge/contract';
import { useCorporateQuery } from './use-corporate-query';

export type CompanyAccount = { company: CompanyView; budget: BudgetView };

/** GET /corporate/company: the caller's company and this month's spend against its budget. */
export const useCompany = () => useCorporateQuery<CompanyAccount>('/corporate/company');
