import {
  formatDateIn,
  formatLocaleOf,
  formatMoney,
  type EntryConditionsView,
  type InterfaceLanguage,
  type VisaCategory,
} from '@visabridge/contract';
import { countryNameIn } from '../../lib/country-names';
import { answerTexts } from './answer-texts/answer-texts';
import type { AnswerTexts, ShippedBackground } from './answer-texts/types';
import { findCountryGroup } from './country-groups';
import { visaCategoryNamesIn } from './answer-texts/visa-category-names';

/** A requirement answer's texts in one language, with its country names and its days. */
export type AnswerWriter = AnswerTexts & {
  language: InterfaceLanguage;
  categoryLabels: Record<VisaCategory, string>;
  countryName: (country: { code: string; name: string }) => string;
  /** A day (YYYY-MM-DD) as a sentence writes it: "12 January 2025", "12 de enero de 2025". */
  longDate: (day: string) => string;
  /** An amount in minor units as the answer writes it: in its language, as a visitor's region (en-US) does. */
  money: (amountMinor: number, currency: string) => string;
  /** Whose passport and photo rule it is: the country's or the group's name ("the Schengen area"). */
  ruleOwner: (conditions: EntryConditionsView) => string;
};

const isShipped = (texts: AnswerTexts, background: string): background is ShippedBackground =>
  Object.hasOwn(texts.photoBackgrounds, background);

/** The conditions with a shipped photo background in the reader's language; staff's own as written. */
const withBackgroundIn = (texts: AnswerTexts, conditions: EntryConditionsView): EntryConditionsView => {
  const { photo } = conditions;
  if (!photo || !isShipped(texts, photo.background)) return conditions;
  return { ...conditions, photo: { ...photo, background: texts.photoBackgrounds[photo.background] } };
};

// Answers are the same for everyone who reads a language, so they write amounts for a visitor's region.
const visitorRegion = 'en-US';

const writerIn = (language: InterfaceLanguage): AnswerWriter => {
  const texts = answerTexts[language];
  const moneyLocale = formatLocaleOf(language, visitorRegion);
  return {
    ...texts,
    language,
    categoryLabels: visaCategoryNamesIn[language],
    countryName: ({ code, name }) => countryNameIn(language, code, name),
    longDate: (day) => formatDateIn(texts.dateLocale, day, 'long'),
    money: (amountMinor, currency) => formatMoney(amountMinor, currency, moneyLocale),
    photoRule: (conditions, destination) =>
      texts.photoRule(conditions && withBackgroundIn(texts, conditions), destination),
    ruleOwner: ({ scope, appliesTo }) => {
      const group = findCountryGroup(scope);
      return group ? texts.groupNames[group.id] : countryNameIn(language, scope, appliesTo);
    },
  };
};

const writers = new Map<InterfaceLanguage, AnswerWriter>();

/** The requirement answer's writer in `language` (English unless told). */
export const answerWriterIn = (language: InterfaceLanguage = 'en') => {
  const known = writers.get(language);
  if (known) return known;
  const writer = writerIn(language);
  writers.set(language, writer);
  return writer;
};
