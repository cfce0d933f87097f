import { messages as english, type MessageKey } from '@visabridge/contract';
import { contractCatalog } from '../contract-texts';
import { accented } from './pseudo-accents';

/** The contract's messages in the made-up test language: accented English, as the catalogs' pseudo-locale. */
export const messages = contractCatalog(
  Object.fromEntries(Object.entries(english).map(([key, text]) => [key, accented(text)])) as Record<
    MessageKey,
    string
  >,
);
