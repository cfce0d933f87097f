import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { updateProfileInput } from '@visabridge/contract';
import type { UpdateProfileInput, UserView } from '@visabridge/contract';
import { z } from 'zod';

const { firstName, lastName, phone, nationality, dateOfBirth, companyName, subscribeNewsletter } =
  updateProfileInput.shape;

/** A company's members see their company's name but cannot change it: the company account manages it. */
export const isCompanyManaged = (user: UserView) =>
  (user.role === 'corporate' || user.role === 'enterprise') && user.companyName !== null;

/** Empty is allowed (nothing is sent); anything typed must pass the contract's rule for the field. */
const blankOr = (schema: z.ZodType<string>, i18n: I18n) =>
  z.string().superRefine((value, ctx) => {
    if (value.trim() === '') return;
    const result = schema.safeParse(value);
    if (!result.success)
      ctx.addIssue({
        code: 'custom',
        message:
          result.error.issues[0]?.message ??
          i18n._(msg({ message: 'Invalid value', comment: 'a form field' })),
      });
  });

/**
 * The contract's profile rules. Phone, nationality and date of birth may be missing on accounts that were
 * not created by registration (demo, invited); they stay optional until set, then they cannot be erased.
 */
export const buildProfileSchema = (user: UserView, i18n: I18n) =>
  z.object({
    firstName: firstName.unwrap(),
    lastName: lastName.unwrap(),
    phone: user.phone ? phone.unwrap() : blankOr(phone.unwrap(), i18n),
    nationality: user.nationality ? nationality.unwrap() : blankOr(nationality.unwrap(), i18n),
    dateOfBirth: user.dateOfBirth ? dateOfBirth.unwrap() : blankOr(dateOfBirth.unwrap(), i18n),
    companyName: companyName.unwrap().unwrap(),
    subscribeNewsletter: subscribeNewsletter.unwrap(),
  });

export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  phone: string;
  nationality: string;
  dateOfBirth: string;
  companyName: string;
  subscribeNewsletter: boolean;
};

export const profileFormValues = (user: UserView): ProfileFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone ?? '',
  nationality: user.nationality ?? '',
  dateOfBirth: user.dateOfBirth?.slice(0, 10) ?? '',
  companyName: user.companyName ?? '',
  subscribeNewsletter: user.subscribeNewsletter,
});

/**
 * Sends every field that has a value; blank optional fields are left out. A blank company clears it;
 * a company-managed one is never sent.
 */
export const toProfilePayload = (values: ProfileFormValues, user: UserView): UpdateProfileInput => {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: optional(values.phone),
    nationality: optional(values.nationality),
    dateOfBirth: optional(values.dateOfBirth),
    companyName: isCompanyManaged(user) ? undefined : (optional(values.companyName) ?? null),
    subscribeNewsletter: values.subscribeNewsletter,
  };
};
