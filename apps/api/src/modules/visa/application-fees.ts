import type { FeesView } from '@visabridge/contract';
import type { PolicyRow } from './requirements-index';

export type FeeParts = Omit<FeesView, 'total'>;

// The sketch's defaults (decision 16), in US cents, used where no policy is curated.
export const defaultFees: FeeParts = {
  baseFee: 6000,
  processingFee: 1500,
  serviceFee: 1000,
  currency: 'USD',
};

/** A curated policy's fee replaces the whole default: it is what the destination charges. */
export const feesOfPolicy = (policy: Pick<PolicyRow, 'feeAmount' | 'currency'> | null): FeeParts =>
  policy
    ? { baseFee: policy.feeAmount, processingFee: 0, serviceFee: 0, currency: policy.currency }
    : defaultFees;

/** The government fee apart from the platform's processing and service fees, with their total. */
export const feesViewOf = (fees: FeeParts): FeesView => ({
  baseFee: fees.baseFee,
  processingFee: fees.processingFee,
  serviceFee: fees.serviceFee,
  total: fees.baseFee + fees.processingFee + fees.serviceFee,
  currency: fees.currency,
});
