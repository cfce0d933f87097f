import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Why a traveller owes nothing, said as it is: their submitted applications are paid, or they have
 * none submitted yet (a draft owes nothing until it is submitted). Undefined while the count loads.
 */
export const nothingDueText = (completedPayments: number | undefined): MessageDescriptor =>
  completedPayments === undefined
    ? msg`No fees are due.`
    : completedPayments > 0
      ? msg`No fees are due. Your submitted applications are paid.`
      : msg`No fees are due. You have no submitted application to pay for: a draft owes nothing until you submit it.`;
