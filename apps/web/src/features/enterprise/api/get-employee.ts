import type { EmployeeDetailView } from '@visabridge/contract';
import { useCorporateQuery } from './use-corporate-query';

/** GET /corporate/employees/{id}: one employee as the company edits them, the passport number in full. */
export const useEmployee = (id: string | null) =>
  useCorporateQuery<EmployeeDetailView>(id ? `/corporate/employees/${id}` : null);
