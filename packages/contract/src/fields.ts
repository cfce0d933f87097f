import { z } from 'zod';
import { messages } from './messages';
import { isCalendarDate, requiredText, text } from './primitives';

/** Simple text@text.text shape, as the specification asks. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = text(254, { error: messages.emailRequired })
  .toLowerCase()
  .min(1, messages.emailRequired)
  .regex(emailPattern, messages.emailInvalid);

export const newPasswordField = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(8, messages.passwordTooShort)
  .max(200, 'Must be at most 200 characters');

export const phoneField = requiredText(messages.phoneRequired, 40).regex(
  /^\+?[\d\s().-]{5,40}$/,
  'Please enter a valid phone number',
);

const isPastDate = (value: string) => new Date(`${value}T00:00:00Z`).getTime() < Date.now();

export const dateOfBirthField = z
  .string({ error: messages.dateOfBirthRequired })
  .trim()
  .min(1, messages.dateOfBirthRequired)
  .refine(isCalendarDate, messages.dateOfBirthInvalid)
  .refine(isPastDate, messages.dateOfBirthInvalid);

/** As printed in a passport: 5 to 20 letters or digits, stored upper-case. */
export const passportNumberField = text(100)
  .regex(/^[A-Za-z0-9]{5,20}$/, 'Passport number must be 5 to 20 letters or digits')
  .toUpperCase();

/** Sex as a passport states it. */
export const genders = ['female', 'male', 'other'] as const;
export const genderSchema = z.enum(genders, { error: 'Gender must be female, male or other' });
