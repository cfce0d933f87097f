import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Purpose } from '@visabridge/contract';

/** Each purpose of a trip by the name the checkers' menus give it (the contract's `purposeLabels`). */
export const purposeNames: Record<Purpose, MessageDescriptor> = {
  tourist: msg({ message: 'Tourism', comment: 'purpose of a trip' }),
  business: msg({ message: 'Business', comment: 'purpose of a trip' }),
  student: msg({ message: 'Study', comment: 'purpose of a trip' }),
  work: msg({ message: 'Work', comment: 'purpose of a trip' }),
  family: msg({ message: 'Family', comment: 'purpose of a trip' }),
  transit: msg({ message: 'Transit', comment: 'purpose of a trip' }),
  medical: msg({ message: 'Medical treatment', comment: 'purpose of a trip' }),
};
