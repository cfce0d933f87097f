import type {
  EntryConditionsRecordView,
  EntryConditionsView,
  PassportValidityRule,
} from '@visabridge/contract';
import type { entryConditions } from '../../db/schema';
import { countryGroups, findCountryGroup } from './country-groups';

export type EntryConditionsRow = typeof entryConditions.$inferSelect;

/** A scope as people read it: a country's name ("India") or a group's ("The Schengen area"). */
export const scopeNameOf = (index: { country: (code: string) => { name: string } | null }, scope: string) =>
  index.country(scope)?.name ?? findCountryGroup(scope)?.name ?? scope;

/** The destinations a scope's conditions are for: the country, or the group's members. */
export const destinationsOfScope = (scope: string) => {
  const group = findCountryGroup(scope);
  return group ? [...group.members] : [scope];
};

/** The row's photo as staff wrote it (background and source may be unstated), or null. */
export const photoRecordOf = (row: EntryConditionsRow): EntryConditionsRecordView['photo'] => {
  const { photoBackground: background, photoSource: source } = row;
  if (row.photoShape === 'square' && row.photoMinPixels)
    return { shape: 'square', minPixels: row.photoMinPixels, background, source };
  if (row.photoShape === 'print' && row.photoWidthMm && row.photoHeightMm)
    return { shape: 'print', widthMm: row.photoWidthMm, heightMm: row.photoHeightMm, background, source };
  return null;
};

const photoOf = (row: EntryConditionsRow): EntryConditionsView['photo'] => {
  const photo = photoRecordOf(row);
  return (
    photo && {
      ...photo,
      background: photo.background ?? 'background not stated',
      source: photo.source ?? row.source,
    }
  );
};

/** A row as the contract shows it, named for whom it is written ("India", "The Schengen area"). */
export const entryConditionsViewOf = (row: EntryConditionsRow, appliesTo: string): EntryConditionsView => ({
  scope: row.scope,
  appliesTo,
  passportValidity: row.passportValidity as PassportValidityRule | null,
  passportValidityMonths: row.passportValidity === 'for_stay' ? null : row.passportValidityMonths,
  maxPassportAgeYears: row.maxPassportAgeYears,
  blankPages: row.blankPages,
  onwardTicket: row.onwardTicket,
  proofOfFunds: row.proofOfFunds,
  source: row.source,
  photo: photoOf(row),
  recordedOn: row.recordedOn,
});

type FindOptions = {
  rows: ReadonlyMap<string, EntryConditionsRow>;
  destination: string;
  countryName: (code: string) => string;
};

/** The destination's own row, else the row of a group it belongs to (Germany: the Schengen area's), else null. */
export const findEntryConditions = ({ rows, destination, countryName }: FindOptions) => {
  const own = rows.get(destination);
  if (own) return entryConditionsViewOf(own, countryName(destination));
  for (const group of countryGroups) {
    const row = group.members.has(destination) ? rows.get(group.id) : undefined;
    if (row) return entryConditionsViewOf(row, group.name);
  }
  return null;
};
