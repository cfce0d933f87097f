import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationStatus } from '@visabridge/contract';

/**
 * Each application status by the name its chip, filters and history give it, in capitals (the contract's
 * `statusLabel`).
 */
export const applicationStatusNames: Record<ApplicationStatus, MessageDescriptor> = {
  draft: msg({ message: 'DRAFT', comment: 'application status, in capitals: not submitted yet' }),
  pending: msg({
    message: 'PENDING',
    comment: 'application status, in capitals: submitted, waiting for an agent',
  }),
  in_review: msg({
    message: 'IN REVIEW',
    comment: 'application status, in capitals: an agent is reviewing it',
  }),
  approved: msg({ message: 'APPROVED', comment: 'application status, in capitals' }),
  rejected: msg({ message: 'REJECTED', comment: 'application status, in capitals' }),
};
