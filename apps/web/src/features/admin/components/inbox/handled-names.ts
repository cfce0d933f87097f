import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { contactStatuses } from '@visabridge/contract';

/** A contact message's status by the name its chip and the inbox's status filter give it. */
export const handledNames: Record<(typeof contactStatuses)[number], MessageDescriptor> = {
  open: msg({
    message: 'Open',
    context: 'contact message status',
    comment: 'status of a contact message: not dealt with yet',
  }),
  handled: msg({
    message: 'Handled',
    context: 'contact message status',
    comment: 'status of a contact message: dealt with',
  }),
};
