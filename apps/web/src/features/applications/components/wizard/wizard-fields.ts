import type { Path } from 'react-hook-form';
import type { WizardValues } from './wizard-schema';

/** One input of the wizard: its form path, label and how it is entered. */
export type FieldSpec = {
  name: Path<WizardValues>;
  label: string;
  /** 'country' is a searchable country picker holding the ISO code. */
  type?: 'date' | 'email' | 'tel' | 'country';
  /** Dates that must lie in the past (birth) or from today on (travel, passport expiry). */
  dateRange?: 'past' | 'future';
  autoComplete?: string;
  choices?: readonly (readonly [value: string, label: string])[];
  helperText?: string;
  isMultiline?: boolean;
  isFullWidth?: boolean;
};

export const personalFields: FieldSpec[] = [
  { name: 'personalInfo.firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'personalInfo.lastName', label: 'Last name', autoComplete: 'family-name' },
  {
    name: 'personalInfo.dateOfBirth',
    label: 'Date of birth',
    type: 'date',
    dateRange: 'past',
    autoComplete: 'bday',
  },
  {
    name: 'personalInfo.nationality',
    label: 'Nationality',
    type: 'country',
    helperText: 'As shown in your passport',
  },
  { name: 'personalInfo.placeOfBirth', label: 'Place of birth' },
  {
    name: 'personalInfo.gender',
    label: 'Gender',
    choices: [
      ['female', 'Female'],
      ['male', 'Male'],
      ['other', 'Other'],
    ],
  },
  {
    name: 'personalInfo.maritalStatus',
    label: 'Marital status',
    choices: [
      ['single', 'Single'],
      ['married', 'Married'],
      ['divorced', 'Divorced'],
      ['widowed', 'Widowed'],
      ['other', 'Other'],
    ],
  },
  { name: 'personalInfo.occupation', label: 'Occupation', autoComplete: 'organization-title' },
  { name: 'personalInfo.phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { name: 'personalInfo.email', label: 'Email', type: 'email', autoComplete: 'email' },
];

export const addressFields: FieldSpec[] = [
  {
    name: 'personalInfo.address.street',
    label: 'Street address',
    autoComplete: 'street-address',
    isFullWidth: true,
  },
  { name: 'personalInfo.address.city', label: 'City', autoComplete: 'address-level2' },
  { name: 'personalInfo.address.state', label: 'State or region', autoComplete: 'address-level1' },
  { name: 'personalInfo.address.postalCode', label: 'Postal code', autoComplete: 'postal-code' },
  { name: 'personalInfo.address.country', label: 'Country of residence', autoComplete: 'country-name' },
];

export const passportFields: FieldSpec[] = [
  {
    name: 'personalInfo.passportNumber',
    label: 'Passport number',
    helperText: 'Letters and digits only, as printed on the photo page',
  },
  {
    name: 'personalInfo.passportExpiryDate',
    label: 'Passport expiry date',
    type: 'date',
    dateRange: 'future',
  },
  {
    name: 'personalInfo.passportIssueDate',
    label: 'Passport issue date',
    type: 'date',
    dateRange: 'past',
    helperText: 'Optional: some destinations refuse passports issued too long ago',
  },
];

export const travelNotesHelp = 'Anything else about your trip, such as a connecting flight (optional)';

export const travelFields: FieldSpec[] = [
  { name: 'travelInfo.plannedArrivalDate', label: 'Planned arrival date', type: 'date', dateRange: 'future' },
  {
    name: 'travelInfo.plannedDepartureDate',
    label: 'Planned departure date',
    type: 'date',
    dateRange: 'future',
  },
  { name: 'travelInfo.intendedStay', label: 'Intended length of stay', helperText: 'For example: 2 weeks' },
  {
    name: 'travelInfo.accommodationAddress',
    label: 'Accommodation address',
    helperText: 'Hotel or host address for your stay',
    isMultiline: true,
    isFullWidth: true,
  },
  { name: 'travelInfo.purposeOfVisit', label: 'Purpose of visit', isMultiline: true, isFullWidth: true },
  {
    name: 'travelInfo.travelNotes',
    label: 'Travel notes',
    helperText: travelNotesHelp,
    isMultiline: true,
    isFullWidth: true,
  },
];

export const emergencyFields: FieldSpec[] = [
  { name: 'emergencyContact.name', label: 'Full name', autoComplete: 'off' },
  { name: 'emergencyContact.relationship', label: 'Relationship', helperText: 'For example: spouse, parent' },
  { name: 'emergencyContact.phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'off' },
  { name: 'emergencyContact.email', label: 'Email', type: 'email', autoComplete: 'off' },
  {
    name: 'emergencyContact.address',
    label: 'Address',
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
