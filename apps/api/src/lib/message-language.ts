import {
  isInterfaceLanguage,
  messages,
  negotiateLanguage,
  translateText,
  type InterfaceLanguage,
  type MessageKey,
} from '@visabridge/contract';
import { messagesAr } from '@visabridge/contract/message-translations/ar';
import { messagesDe } from '@visabridge/contract/message-translations/de';
import { messagesEs } from '@visabridge/contract/message-translations/es';
import { messagesFr } from '@visabridge/contract/message-translations/fr';
import { messagesZh } from '@visabridge/contract/message-translations/zh';
import { fieldMessageIn } from './field-message-language';
import { apiMessageTables } from './message-translations';
import { defaultMessageIn } from './zod-default-messages';

/** The product's messages in each language but English, by their name (packages/contract/src/message-translations). */
const translations: Record<Exclude<InterfaceLanguage, 'en'>, Record<MessageKey, string>> = {
  es: messagesEs,
  fr: messagesFr,
  de: messagesDe,
  zh: messagesZh,
  ar: messagesAr,
};

const keyByText = new Map<string, MessageKey>(
  Object.entries(messages).map(([key, text]) => [text, key as MessageKey]),
);

/** The language an account reads: its own when the site offers it, English otherwise. */
export const accountLanguageOf = (
  accountLanguage: string | null | undefined,
  offered: readonly InterfaceLanguage[],
): InterfaceLanguage =>
  isInterfaceLanguage(accountLanguage) && offered.includes(accountLanguage) ? accountLanguage : 'en';

/**
 * The language an answer's messages are written in, among those offered: the best match of the request's
 * `Accept-Language` (the web app sends the language of the page it is on), else the signed-in account's,
 * else English.
 */
export const answerLanguageOf = (
  acceptLanguage: string | undefined,
  accountLanguage: InterfaceLanguage | null,
  offered: readonly InterfaceLanguage[],
): InterfaceLanguage => {
  return acceptLanguage
    ? negotiateLanguage(acceptLanguage, offered)
    : accountLanguageOf(accountLanguage, offered);
};

/** A message the API writes itself (lib/api-messages.ts), in `language`; undefined for any other text. */
const apiMessageIn = (language: Exclude<InterfaceLanguage, 'en'>, text: string) =>
  translateText(text, apiMessageTables[language]);

/** One of the product's messages in `language`; any other text (not yet translated) as it is. */
export const messageIn = (language: InterfaceLanguage, text: string) => {
  const key = keyByText.get(text);
  if (language === 'en') return text;
  if (key) return translations[language][key];
  // The schemas' inline messages, after the keyed ones (./field-message-language.ts).
  return fieldMessageIn(language, text) ?? apiMessageIn(language, text) ?? text;
};

type Envelope = { message?: unknown; errors?: unknown };

const isFieldError = (error: unknown): error is { message: string } =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string';

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' && payload !== null && 'success' in payload;

/**
 * An answer's envelope with its message and its field errors' messages in `language`; its codes, fields and
 * data as they are. Anything else as it is.
 */
export const envelopeIn = (language: InterfaceLanguage, payload: unknown) => {
  if (language === 'en' || !isEnvelope(payload)) return payload;
  const { message, errors } = payload;
  const fieldErrors = Array.isArray(errors) ? errors.filter(isFieldError) : [];
  // A field's message that is zod's default (the schema wrote none) in zod's own words for the language.
  const issueMessageIn = (text: string) => {
    const error = fieldErrors.find((candidate) => candidate.message === text);
    return (error && defaultMessageIn(language, error)) ?? messageIn(language, text);
  };
  return {
    ...payload,
    ...(typeof message === 'string' && { message: issueMessageIn(message) }),
    ...(Array.isArray(errors) && {
      errors: errors.map((error: unknown) =>
        isFieldError(error)
          ? { ...error, message: defaultMessageIn(language, error) ?? messageIn(language, error.message) }
          : error,
      ),
    }),
  };
};
