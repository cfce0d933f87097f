/**
 * The locale dates, numbers and amounts are written in for a reader: the words (month and day names) in
 * `language`, the text's language ('es'), and the conventions (separators, order, digits) of `region`, the
 * account's region ('en-US'): Spanish in the United States is 'es-US' with the region's digits
 * ('es-US-u-nu-latn'): "10 de mayo de 2027", "$25.00". A region in the reader's own language is used as it
 * is, and so is any region for an English reader: the region an English reader chose ('Deutsch
 * (Deutschland)') writes dates and amounts wholly its own way ("30. Nov. 2026", "25,00 $"), as it did before
 * the product spoke other languages.
 */
export const formatLocaleOf = (language: string, region: string) => {
  const regionLocale = new Intl.Locale(region);
  if (language === 'en' || regionLocale.language === language) return region;
  return new Intl.Locale(language, {
    region: regionLocale.region,
    numberingSystem: new Intl.NumberFormat(region).resolvedOptions().numberingSystem,
  }).toString();
};
