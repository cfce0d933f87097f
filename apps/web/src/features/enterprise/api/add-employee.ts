import type { EmployeeInput, EmployeeView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { useCorporateMutation } from './use-corporate-mutation';

/** POST /corporate/employees: 409 on the email field when the company already has that address. */
export const useAddEmployee = () =>
  useCorporateMutation((input: EmployeeInput) => api.post<EmployeeView>('/corporate/employees', input));
