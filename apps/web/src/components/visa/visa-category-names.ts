import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VisaCategory } from '@visabridge/contract';

/** Each entry category by the name its chip gives it (the contract's `visaCategoryLabels`). */
export const visaCategoryNames: Record<VisaCategory, MessageDescriptor> = {
  visa_free: msg({ message: 'Visa free', comment: 'entry category: no visa is needed' }),
  visa_on_arrival: msg({ message: 'Visa on arrival', comment: 'entry category' }),
  eta: msg({ message: 'Electronic travel authorisation (eTA)', comment: 'entry category' }),
  e_visa: msg({ message: 'e-Visa', comment: 'entry category: a visa applied for online' }),
  visa_required: msg({ message: 'Visa required', comment: 'entry category' }),
  no_admission: msg({ message: 'No admission', comment: 'entry category: the traveller may not enter' }),
  own_country: msg({
    message: 'Own country',
    comment: "entry category: the destination is the traveller's own country",
  }),
};
