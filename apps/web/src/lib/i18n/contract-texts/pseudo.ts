import { messages as english, type MessageKey } from '@visabridge/contract';
import { contractCatalog } from '../contract-texts';

const accents: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
};

/** The contract's messages in the made-up test language: accented English, as the catalogs' pseudo-locale. */
export const messages = contractCatalog(
  Object.fromEntries(
    Object.entries(english).map(([key, text]) => [
      key,
      text.replace(/[aeiouyAEIOUY]/g, (vowel) => accents[vowel] ?? vowel),
    ]),
  ) as Record<MessageKey, string>,
);
