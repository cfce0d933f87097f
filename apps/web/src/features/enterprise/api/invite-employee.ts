import type { EmployeeInvitationsView, EmployeeView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { useCorporateMutation } from './use-corporate-mutation';

/** POST /corporate/employees/{id}/invitation: emails the employee an invitation (again: a new link). */
export const useInviteEmployee = () =>
  useCorporateMutation((id: string) => api.post<EmployeeView>(`/corporate/employees/${id}/invitation`, {}));

/** POST /corporate/employees/invitations: invites every active employee without an account. */
export const useInviteEmployeesWithoutAccount = () =>
  useCorporateMutation(() => api.post<EmployeeInvitationsView>('/corporate/employees/invitations', {}));
