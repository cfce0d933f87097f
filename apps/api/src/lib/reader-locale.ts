import { formatLocaleOf, type InterfaceLanguage } from '@visabridge/contract';
import { accountLanguageOf } from './message-language';

/** The region of an account that has none stored: the one new accounts get. */
export const defaultRegion = 'en-US';

/**
 * How a text to one reader writes dates and amounts: in the language the text is in (the account's, when
 * the site offers it, as emails and notifications choose it) with the conventions of the account's region
 * (`users.language`, e.g. 'en-US'): "10 de mayo de 2027" to a Spanish reader in the United States.
 */
export const readerLocaleOf = (
  interfaceLanguage: string | null | undefined,
  region: string | null | undefined,
  offered: readonly InterfaceLanguage[],
) => formatLocaleOf(accountLanguageOf(interfaceLanguage, offered), region ?? defaultRegion);
