import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { genders } from '@visabridge/contract';
import type { Path } from 'react-hook-form';
import { genderNames } from '../../../../components/travellers/gender-names';
import { maritalStatusNames } from '../../../../components/applications/marital-status-names';
import type { WizardValues } from './wizard-schema';

/** One input of the wizard: its form path, label and how it is entered; render the texts with `t(…)`. */
export type FieldSpec = {
  name: Path<WizardValues>;
  label: MessageDescriptor;
  /** The field's name out of its section, where a list of problems names it (the emergency contact's email). */
  fullLabel?: MessageDescriptor;
  /** 'country' is a searchable country picker holding the ISO code. */
  type?: 'date' | 'email' | 'tel' | 'country';
  /** Dates that must lie in the past (birth) or from today on (travel, passport expiry). */
  dateRange?: 'past' | 'future';
  autoComplete?: string;
  choices?: readonly (readonly [value: string, label: MessageDescriptor])[];
  helperText?: MessageDescriptor;
  isMultiline?: boolean;
  /** A code written in Latin letters and digits (a passport number), read left to right in any language. */
  isCode?: boolean;
  isFullWidth?: boolean;
};

/** The marital statuses offered, in the form's order. */
const maritalStatuses = ['single', 'married', 'divorced', 'widowed', 'other'] as const;

export const personalFields: FieldSpec[] = [
  { name: 'personalInfo.firstName', label: msg`First name`, autoComplete: 'given-name' },
  { name: 'personalInfo.lastName', label: msg`Last name`, autoComplete: 'family-name' },
  {
    name: 'personalInfo.dateOfBirth',
    label: msg`Date of birth`,
    type: 'date',
    dateRange: 'past',
    autoComplete: 'bday',
  },
  {
    name: 'personalInfo.nationality',
    label: msg`Nationality`,
    type: 'country',
    helperText: msg`As shown in your passport`,
  },
  { name: 'personalInfo.placeOfBirth', label: msg`Place of birth` },
  {
    name: 'personalInfo.gender',
    label: msg`Gender`,
    choices: genders.map((gender) => [gender, genderNames[gender]] as const),
  },
  {
    name: 'personalInfo.maritalStatus',
    label: msg`Marital status`,
    choices: maritalStatuses.map((status) => [status, maritalStatusNames[status]] as const),
  },
  { name: 'personalInfo.occupation', label: msg`Occupation`, autoComplete: 'organization-title' },
  { name: 'personalInfo.phoneNumber', label: msg`Phone number`, type: 'tel', autoComplete: 'tel' },
  { name: 'personalInfo.email', label: msg`Email`, type: 'email', autoComplete: 'email' },
];

export const addressFields: FieldSpec[] = [
  {
    name: 'personalInfo.address.street',
    label: msg`Street address`,
    autoComplete: 'street-address',
    isFullWidth: true,
  },
  { name: 'personalInfo.address.city', label: msg`City`, autoComplete: 'address-level2' },
  {
    name: 'personalInfo.address.state',
    label: msg({ message: 'State or region', comment: 'part of a postal address' }),
    autoComplete: 'address-level1',
  },
  {
    name: 'personalInfo.address.postalCode',
    label: msg`Postal code`,
    autoComplete: 'postal-code',
    isCode: true,
  },
  { name: 'personalInfo.address.country', label: msg`Country of residence`, autoComplete: 'country-name' },
];

export const passportFields: FieldSpec[] = [
  {
    name: 'personalInfo.passportNumber',
    label: msg`Passport number`,
    isCode: true,
    helperText: msg`Letters and digits only, as printed on the photo page`,
  },
  {
    name: 'personalInfo.passportExpiryDate',
    label: msg`Passport expiry date`,
    type: 'date',
    dateRange: 'future',
  },
  {
    name: 'personalInfo.passportIssueDate',
    label: msg`Passport issue date`,
    type: 'date',
    dateRange: 'past',
    helperText: msg`Optional: some destinations refuse passports issued too long ago`,
  },
];

export const travelNotesHelp = msg`Anything else about your trip, such as a connecting flight (optional)`;

export const travelFields: FieldSpec[] = [
  {
    name: 'travelInfo.plannedArrivalDate',
    label: msg`Planned arrival date`,
    type: 'date',
    dateRange: 'future',
  },
  {
    name: 'travelInfo.plannedDepartureDate',
    label: msg`Planned departure date`,
    type: 'date',
    dateRange: 'future',
  },
  {
    name: 'travelInfo.intendedStay',
    label: msg`Intended length of stay`,
    helperText: msg`For example: 2 weeks`,
  },
  {
    name: 'travelInfo.accommodationAddress',
    label: msg`Accommodation address`,
    helperText: msg`Hotel or host address for your stay`,
    isMultiline: true,
    isFullWidth: true,
  },
  { name: 'travelInfo.purposeOfVisit', label: msg`Purpose of visit`, isMultiline: true, isFullWidth: true },
  {
    name: 'travelInfo.travelNotes',
    label: msg`Travel notes`,
    helperText: travelNotesHelp,
    isMultiline: true,
    isFullWidth: true,
  },
];

export const emergencyFields: FieldSpec[] = [
  {
    name: 'emergencyContact.name',
    label: msg({ message: 'Full name', comment: "the emergency contact's name" }),
    fullLabel: msg`Emergency contact name`,
    autoComplete: 'off',
  },
  {
    name: 'emergencyContact.relationship',
    label: msg({ message: 'Relationship', comment: "the emergency contact's relationship to the traveller" }),
    fullLabel: msg`Emergency contact relationship`,
    helperText: msg`For example: spouse, parent`,
  },
  {
    name: 'emergencyContact.phoneNumber',
    label: msg`Phone number`,
    fullLabel: msg`Emergency contact phone number`,
    type: 'tel',
    autoComplete: 'off',
  },
  {
    name: 'emergencyContact.email',
    label: msg`Email`,
    fullLabel: msg`Emergency contact email`,
    type: 'email',
    autoComplete: 'off',
  },
  {
    name: 'emergencyContact.address',
    label: msg({ message: 'Address', comment: "the emergency contact's postal address" }),
    fullLabel: msg`Emergency contact address`,
    isMultiline: true,
    isFullWidth: true,
    autoComplete: 'off',
  },
];

/** The inputs of each form step, in order; the other steps have none. */
export const stepFields = {
  personal: [...personalFields, ...addressFields],
  passport: passportFields,
  travel: travelFields,
  emergency: emergencyFields,
} as const;

export type FormStepId = keyof typeof stepFields;

export const allFields = Object.values(stepFields).flat();
