import { entryRuleInput, type EntryRuleInput, type EntryRuleValues } from '@visabridge/contract';
import { fieldError } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import { findCountryGroup } from './country-groups';
import { isKnownPassportGroup } from './entry-rule-scope';

type ValidateOptions = { input: EntryRuleInput; isKnownCountry: (code: string) => boolean };

/**
 * A rule as it may be stored, or a 400 naming the first field at fault: the contract's checks, then
 * every country code and group against what the product knows.
 */
export const validateEntryRule = ({ input, isKnownCountry }: ValidateOptions): EntryRuleValues => {
  const rule = parseInput(entryRuleInput, input, 'Invalid entry rule');
  const codes: [string, string[]][] = [
    ['passports', rule.passports],
    ['passportExceptions', rule.passportExceptions],
    ['destination', rule.destination ? [rule.destination] : []],
  ];
  for (const [field, list] of codes) {
    const unknown = list.find((code) => !isKnownCountry(code));
    if (unknown) throw fieldError({ field, message: `Unknown country code ${unknown}` });
  }
  if (rule.passportGroup && !isKnownPassportGroup(rule.passportGroup))
    throw fieldError({ field: 'passportGroup', message: `Unknown passport group ${rule.passportGroup}` });
  if (rule.destinationGroup && !findCountryGroup(rule.destinationGroup))
    throw fieldError({
      field: 'destinationGroup',
      message: `Unknown destination group ${rule.destinationGroup}`,
    });
  return rule;
};
