import { z } from 'zod';
import { messages } from './messages';

/** Simple text@text.text shape, as the specification asks. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A required text field: missing, wrong type, empty and whitespace-only all give `message`. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const emailField = z
  .string({ error: messages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, messages.emailRequired)
  .max(254, 'Must be at most 254 characters')
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

const isPastDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() < Date.now();
};

export const dateOfBirthField = z
  .string({ error: messages.dateOfBirthRequired })
  .trim()
  .min(1, messages.dateOfBirthRequired)
  .regex(isoDatePattern, messages.dateOfBirthInvalid)
  .refine(isPastDate, messages.dateOfBirthInvalid);

/** As printed in a passport: 5 to 20 letters or digits, stored upper-case. */
export const passportNumberField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5,20}$/, 'Passport number must be 5 to 20 letters or digits')
  .toUpperCase();

/** Sex as a passport states it. */
export const genders = ['female', 'male', 'other'] as const;
export const genderSchema = z.enum(genders, { error: 'Gender must be female, male or other' });
