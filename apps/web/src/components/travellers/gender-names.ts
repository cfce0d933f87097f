import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { genders } from '@visabridge/contract';

/** Each gender (sex, as on the passport) by the name the forms and the applicant's details give it. */
export const genderNames: Record<(typeof genders)[number], MessageDescriptor> = {
  female: msg({ message: 'Female', context: 'gender', comment: "a person's gender, as on the passport" }),
  male: msg({ message: 'Male', context: 'gender', comment: "a person's gender, as on the passport" }),
  other: msg({
    message: 'Other',
    context: 'gender',
    comment: "a person's gender, as on the passport: neither female nor male",
  }),
};
