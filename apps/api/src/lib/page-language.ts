import {
  htmlLangOf,
  isInterfaceLanguage,
  isRightToLeft,
  languageOfPath,
  negotiateLanguage,
  pathInLanguage,
  type InterfaceLanguage,
} from '@visabridge/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The language a visitor last chose (a page opened at a language's address), for the addresses without one. */
const languageCookie = 'vb_lang';

/** The made-up language of accented, lengthened English that shows any text left out of the catalogs. */
const pseudo = 'pseudo';

export type PageLanguage = InterfaceLanguage | typeof pseudo;

/**
 * A page's language and where it is: `path` is its address without a language code, `basename` the code
 * its address starts with ('' for none), which its links keep.
 */
export type PageLanguageChoice = { language: PageLanguage; basename: string; path: string };

const cookieOf = (request: FastifyRequest) => {
  const header = request.headers.cookie;
  return header?.includes(languageCookie) ? request.server.parseCookie(header)[languageCookie] : undefined;
};

/**
 * The language a page is written in, among those the site offers: the one its address names (`/es/…`);
 * else the account's; else the visitor's last choice; else the best match of what their browser accepts,
 * English otherwise. In demo mode only, the made-up test language, chosen by the cookie. A code of a
 * language not offered is no language address (`/ar/…` is then no page).
 */
export const pageLanguageOf = (
  request: FastifyRequest,
  {
    demoMode,
    offered,
    accountLanguage,
  }: { demoMode: boolean; offered: InterfaceLanguage[]; accountLanguage?: InterfaceLanguage | null },
): PageLanguageChoice => {
  const isOffered = (language: unknown): language is InterfaceLanguage =>
    isInterfaceLanguage(language) && offered.includes(language);
  const pathname = request.url.split('?')[0] ?? '/';
  const { language, path } = languageOfPath(pathname);
  if (isOffered(language)) return { language, basename: `/${language}`, path };
  const chosen = cookieOf(request);
  if (demoMode && chosen === pseudo) return { language: pseudo, basename: '', path: pathname };
  const negotiated = negotiateLanguage(request.headers['accept-language'], offered);
  return {
    language: [accountLanguage, chosen].find(isOffered) ?? negotiated,
    basename: '',
    path: pathname,
  };
};

/** Keeps a language chosen by opening its address (`/es/…`) for the addresses without one, a year. */
export const rememberLanguage = (
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl'>,
  { language, basename }: PageLanguageChoice,
) => {
  if (!basename || language === pseudo) return;
  reply.setCookie(languageCookie, language, {
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
    maxAge: 365 * 24 * 3600,
  });
};

/** `<html lang dir>` for the language: `en-XA` is the pseudo-locale's tag. */
export const htmlAttributesOf = (language: PageLanguage) =>
  language === pseudo
    ? 'lang="en-XA" dir="ltr"'
    : `lang="${htmlLangOf(language)}" dir="${isRightToLeft(language) ? 'rtl' : 'ltr'}"`;

/**
 * The page's address in each language, for search engines (`hreflang`), with the address without a code as
 * the one for any other language (`x-default`).
 */
export const alternateLinksOf = (publicUrl: string, path: string, offered: InterfaceLanguage[]) =>
  [
    ...offered.map(
      (language) =>
        `<link rel="alternate" hreflang="${htmlLangOf(language)}" href="${publicUrl}${pathInLanguage(path, language)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${publicUrl}${path}">`,
  ].join('');
