/**
 * The locale dates, numbers and amounts are written in for a reader: the words (month and day names) in
 * `language`, the text's language ('es'), and the conventions (separators, order, digits) of `region`, the
 * account's region ('en-US'). A region in the reader's own language is used as it is, so English readers
 * of 'en-US' get exactly 'en-US'; otherwise Spanish in the United States is 'es-US' with the region's
 * digits ('es-US-u-nu-latn'): "10 de mayo de 2027", "$25.00".
 */
export const formatLocaleOf = (language: string, region: string) => {
  const regionLocale = new Intl.Locale(region);
  if (regionLocale.language === language) return region;
  return new Intl.Locale(language, {
    region: regionLocale.region,
    numberingSystem: new Intl.NumberFormat(region).resolvedOptions().numberingSystem,
  }).toString();
};
