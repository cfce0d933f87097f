import type { InterfaceLanguage } from '@visabridge/contract';

const displayNames = new Map<InterfaceLanguage, Intl.DisplayNames>();

const displayNamesIn = (language: InterfaceLanguage) => {
  const known = displayNames.get(language);
  if (known) return known;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  displayNames.set(language, names);
  return names;
};

/**
 * A country by its name in `language` (the locale data the runtime carries); in English, or when the code is
 * not known there, the name the data set gives it, as the site shows it.
 */
export const countryNameIn = (language: InterfaceLanguage, code: string, fallback: string) =>
  language === 'en' ? fallback : (displayNamesIn(language).of(code.toUpperCase()) ?? fallback);
