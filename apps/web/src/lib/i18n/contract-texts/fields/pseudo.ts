import { fieldMessages, translateText } from '@visabridge/contract';
import { accented } from '../pseudo-accents';

const english = Object.fromEntries(fieldMessages.map((text) => [text, text]));

/** A schema's inline message in the made-up test language (accented English), if it is one. */
export const fieldText = (text: string) => {
  const known = translateText(text, english);
  return known === undefined ? undefined : accented(known);
};
