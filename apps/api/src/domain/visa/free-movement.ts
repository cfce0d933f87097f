import type { Purpose } from '@visabridge/contract';
import type { FreeMovementId } from './answer-texts/types';
import { euEeaSwiss } from './country-groups';

/** An agreement by its id (its name in each language is in answer-texts) and the countries it binds. */
export type FreeMovementRule = { id: FreeMovementId; members: ReadonlySet<string> };

/** Curated agreements under which citizens may live, work and study in each other's countries. */
export const freeMovementRules: FreeMovementRule[] = [
  // Free movement of persons inside the EU, the EEA and Switzerland.
  { id: 'eu-eea-swiss-free-movement', members: euEeaSwiss.members },
  { id: 'common-travel-area', members: new Set(['IE', 'GB']) },
  { id: 'trans-tasman-travel-arrangement', members: new Set(['AU', 'NZ']) },
];

/** Purposes the dataset does not describe: it covers short visits only. */
export const longStayPurposes: ReadonlySet<Purpose> = new Set(['student', 'work', 'family']);

export const findFreeMovementRule = (fromCountry: string, toCountry: string) =>
  freeMovementRules.find((rule) => rule.members.has(fromCountry) && rule.members.has(toCountry)) ?? null;
