import { translateText } from '@visabridge/contract';
import { fieldMessagesEs } from '@visabridge/contract/message-translations/fields-es';

/** A schema's inline message in this language (packages/contract/src/field-messages.ts), if it is one. */
export const fieldText = (text: string) => translateText(text, fieldMessagesEs);
