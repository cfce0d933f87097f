import { htmlLangOf, languageAutonyms, pathInLanguage, type InterfaceLanguage } from '@visabridge/contract';
import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { useSiteInfo } from '../../lib/api/use-site-info';
import { requestProfileUpdate } from '../../lib/auth/auth-requests';

export type LanguageLink = { language: InterfaceLanguage; name: string; href: string; isCurrent: boolean };

/**
 * What makes a list item the link to a language: its address (a plain link before the app runs), its
 * language for screen readers, marked when current; once the app runs a tap goes through `onChoose`.
 */
export const languageItemProps = (link: LanguageLink, onChoose: (link: LanguageLink) => void) => ({
  component: 'a' as const,
  href: link.href,
  lang: htmlLangOf(link.language),
  selected: link.isCurrent,
  'aria-current': link.isCurrent ? ('true' as const) : undefined,
  onClick: (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    onChoose(link);
  },
});

/**
 * This page in each language the site offers, at the language's own address (`/es/visa-check`): opening it
 * loads the page in that language, as a plain link does before the app has started. A signed-in user's
 * choice is stored on the account first, so it follows them to every device. None when only one is offered.
 */
export const useLanguageLinks = () => {
  const { pathname, search, hash } = useLocation();
  const { user } = useAuth();
  const { i18n } = useLingui();
  const offered = useSiteInfo().data?.languages ?? [];
  const links: LanguageLink[] = (offered.length > 1 ? offered : []).map((language) => ({
    language,
    name: languageAutonyms[language],
    href: `${pathInLanguage(pathname, language)}${search}${hash}`,
    isCurrent: language === i18n.locale,
  }));
  const choose = async (link: LanguageLink) => {
    if (user && user.interfaceLanguage !== link.language)
      await requestProfileUpdate({ interfaceLanguage: link.language });
    window.location.assign(link.href);
  };
  return { links, choose };
};
