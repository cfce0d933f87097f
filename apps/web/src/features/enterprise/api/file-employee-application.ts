import type { CorporateApplicationInput, CorporateApplicationView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { sendRetrySafely } from '../../../lib/send-retry-safely';
import { useCorporateMutation } from './use-corporate-mutation';

/** POST /visa-applications: files an application for an employee; it starts as pending and costs the fee. */
export const useFileEmployeeApplication = () =>
  useCorporateMutation((input: CorporateApplicationInput) =>
    sendRetrySafely((idempotencyKey) =>
      api.post<CorporateApplicationView>(
        '/visa-applications',
        { ...input, applicationType: 'corporate', status: 'pending' },
        { idempotencyKey },
      ),
    ),
  );
