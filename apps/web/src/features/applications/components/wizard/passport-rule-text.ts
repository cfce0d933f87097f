import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { EntryConditionsView } from '@visabridge/contract';
import { countryNameIn } from '../../../../lib/i18n/country-name-in';

/** Groups of countries an entry rule is written for, by their id (the API's country-groups.ts). */
const groupNames = {
  schengen: msg({ message: 'the Schengen area', comment: 'whose passport rule it is, mid-sentence' }),
  'eu-eea-swiss': msg({
    message: 'EU, EEA and Swiss citizens',
    comment: 'whose passport rule it is, mid-sentence',
  }),
};

const isGroup = (scope: string): scope is keyof typeof groupNames => Object.hasOwn(groupNames, scope);

/** Whose rule it is in the page's language: a group's name, else the country's. */
const ruleOwnerIn = (i18n: I18n, { scope, appliesTo }: EntryConditionsView) =>
  isGroup(scope) ? i18n._(groupNames[scope]) : countryNameIn(i18n.locale, scope, appliesTo);

/** How long the passport must stay valid, as a part of the rule's sentence. */
const validityIn = (i18n: I18n, { passportValidity, passportValidityMonths }: EntryConditionsView) => {
  const months = passportValidityMonths ?? 0;
  if (passportValidity === 'for_stay') return i18n._(msg`valid for the whole of your stay`);
  return passportValidity === 'beyond_arrival'
    ? i18n._(
        msg({
          message: plural(months, {
            one: 'valid at least # month from the date you arrive',
            other: 'valid at least # months from the date you arrive',
          }),
          comment: 'part of a passport rule: "Passport valid at least 6 months from the date you arrive"',
        }),
      )
    : i18n._(
        msg({
          message: plural(months, {
            one: 'valid at least # month beyond the date you leave',
            other: 'valid at least # months beyond the date you leave',
          }),
          comment: 'part of a passport rule: "Passport valid at least 3 months beyond the date you leave"',
        }),
      );
};

/** The rule's parts: validity, then how recently it was issued and how many blank pages it needs, where asked. */
const partsIn = (i18n: I18n, conditions: EntryConditionsView) => {
  const { maxPassportAgeYears, blankPages } = conditions;
  const parts = [validityIn(i18n, conditions)];
  if (maxPassportAgeYears)
    parts.push(
      i18n._(
        msg({
          message: plural(maxPassportAgeYears, {
            one: 'issued within the previous # year',
            other: 'issued within the previous # years',
          }),
          comment: 'part of a passport rule: the passport must have been issued within so many years',
        }),
      ),
    );
  if (blankPages)
    parts.push(
      i18n._(
        msg({
          message: plural(blankPages, { one: 'with # blank page', other: 'with # blank pages' }),
          comment: 'part of a passport rule: how many blank pages the passport needs',
        }),
      ),
    );
  return parts;
};

const listIn = (locale: string, parts: string[]) =>
  new Intl.ListFormat([locale === 'pseudo' ? 'en' : locale], { type: 'conjunction' }).format(parts);

/**
 * The destination's passport rule as one sentence in the page's language (the contract's `passportRuleText`),
 * or what we do not know of it.
 */
export const passportRuleTextIn = (
  i18n: I18n,
  conditions: EntryConditionsView | null,
  destination: string,
) => {
  if (!conditions?.passportValidity)
    return i18n._(
      msg({
        message: `Valid passport: ${destination}'s passport validity rule is not in our data; confirm it with the official source before you travel`,
        comment: '{destination} is a country',
      }),
    );
  const rule = listIn(i18n.locale, partsIn(i18n, conditions));
  const owner = ruleOwnerIn(i18n, conditions);
  return i18n._(
    msg({
      message: `Passport ${rule} (rule of ${owner})`,
      comment:
        '{rule} lists what the passport needs ("valid at least 6 months from the date you arrive and with 2 blank pages"); {owner} is a country or a group of countries',
    }),
  );
};
