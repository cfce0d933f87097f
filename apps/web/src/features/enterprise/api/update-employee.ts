import type { EmployeeDetailView, employeeUpdateInput } from '@visabridge/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useCorporateMutation } from './use-corporate-mutation';

type EmployeeChange = z.input<typeof employeeUpdateInput> & { id: string };

/** PUT /corporate/employees/{id}: edits an employee, or deactivates or reactivates them (status). */
export const useUpdateEmployee = () =>
  useCorporateMutation(({ id, ...change }: EmployeeChange) =>
    api.put<EmployeeDetailView>(`/corporate/employees/${id}`, change),
  );
