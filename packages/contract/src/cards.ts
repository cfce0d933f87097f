import { z } from 'zod';
import { requiredText } from './primitives';

/** Digits only: spaces and dashes people type between groups are dropped. */
export const cardDigitsOf = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries in its last digit. */
export const isLuhnValid = (digits: string) => {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

export const cardBrands = ['Visa', 'Mastercard', 'American Express', 'Discover', 'Card'] as const;
export type CardBrand = (typeof cardBrands)[number];

/** The brand from the number's leading digits (IIN ranges); `Card` when none matches. */
export const cardBrandOf = (digits: string): CardBrand => {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
};

/** How a card shows anywhere after payment: brand and last four digits, never more. */
export const cardMethodOf = (digits: string) => `${cardBrandOf(digits)} •••• ${digits.slice(-4)}`;

const expiryPattern = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/** A card is valid through the last day of its expiry month. */
export const isExpiryCurrent = (expiry: string, today = new Date()) => {
  const match = expiryPattern.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month >= today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
};

/**
 * The built-in test mode's card form. Validated like a real card: Luhn, an expiry not in the past,
 * and a CVC of 3 digits (4 for American Express). The number never leaves the request that carries it.
 */
export const testCardInput = z
  .object({
    name: requiredText('Name on card is required', 100),
    number: z
      .string({ error: 'Card number is required' })
      .transform(cardDigitsOf)
      .pipe(
        z
          .string()
          .min(1, 'Card number is required')
          .regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits')
          .refine(isLuhnValid, 'Your card number is invalid'),
      ),
    expiry: z
      .string({ error: 'Expiry date is required' })
      .trim()
      .min(1, 'Expiry date is required')
      .regex(expiryPattern, 'Expiry must be MM/YY')
      .refine((value) => isExpiryCurrent(value), 'Your card has expired'),
    cvc: z
      .string({ error: 'CVC is required' })
      .trim()
      .min(1, 'CVC is required')
      .regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
  })
  .superRefine((card, ctx) => {
    const wanted = cardBrandOf(card.number) === 'American Express' ? 4 : 3;
    if (/^\d{3,4}$/.test(card.cvc) && card.cvc.length !== wanted)
      ctx.addIssue({ code: 'custom', path: ['cvc'], message: `CVC must be ${wanted} digits` });
  });
export type TestCardInput = z.input<typeof testCardInput>;
