import type { InterfaceLanguage, TextTable } from '@visabridge/contract';
import { apiMessagesAr } from './ar';
import { apiMessagesDe } from './de';
import { apiMessagesEs } from './es';
import { apiMessagesFr } from './fr';
import { apiMessagesZh } from './zh';

/** The API's own messages (lib/api-messages.ts) in each language but English, by their English wording. */
export const apiMessageTables: Record<Exclude<InterfaceLanguage, 'en'>, TextTable> = {
  es: apiMessagesEs,
  fr: apiMessagesFr,
  de: apiMessagesDe,
  zh: apiMessagesZh,
  ar: apiMessagesAr,
};
