import { interfaceLanguages, type InterfaceLanguage } from '@visabridge/contract';

/** A record with what `make` gives for each language the product speaks, e.g. one email writer per language. */
export const inEveryLanguage = <Value>(make: (language: InterfaceLanguage) => Value) =>
  Object.fromEntries(interfaceLanguages.map((language) => [language, make(language)])) as Record<
    InterfaceLanguage,
    Value
  >;
