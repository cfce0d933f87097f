import type { Db } from '../../db/client';
import { entryConditions } from '../../db/schema';

type ShippedRow = typeof entryConditions.$inferInsert;

/** The day these rows were recorded from their sources; nobody has verified them since. */
const RECORDED_ON = '2026-11-28';

const schengenBordersCode = 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32016R0399';
const schengenVisa =
  'https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/visa-policy/applying-schengen-visa_en';
const indiaEVisa = 'https://indianvisaonline.gov.in/evisa/tvoa.html';
const usVisaPhotos =
  'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/photos.html';

/**
 * The entry conditions VisaBridge ships, each from an official source. Only what the source states: a field
 * left out is one we do not know (the US passport validity depends on country agreements, so it is left out).
 */
export const shippedEntryConditions: ShippedRow[] = [
  {
    // Schengen Borders Code, Article 6(1)(a) and (c): 3 months beyond departure, issued within 10 years, means of subsistence.
    scope: 'schengen',
    passportValidity: 'beyond_departure',
    passportValidityMonths: 3,
    maxPassportAgeYears: 10,
    proofOfFunds: true,
    source: schengenBordersCode,
    photoShape: 'print',
    photoWidthMm: 35,
    photoHeightMm: 45,
    photoBackground: 'plain light background',
    photoSource: schengenVisa,
    recordedOn: RECORDED_ON,
  },
  {
    scope: 'GB',
    passportValidity: 'for_stay',
    source: 'https://www.gov.uk/standard-visitor/documents-you-must-provide',
    recordedOn: RECORDED_ON,
  },
  {
    scope: 'US',
    source: usVisaPhotos,
    photoShape: 'print',
    photoWidthMm: 51,
    photoHeightMm: 51,
    photoBackground: 'white or off-white background',
    photoSource: usVisaPhotos,
    recordedOn: RECORDED_ON,
  },
  {
    scope: 'IN',
    passportValidity: 'beyond_arrival',
    passportValidityMonths: 6,
    blankPages: 2,
    source: indiaEVisa,
    photoShape: 'square',
    photoMinPixels: 350,
    photoBackground: 'plain light-coloured or white background',
    photoSource: indiaEVisa,
    recordedOn: RECORDED_ON,
  },
  {
    scope: 'SG',
    passportValidity: 'beyond_arrival',
    passportValidityMonths: 6,
    onwardTicket: true,
    proofOfFunds: true,
    source: 'https://www.ica.gov.sg/enter-transit-depart/entering-singapore',
    recordedOn: RECORDED_ON,
  },
];

/** Adds each shipped row whose scope has none, on every start; a row staff have edited is kept as it is. */
export const seedEntryConditions = async (db: Db) => {
  await db.insert(entryConditions).values(shippedEntryConditions).onConflictDoNothing({
    target: entryConditions.scope,
  });
};
