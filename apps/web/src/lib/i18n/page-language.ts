import { interfaceLanguages, languageOfPath, type InterfaceLanguage } from '@visabridge/contract';

/** The `lang` of a page in the made-up test language: accented, lengthened English (CLDR's pseudo-locale). */
export const pseudoLang = 'en-XA';

/**
 * The language the server wrote the page in (`<html lang>`), which the app goes on in: one of the app's, or
 * `pseudo`, the made-up one that shows in tests any text left out of the catalogs.
 */
export const pageLanguage = (): InterfaceLanguage | 'pseudo' => {
  const lang = document.documentElement.lang;
  if (lang === pseudoLang) return 'pseudo';
  const base = lang.split('-')[0];
  return interfaceLanguages.find((language) => language === base) ?? 'en';
};

/** The language code the page's address starts with (`/es`), which its links keep; '' for none. */
export const addressBasename = (pathname: string) => {
  const { language } = languageOfPath(pathname);
  return language ? `/${language}` : '';
};
