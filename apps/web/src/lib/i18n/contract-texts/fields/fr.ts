import { translateText } from '@visabridge/contract';
import { fieldMessagesFr } from '@visabridge/contract/message-translations/fields-fr';

/** A schema's inline message in this language (packages/contract/src/field-messages.ts), if it is one. */
export const fieldText = (text: string) => translateText(text, fieldMessagesFr);
