import type { Purpose } from '@visabridge/contract';
import { euEeaSwiss } from './country-groups';

export type FreeMovementRule = { id: string; description: string; members: ReadonlySet<string> };

/** Curated agreements under which citizens may live, work and study in each other's countries. */
export const freeMovementRules: FreeMovementRule[] = [
  {
    id: 'eu-eea-swiss-free-movement',
    description: 'Free movement of persons inside the EU, the EEA and Switzerland',
    members: euEeaSwiss.members,
  },
  {
    id: 'common-travel-area',
    description: 'Common Travel Area between Ireland and the United Kingdom',
    members: new Set(['IE', 'GB']),
  },
  {
    id: 'trans-tasman-travel-arrangement',
    description: 'Trans-Tasman Travel Arrangement between Australia and New Zealand',
    members: new Set(['AU', 'NZ']),
  },
];

/** Purposes the dataset does not describe: it covers short visits only. */
export const longStayPurposes: ReadonlySet<Purpose> = new Set(['student', 'work', 'family']);

export const findFreeMovementRule = (fromCountry: string, toCountry: string) =>
  freeMovementRules.find((rule) => rule.members.has(fromCountry) && rule.members.has(toCountry)) ?? null;
