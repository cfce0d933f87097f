import { translateText } from '@visabridge/contract';
import { fieldMessagesAr } from '@visabridge/contract/message-translations/fields-ar';

/** A schema's inline message in this language (packages/contract/src/field-messages.ts), if it is one. */
export const fieldText = (text: string) => translateText(text, fieldMessagesAr);
