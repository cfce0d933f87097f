import type { EmployeeView } from '@visabridge/contract';
import type { Page } from '../../../lib/page';
import { useCorporateQuery } from './use-corporate-query';

/** GET /corporate/employees: one page of the company's employees, by name, email, position or department. */
export const useEmployees = (query: URLSearchParams) =>
  useCorporateQuery<Page<EmployeeView>>('/corporate/employees', query);

// One page of the largest size: the people a travel manager files applications for.
const activeEmployeesQuery = new URLSearchParams({ status: 'active', pageSize: '100' });

/** The active employees an application can be filed for. */
export const useActiveEmployees = () => useEmployees(activeEmployeesQuery);
