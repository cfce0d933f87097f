/**
 * The languages the product is written in (every screen, email, PDF and error), English first: the one a
 * visitor gets when nothing they accept is here.
 */
export const interfaceLanguages = ['en', 'es', 'fr', 'de', 'zh', 'ar'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

const defaultInterfaceLanguage: InterfaceLanguage = 'en';

const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage =>
  interfaceLanguages.some((language) => language === value);

/**
 * The best of the languages here for an `Accept-Language` header: the first (by its q value, then order)
 * whose language, ignoring the region (`es-MX` is Spanish, `zh-TW` is Chinese), is one of them.
 */
export const negotiateLanguage = (acceptLanguage: string | undefined | null): InterfaceLanguage => {
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
  return ranked.map((entry) => entry.base).find(isInterfaceLanguage) ?? defaultInterfaceLanguage;
};
