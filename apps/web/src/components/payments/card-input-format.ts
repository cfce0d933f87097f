import { cardBrandOf } from '@visabridge/contract';

/** American Express numbers read 4-6-5; every other brand in groups of four. */
const groupsOf = (digits: string) =>
  cardBrandOf(digits) === 'American Express' ? [4, 6, 5] : [4, 4, 4, 4, 3];

/** A card number as typed, shown in the groups printed on the card: '4242 4242 4242 4242'. */
export const formatCardNumber = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  const groups: string[] = [];
  let start = 0;
  for (const size of groupsOf(digits)) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  return groups.join(' ');
};

/** An expiry as typed, shown as MM/YY: the slash comes by itself after the month. */
export const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** A security code: digits only, at most four. */
export const formatCvc = (value: string) => value.replace(/\D/g, '').slice(0, 4);
