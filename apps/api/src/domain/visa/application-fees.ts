import type { FeesView, RequirementsResult } from '@visabridge/contract';
import type { FeeSchedule } from '../../config';
import { applications } from '../../db/schema';
import type { PolicyRow } from './requirements-index';

/** The fee columns an application stores: what the platform charges, and the government fee on record. */
export type ApplicationFees = {
  baseFee: number;
  processingFee: number;
  serviceFee: number;
  currency: string;
  governmentFeeAmount: number | null;
  governmentFeeCurrency: string | null;
};

/**
 * The platform's fees from its schedule on every corridor, plus the curated government fee when there is
 * one: collected with the platform's fees when it is in the platform's currency, else paid to the embassy.
 */
export const feesOfPolicy = (
  schedule: FeeSchedule,
  policy: Pick<PolicyRow, 'feeAmount' | 'currency'> | null,
): ApplicationFees => ({
  baseFee: policy && policy.currency === schedule.currency ? policy.feeAmount : 0,
  processingFee: schedule.processingFee,
  serviceFee: schedule.serviceFee,
  currency: schedule.currency,
  governmentFeeAmount: policy?.feeAmount ?? null,
  governmentFeeCurrency: policy?.currency ?? null,
});

/** The view of stored fees: the charge in its parts and total, and the government fee as known. */
/** The fee columns to select with an application, for `feesViewOf`. */
export const applicationFeeColumns = {
  baseFee: applications.baseFee,
  processingFee: applications.processingFee,
  serviceFee: applications.serviceFee,
  currency: applications.currency,
  governmentFeeAmount: applications.governmentFeeAmount,
  governmentFeeCurrency: applications.governmentFeeCurrency,
};

export const feesViewOf = (fees: ApplicationFees): FeesView => ({
  // Unknown is not free: with no government fee on record there is no amount to show for it.
  baseFee: fees.governmentFeeAmount === null ? null : fees.baseFee,
  processingFee: fees.processingFee,
  serviceFee: fees.serviceFee,
  total: fees.baseFee + fees.processingFee + fees.serviceFee,
  currency: fees.currency,
  governmentFee:
    fees.governmentFeeAmount === null || fees.governmentFeeCurrency === null
      ? null
      : {
          amount: fees.governmentFeeAmount,
          currency: fees.governmentFeeCurrency,
          isCollected:
            fees.governmentFeeCurrency === fees.currency && fees.baseFee === fees.governmentFeeAmount,
        },
});

/** The fees an application stores are the ones its requirements answer showed; none without a visa to apply for. */
export const applicationFeesOf = (result: RequirementsResult, schedule: FeeSchedule): ApplicationFees =>
  result.fees
    ? {
        baseFee: result.fees.baseFee ?? 0,
        processingFee: result.fees.processingFee,
        serviceFee: result.fees.serviceFee,
        currency: result.fees.currency,
        governmentFeeAmount: result.fees.governmentFee?.amount ?? null,
        governmentFeeCurrency: result.fees.governmentFee?.currency ?? null,
      }
    : {
        baseFee: 0,
        processingFee: 0,
        serviceFee: 0,
        currency: schedule.currency,
        governmentFeeAmount: null,
        governmentFeeCurrency: null,
      };
