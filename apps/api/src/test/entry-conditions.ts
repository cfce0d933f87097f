import { entryConditionsViewOf, type EntryConditionsRow } from '../domain/visa/entry-conditions';
import { shippedEntryConditions } from '../domain/visa/shipped-entry-conditions';

/** A shipped row as the index shows it, for unit tests that need a destination's real conditions. */
export const conditionsOf = (scope: string, appliesTo: string) => {
  const shipped = shippedEntryConditions.find((row) => row.scope === scope);
  if (!shipped) throw new Error(`no shipped entry conditions for ${scope}`);
  const row: EntryConditionsRow = {
    id: scope,
    passportValidity: null,
    passportValidityMonths: null,
    maxPassportAgeYears: null,
    blankPages: null,
    onwardTicket: null,
    proofOfFunds: null,
    photoShape: null,
    photoWidthMm: null,
    photoHeightMm: null,
    photoMinPixels: null,
    photoBackground: null,
    photoSource: null,
    updatedById: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...shipped,
  };
  return entryConditionsViewOf(row, appliesTo);
};
