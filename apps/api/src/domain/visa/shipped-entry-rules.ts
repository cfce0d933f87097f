import type { EntryRuleInput } from '@visabridge/contract';
import { euEeaSwiss } from './country-groups';

/** The day the team recorded these rules from their sources; never "verified". */
const recordedOn = '2026-11-28';
const recordedBy = 'VisaBridge';

/** Rule changes the team knows of, each from its official source; a stable slug lets the seed find it again. */
export const shippedEntryRules: (EntryRuleInput & { slug: string })[] = [
  {
    slug: 'gb-eta-eu-eea-swiss',
    passportGroup: euEeaSwiss.id,
    // Irish citizens travel under the Common Travel Area and need no ETA.
    passportExceptions: ['IE'],
    destination: 'GB',
    purposes: ['tourist', 'business'],
    category: 'eta',
    authorisationName: 'UK Electronic Travel Authorisation (ETA)',
    startsOn: '2025-04-02',
    applyUrl: 'https://www.gov.uk/eta/apply',
    fees: [
      { from: '2025-04-02', amount: 1000, currency: 'GBP' },
      { from: '2025-04-09', amount: 1600, currency: 'GBP' },
    ],
    validity: '2 years, or until the passport expires if that is sooner',
    notes: 'An ETA lets you visit the UK for up to 6 months at a time.',
    source: 'https://www.gov.uk/eta',
    recordedOn,
    recordedBy,
  },
  {
    slug: 'br-e-visa-us-ca-au',
    passports: ['US', 'CA', 'AU'],
    destination: 'BR',
    purposes: ['tourist', 'business'],
    category: 'e_visa',
    authorisationName: 'Brazilian electronic visitor visa (e-Visa)',
    startsOn: '2025-04-10',
    // The e-Visa portal Brazil's Ministry of Foreign Affairs names for these three nationalities.
    applyUrl: 'https://brazil.vfsevisa.com',
    notes: 'Applied for online on the portal the Ministry of Foreign Affairs names; no consulate visit.',
    source: 'https://www.gov.br/mre/pt-br',
    recordedOn,
    recordedBy,
  },
  {
    slug: 'us-esta',
    passportGroup: 'eta-listed',
    destination: 'US',
    purposes: ['tourist', 'business', 'transit'],
    category: 'eta',
    authorisationName: 'ESTA (Electronic System for Travel Authorization)',
    startsOn: '2009-01-12',
    applyUrl: 'https://esta.cbp.dhs.gov',
    // Only the fee the team has a date for; earlier fees are not recorded, so not shown.
    fees: [{ from: '2025-09-30', amount: 4000, currency: 'USD' }],
    validity: '2 years, or until the passport expires if that is sooner',
    allowedStayDays: 90,
    notes: 'Visa Waiver Program travel: up to 90 days per visit.',
    source: 'https://esta.cbp.dhs.gov',
    recordedOn,
    recordedBy,
  },
  {
    slug: 'schengen-etias-announced',
    passportGroup: 'visa-exempt',
    passportExceptions: [...euEeaSwiss.members],
    destinationGroup: 'schengen',
    purposes: ['tourist', 'business', 'transit', 'medical'],
    category: 'eta',
    authorisationName: 'ETIAS travel authorisation',
    notes: 'Announced by the EU; no start date has been fixed.',
    source: 'https://travel-europe.europa.eu/etias_en',
    recordedOn,
    recordedBy,
  },
];
