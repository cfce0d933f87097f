import type { I18n, Messages } from '@lingui/core';
import { messages, type MessageKey } from '@visabridge/contract';

/**
 * The contract's messages in one language as a catalog keyed by their English text, the way the API and the
 * contract's schemas write them: loaded with the pages that show such texts (build/feature-catalogs.ts).
 */
export const contractCatalog = (translated: Record<MessageKey, string>): Messages =>
  Object.fromEntries(
    Object.entries(messages).map(([key, english]) => [english, [translated[key as MessageKey]]]),
  );

/**
 * A text the contract writes (a toast, a refusal, a field's error from a schema), in `i18n`'s language when
 * its catalog is loaded; any other text (the API's answers come translated) as it is.
 */
export const contractText = (i18n: I18n, text: string) => (text in i18n.messages ? i18n._(text) : text);

let pageI18n: I18n | null = null;

/** The messages of the page the browser shows, for texts made outside React (a failed request's). */
export const setPageI18n = (i18n: I18n) => {
  pageI18n = i18n;
};

/** `contractText` in the page's language; as it is before the app has started, and on the server. */
export const pageContractText = (text: string) => (pageI18n ? contractText(pageI18n, text) : text);
