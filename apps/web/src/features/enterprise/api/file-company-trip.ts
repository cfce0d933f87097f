import type { CorporateTripInput, CorporateTripView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { useCorporateMutation } from './use-corporate-mutation';

/** POST /corporate/trips: one application per employee, filed together on one trip and handed to one agent. */
export const useFileCompanyTrip = () =>
  useCorporateMutation((input: CorporateTripInput) => api.post<CorporateTripView>('/corporate/trips', input));
