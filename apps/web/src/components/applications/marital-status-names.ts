import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationView } from '@visabridge/contract';

type MaritalStatus = NonNullable<ApplicationView['personalInfo']['maritalStatus']>;

/** Each marital status by the name the application form and the applicant's details give it. */
export const maritalStatusNames: Record<MaritalStatus, MessageDescriptor> = {
  single: msg({ message: 'Single', context: 'marital status', comment: "an applicant's marital status" }),
  married: msg({ message: 'Married', context: 'marital status', comment: "an applicant's marital status" }),
  divorced: msg({ message: 'Divorced', context: 'marital status', comment: "an applicant's marital status" }),
  widowed: msg({ message: 'Widowed', context: 'marital status', comment: "an applicant's marital status" }),
  other: msg({
    message: 'Other',
    context: 'marital status',
    comment: "an applicant's marital status: none of the others",
  }),
};
