import type { EmployeeInvitationsView, EmployeeView, InviteEmployeeInput } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { useCorporateMutation } from './use-corporate-mutation';

/**
 * POST /corporate/employees/{id}/invitation: emails the employee an invitation (again: a new link), in the
 * language chosen for their account.
 */
export const useInviteEmployee = () =>
  useCorporateMutation(({ id, input }: { id: string; input: InviteEmployeeInput }) =>
    api.post<EmployeeView>(`/corporate/employees/${id}/invitation`, input),
  );

/** POST /corporate/employees/invitations: invites every active employee without an account. */
export const useInviteEmployeesWithoutAccount = () =>
  useCorporateMutation(() => api.post<EmployeeInvitationsView>('/corporate/employees/invitations', {}));
