import { translateText, type FieldMessageTable, type InterfaceLanguage } from '@visabridge/contract';
import { fieldMessagesAr } from '@visabridge/contract/message-translations/fields-ar';
import { fieldMessagesDe } from '@visabridge/contract/message-translations/fields-de';
import { fieldMessagesEs } from '@visabridge/contract/message-translations/fields-es';
import { fieldMessagesFr } from '@visabridge/contract/message-translations/fields-fr';
import { fieldMessagesZh } from '@visabridge/contract/message-translations/fields-zh';

/** The schemas' inline messages in each language but English (packages/contract/src/field-messages.ts). */
const fieldTranslations: Record<Exclude<InterfaceLanguage, 'en'>, FieldMessageTable> = {
  es: fieldMessagesEs,
  fr: fieldMessagesFr,
  de: fieldMessagesDe,
  zh: fieldMessagesZh,
  ar: fieldMessagesAr,
};

/**
 * A message a schema writes inline (`Passport number must be 5 to 20 letters or digits`, `At most 30
 * documents`) in `language`; undefined for any other text.
 */
export const fieldMessageIn = (language: Exclude<InterfaceLanguage, 'en'>, text: string) =>
  translateText(text, fieldTranslations[language]);
