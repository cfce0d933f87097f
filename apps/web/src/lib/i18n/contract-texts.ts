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

type FieldTexts = { fieldText: (text: string) => string | undefined };

/**
 * Per language, what translates the messages the schemas write inline (contract-texts/fields/): loaded the
 * first time a page shows a text it does not know, so no page's first scripts carry it.
 */
const fieldTexts = import.meta.glob<FieldTexts>('./contract-texts/fields/*.ts');

const asked = new WeakMap<I18n, Set<string>>();

/** Adds to `i18n` the translation of `text` once its language's field texts load, if `text` is one of them. */
const learnFieldText = async (i18n: I18n, text: string) => {
  const load = fieldTexts[`./contract-texts/fields/${i18n.locale}.ts`];
  const seen = asked.get(i18n) ?? new Set<string>();
  asked.set(i18n, seen);
  if (!load || seen.has(text)) return;
  seen.add(text);
  const translated = (await load()).fieldText(text);
  // Loading redraws what shows the text, now in the page's language.
  if (translated !== undefined) i18n.load(i18n.locale, { [text]: [translated] });
};

/**
 * A text the contract writes (a toast, a refusal, a field's error from a schema), in `i18n`'s language when
 * its catalog is loaded, or (a schema's inline message) as soon as its translation has loaded; any other text
 * (the API's answers come translated) as it is.
 */
export const contractText = (i18n: I18n, text: string) => {
  if (text in i18n.messages) return i18n._(text);
  if (!import.meta.env.SSR) learnFieldText(i18n, text).catch(() => asked.get(i18n)?.delete(text));
  return text;
};

let pageI18n: I18n | null = null;

/** The messages of the page the browser shows, for texts made outside React (a failed request's). */
export const setPageI18n = (i18n: I18n) => {
  pageI18n = i18n;
};

/** `contractText` in the page's language; as it is before the app has started, and on the server. */
export const pageContractText = (text: string) => (pageI18n ? contractText(pageI18n, text) : text);
