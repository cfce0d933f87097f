import { translateText } from '@visabridge/contract';
import { fieldMessagesZh } from '@visabridge/contract/message-translations/fields-zh';

/** A schema's inline message in this language (packages/contract/src/field-messages.ts), if it is one. */
export const fieldText = (text: string) => translateText(text, fieldMessagesZh);
