import { z } from 'zod';
import { dateOfBirthField, emailField, newPasswordField, phoneField } from './fields';
import { requiredText, text } from './primitives';
import { acceptedVersionsInput } from './content';
import { messages } from './messages';
import { languages, type LanguageCode } from './languages';
import { interfaceLanguages } from './interface-languages';

/** The language the product speaks to the account in (screens, emails, errors). */
export const interfaceLanguageSchema = z.enum(interfaceLanguages, {
  error: 'Choose one of the languages offered',
});

import { roles } from './roles';
import { countryCodeField } from './visa';

/** Splits a full name at the first space; a single word is both first and last name. */
export const splitFullName = (fullName: string) => {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: trimmed };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
};

type NameParts = {
  fullName?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
};

/** Explicit first and last names win; otherwise the full name is split. */
export const resolveNames = ({ fullName, firstName, lastName }: NameParts) => {
  if (firstName || lastName) return { firstName: firstName ?? '', lastName: lastName ?? '' };
  if (fullName) return splitFullName(fullName);
  return { firstName: '', lastName: '' };
};

/** The passport a person holds, as an ISO alpha-2 code; the server also checks it names a known country. */
const nationalityField = countryCodeField('Nationality');

const optionalName = text(100).optional();

export const registerInput = z
  .object({
    fullName: text(201).optional(),
    firstName: optionalName,
    lastName: optionalName,
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    nationality: nationalityField,
    dateOfBirth: dateOfBirthField,
    subscribeNewsletter: z.boolean().default(false),
    acceptedVersions: acceptedVersionsInput,
    role: z
      .literal('general', { error: 'Only traveller accounts can be created by registration' })
      .optional(),
    /** Absent, the API picks the best of the browser's languages (`Accept-Language`). */
    interfaceLanguage: interfaceLanguageSchema.optional(),
  })
  .superRefine((input, ctx) => {
    const names = resolveNames(input);
    if (!names.firstName)
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: messages.firstNameRequired });
    if (!names.lastName)
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: messages.lastNameRequired });
  });
export type RegisterInput = z.infer<typeof registerInput>;

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;

/** The registration screen: the API payload plus the fields the form keeps to itself. */
export const registerForm = z
  .object({
    firstName: requiredText(messages.firstNameRequired, 100),
    lastName: requiredText(messages.lastNameRequired, 100),
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    confirmPassword: z.string().min(1, messages.confirmPasswordRequired),
    nationality: nationalityField,
    dateOfBirth: dateOfBirthField,
    agreeToTerms: z.boolean().refine((agreed) => agreed, messages.termsRequired),
    subscribeNewsletter: z.boolean(),
  })
  .refine(passwordsMatch, {
    path: ['confirmPassword'],
    message: messages.passwordsDoNotMatch,
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return (
        typeof value.password === 'string' &&
        typeof value.confirmPassword === 'string' &&
        value.confirmPassword !== ''
      );
    },
  });
export type RegisterForm = z.infer<typeof registerForm>;

export const loginInput = z.object({
  email: emailField,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(200),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginInput>;

export const forgotPasswordInput = z.object({ email: emailField });
export const tokenInput = z.object({
  token: requiredText('Token is required', 200),
});
export const resetPasswordInput = tokenInput.extend({ password: newPasswordField });

export const resetPasswordForm = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string().min(1, messages.confirmPasswordRequired),
  })
  .refine(passwordsMatch, { path: ['confirmPassword'], message: messages.passwordsDoNotMatch });

export const roleSchema = z.enum(roles);

export const demoLoginInput = z.object({ role: roleSchema });

export const userStatusSchema = z.enum(['active', 'inactive']);

export const themePreferences = ['light', 'dark'] as const;
export const themePreferenceSchema = z.enum(themePreferences, { error: 'Choose light or dark' });

export const languageSchema = z.enum(
  languages.map((language) => language.code) as [LanguageCode, ...LanguageCode[]],
  { error: 'Choose a language from the list' },
);

export const userView = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  isEmailVerified: z.boolean(),
  phone: z.string().nullable(),
  nationality: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  companyName: z.string().nullable(),
  subscribeNewsletter: z.boolean(),
  /** null follows the device's setting. */
  themePreference: themePreferenceSchema.nullable(),
  /** What screens, emails and errors are written in; `language` only sets how dates and amounts look. */
  interfaceLanguage: interfaceLanguageSchema,
  language: languageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserView = z.infer<typeof userView>;

export const updateProfileInput = z
  .object({
    firstName: requiredText(messages.firstNameRequired, 100),
    lastName: requiredText(messages.lastNameRequired, 100),
    phone: phoneField,
    nationality: nationalityField,
    dateOfBirth: dateOfBirthField,
    /** Only for accounts outside a company; a company's members keep their company's name. */
    companyName: text(200).nullable(),
    subscribeNewsletter: z.boolean(),
    themePreference: themePreferenceSchema.nullable(),
    interfaceLanguage: interfaceLanguageSchema,
    language: languageSchema,
  })
  .partial();
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

const currentPasswordField = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(200);

/** Changing the password ends every other session of the account. */
export const changePasswordInput = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const changePasswordForm = changePasswordInput
  .extend({ confirmPassword: z.string().min(1, messages.confirmPasswordRequired) })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.passwordsDoNotMatch,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** What the account screens (profile, password, export, deletion) tell the user. */
export const accountMessages = {
  companyManaged: 'Your company is managed by your company account',
  currentPasswordIncorrect: 'Current password is incorrect',
  samePassword: 'Choose a new password that differs from your current one',
  passwordChanged: 'Password changed',
  passwordIncorrect: 'Password is incorrect',
  lastAdmin:
    'You are the last active administrator. Make another user an administrator before deleting your account.',
  accountDeleted: 'Your account has been deleted',
} as const;

/** Deleting the account asks for the password once more. */
export const deleteAccountInput = z.object({ password: currentPasswordField });
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** A new session: `token` is the bearer token for API clients; the web app gets a cookie instead. */
export const sessionView = z.object({
  token: z.string().optional(),
  expiresAt: z.string(),
  user: userView,
  /** Set when the session must pass (`verify`) or enrol (`enrol`) a second factor before anything else. */
  secondFactor: z.enum(['verify', 'enrol']).optional(),
});
export type SessionView = z.infer<typeof sessionView>;

export const demoAccountView = z.object({
  role: roleSchema,
  email: z.string(),
  password: z.string(),
  fullName: z.string(),
});
export type DemoAccountView = z.infer<typeof demoAccountView>;
