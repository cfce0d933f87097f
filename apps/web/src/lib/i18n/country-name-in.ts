/**
 * A country by its ISO code in the page's language (the locale data the runtime carries, CLDR through Intl);
 * in English, and for a code the data does not know, the name the server gave.
 */
export const countryNameIn = (locale: string, code: string | undefined, name: string) => {
  if (!code || locale === 'en' || locale === 'pseudo') return name;
  return namesIn(locale).of(code) ?? name;
};

// One reader of names per language, made at its first name: a country list names about 200 countries.
const names = new Map<string, Intl.DisplayNames>();
const namesIn = (locale: string) => {
  let reader = names.get(locale);
  if (!reader) {
    reader = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    names.set(locale, reader);
  }
  return reader;
};
