import { addDays, dayOf } from '@visabridge/contract';
import type { SavedTravellerInput } from '@visabridge/contract/saved-travellers';

/** A daughter of ten with her own German passport. */
export const savedChild = {
  firstName: 'Lena',
  lastName: 'Traveller',
  dateOfBirth: addDays(dayOf(), -10 * 366),
  nationality: 'DE',
  passportNumber: 'C01X00T47',
  passportExpiry: addDays(dayOf(), 5 * 365),
  relationship: 'child',
} satisfies SavedTravellerInput;

/** The account holder's husband, a Nigerian passport holder. */
export const savedSpouse = {
  firstName: 'Tunde',
  lastName: 'Adeyemi',
  dateOfBirth: '1986-07-03',
  nationality: 'NG',
  passportNumber: 'A07264519',
  passportExpiry: addDays(dayOf(), 3 * 365),
  relationship: 'spouse',
} satisfies SavedTravellerInput;
