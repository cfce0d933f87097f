import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConsultationStatus } from '@visabridge/contract';

/** Each consultation status by the name its chip and the status filters give it. */
export const consultationStatusNames: Record<ConsultationStatus, MessageDescriptor> = {
  requested: msg({
    message: 'Awaiting confirmation',
    context: 'consultation status',
    comment: 'consultation status: booked by the user, no agent has confirmed it yet',
  }),
  scheduled: msg({
    message: 'Confirmed',
    context: 'consultation status',
    comment: 'consultation status: an agent and a time are set',
  }),
  completed: msg({
    message: 'Completed',
    context: 'consultation status',
    comment: 'consultation status: held',
  }),
  cancelled: msg({ message: 'Cancelled', context: 'consultation status', comment: 'consultation status' }),
};
