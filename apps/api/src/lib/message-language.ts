import { messages, negotiateLanguage, type InterfaceLanguage, type MessageKey } from '@visabridge/contract';
import { messagesAr } from '@visabridge/contract/message-translations/ar';
import { messagesDe } from '@visabridge/contract/message-translations/de';
import { messagesEs } from '@visabridge/contract/message-translations/es';
import { messagesFr } from '@visabridge/contract/message-translations/fr';
import { messagesZh } from '@visabridge/contract/message-translations/zh';

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
  if (acceptLanguage) return negotiateLanguage(acceptLanguage, offered);
  return accountLanguage && offered.includes(accountLanguage) ? accountLanguage : 'en';
};

/** One of the product's messages in `language`; any other text (not yet translated) as it is. */
export const messageIn = (language: InterfaceLanguage, text: string) => {
  const key = keyByText.get(text);
  return language === 'en' || !key ? text : translations[language][key];
};

type Envelope = { message?: unknown; errors?: unknown };

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' && payload !== null && 'success' in payload;

/**
 * An answer's envelope with its message and its field errors' messages in `language`; its codes, fields and
 * data as they are. Anything else as it is.
 */
export const envelopeIn = (language: InterfaceLanguage, payload: unknown) => {
  if (language === 'en' || !isEnvelope(payload)) return payload;
  const { message, errors } = payload;
  return {
    ...payload,
    ...(typeof message === 'string' && { message: messageIn(language, message) }),
    ...(Array.isArray(errors) && {
      errors: errors.map((error: unknown) =>
        typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
          ? { ...error, message: messageIn(language, error.message) }
          : error,
      ),
    }),
  };
};
