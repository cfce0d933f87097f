/** Languages and regions: they set how dates, numbers and amounts are written for the account. */
export const languages = [
  { code: 'en-US', label: 'English (United States)' },
  { code: 'en-GB', label: 'English (United Kingdom)' },
  { code: 'de-DE', label: 'Deutsch (Deutschland)' },
  { code: 'fr-FR', label: 'Français (France)' },
  { code: 'es-ES', label: 'Español (España)' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];
export const isLanguageCode = (value: unknown): value is LanguageCode =>
  languages.some((language) => language.code === value);
