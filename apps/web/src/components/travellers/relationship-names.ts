import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TravellerRelationship } from '@visabridge/contract/saved-travellers';

/**
 * Who a saved traveller or a traveller on a trip is to the account holder, as the forms and lists name it (the
 * contract's `travellerRelationships` and `relationshipLabel`).
 */
export const relationshipNames: Record<TravellerRelationship, MessageDescriptor> = {
  self: msg({ message: 'Myself', comment: 'who a traveller is to the account holder: the account holder' }),
  spouse: msg({ message: 'Spouse or partner', comment: 'who a traveller is to the account holder' }),
  child: msg({
    message: 'Child',
    comment: 'who a traveller is to the account holder: their son or daughter',
  }),
  parent: msg({
    message: 'Parent',
    comment: 'who a traveller is to the account holder: their mother or father',
  }),
  sibling: msg({ message: 'Brother or sister', comment: 'who a traveller is to the account holder' }),
  relative: msg({ message: 'Other relative', comment: 'who a traveller is to the account holder' }),
  colleague: msg({ message: 'Colleague', comment: 'who a traveller is to the account holder' }),
  friend: msg({ message: 'Friend', comment: 'who a traveller is to the account holder' }),
};
