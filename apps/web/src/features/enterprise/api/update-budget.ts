import { api } from '../../../lib/api-client';
import type { CompanyAccount } from './get-company';
import { useCorporateMutation } from './use-corporate-mutation';

/** PUT /corporate/company/budget: the monthly budget in minor units of the company's currency. */
export const useUpdateBudget = () =>
  useCorporateMutation((monthlyBudget: number) =>
    api.put<CompanyAccount>('/corporate/company/budget', { monthlyBudget }),
  );
