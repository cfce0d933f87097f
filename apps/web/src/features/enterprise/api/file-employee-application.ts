import type { CorporateApplicationInput, CorporateApplicationView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { useCorporateMutation } from './use-corporate-mutation';

/** POST /visa-applications: files an application for an employee; it starts as pending and costs the fee. */
export const useFileEmployeeApplication = () =>
  useCorporateMutation((input: CorporateApplicationInput) =>
    api.post<CorporateApplicationView>('/visa-applications', {
      ...input,
      applicationType: 'corporate',
      status: 'pending',
    }),
  );
