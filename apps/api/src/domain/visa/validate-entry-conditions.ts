import { entryConditionsInput, type EntryConditionsInput } from '@visabridge/contract';
import type { entryConditions } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import { findCountryGroup } from './country-groups';

type ValidateOptions = { input: EntryConditionsInput; isKnownCountry: (code: string) => boolean };

/**
 * The columns of a row as it may be stored, or a 400 naming the field at fault: the contract's checks,
 * then the scope against the countries and groups the product knows.
 */
export const validateEntryConditions = ({ input, isKnownCountry }: ValidateOptions) => {
  const { photo, ...conditions } = parseInput(entryConditionsInput, input, 'Invalid entry conditions');
  if (!isKnownCountry(conditions.scope) && !findCountryGroup(conditions.scope))
    throw fieldError({ field: 'scope', message: `Unknown country code or group ${conditions.scope}` });
  return {
    ...conditions,
    // The sizes of the other shape are not the photo's: dropped rather than stored unseen.
    photoShape: photo?.shape ?? null,
    photoWidthMm: photo?.shape === 'print' ? photo.widthMm : null,
    photoHeightMm: photo?.shape === 'print' ? photo.heightMm : null,
    photoMinPixels: photo?.shape === 'square' ? photo.minPixels : null,
    photoBackground: photo?.background ?? null,
    photoSource: photo?.source ?? null,
  } satisfies Partial<typeof entryConditions.$inferInsert>;
};
