/**
 * The languages the product is written in (every screen, email, PDF and error), English first: the one a
 * visitor gets when nothing they accept is here.
 */
export const interfaceLanguages = ['en', 'es', 'fr', 'de', 'zh', 'ar'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

export const defaultInterfaceLanguage: InterfaceLanguage = 'en';

/**
 * Each language by its own name, as its reader looks for it in a list: CLDR's names (what
 * `Intl.DisplayNames` gives for the language in itself), capitalised to start a line, and written out so
 * that every browser and the server show the same words.
 */
export const languageAutonyms: Record<InterfaceLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  zh: '中文（简体）',
  ar: 'العربية',
};

/** The `lang` a page in this language carries: Chinese is written in Simplified characters here. */
export const htmlLangOf = (language: InterfaceLanguage) => (language === 'zh' ? 'zh-Hans' : language);

export const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage =>
  interfaceLanguages.some((language) => language === value);

/** Arabic reads right to left; its pages mirror. */
export const isRightToLeft = (language: string) => language === 'ar';

const prefixPattern = new RegExp(`^/(${interfaceLanguages.join('|')})(?=/|$)`);

/**
 * A page's address in a language is the page's address behind the language's code (`/es/visa-check`),
 * a stable address search engines list per language. Without a code, the page speaks the visitor's
 * language (their account's, their last choice, or what their browser accepts).
 */
export const languageOfPath = (pathname: string): { language: InterfaceLanguage | null; path: string } => {
  const match = prefixPattern.exec(pathname);
  if (!match?.[1] || !isInterfaceLanguage(match[1])) return { language: null, path: pathname };
  return { language: match[1], path: pathname.slice(match[0].length) || '/' };
};

/** The address of `path` (an address without a language code) in `language`. */
export const pathInLanguage = (path: string, language: InterfaceLanguage) =>
  `/${language}${path === '/' ? '' : path}`;

/**
 * The best of the languages offered (all of them unless said) for an `Accept-Language` header: the first
 * (by its q value, then order) whose language, ignoring the region (`es-MX` is Spanish, `zh-TW` is
 * Chinese), is one of them; English otherwise.
 */
export const negotiateLanguage = (
  acceptLanguage: string | undefined | null,
  offered: readonly InterfaceLanguage[] = interfaceLanguages,
): InterfaceLanguage => {
  if (!acceptLanguage) return defaultInterfaceLanguage;
  const ranked = acceptLanguage
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return (
    ranked
      .map((entry) => entry.base)
      .filter(isInterfaceLanguage)
      .find((language) => offered.includes(language)) ?? defaultInterfaceLanguage
  );
};
