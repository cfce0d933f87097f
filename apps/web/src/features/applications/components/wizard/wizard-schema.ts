import { applicationDraftInput } from '@visabridge/contract';
import type {
  ApplicationDraftInput,
  ApplicationView,
  AuthorityAnswers,
  UserView,
} from '@visabridge/contract';
import { z } from 'zod';

/** What the wizard's form holds: every field as the text the traveller typed ('' when blank). */
export type WizardValues = {
  personalInfo: {
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    nationality: string;
    placeOfBirth: string;
    gender: string;
    maritalStatus: string;
    occupation: string;
    phoneNumber: string;
    email: string;
    address: { street: string; city: string; state: string; postalCode: string; country: string };
    passportNumber: string;
    passportExpiryDate: string;
    passportIssueDate: string;
  };
  travelInfo: {
    plannedArrivalDate: string;
    plannedDepartureDate: string;
    intendedStay: string;
    accommodationAddress: string;
    purposeOfVisit: string;
    travelNotes: string;
  };
  emergencyContact: {
    name: string;
    relationship: string;
    phoneNumber: string;
    email: string;
    address: string;
  };
  /** Yes/no answers to the authority's questions (see `authorityQuestions`); unanswered ones are absent. */
  authorityAnswers: AuthorityAnswers;
};

const sections = applicationDraftInput.pick({
  personalInfo: true,
  travelInfo: true,
  emergencyContact: true,
  authorityAnswers: true,
});
export type DraftSections = z.output<typeof sections>;

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** Drops blank fields, however deep: a draft leaves out what is not filled in yet. */
const omitBlanks = (value: unknown): unknown =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([, item]) => !isBlank(item))
          .map(([key, item]) => [key, omitBlanks(item)]),
      )
    : value;

/** The contract's draft rules for every field; blank fields are simply not sent. */
export const wizardSchema = z.preprocess(omitBlanks, sections) as unknown as z.ZodType<
  DraftSections,
  WizardValues
>;

const text = (value: string | undefined) => value ?? '';

/** The form's values from a saved draft. */
export const wizardValuesOf = ({
  personalInfo,
  travelInfo,
  emergencyContact,
  authorityAnswers,
}: ApplicationView): WizardValues => ({
  authorityAnswers,
  personalInfo: {
    firstName: text(personalInfo.firstName),
    lastName: text(personalInfo.lastName),
    dateOfBirth: text(personalInfo.dateOfBirth),
    nationality: text(personalInfo.nationality),
    placeOfBirth: text(personalInfo.placeOfBirth),
    gender: text(personalInfo.gender),
    maritalStatus: text(personalInfo.maritalStatus),
    occupation: text(personalInfo.occupation),
    phoneNumber: text(personalInfo.phoneNumber),
    email: text(personalInfo.email),
    address: {
      street: text(personalInfo.address?.street),
      city: text(personalInfo.address?.city),
      state: text(personalInfo.address?.state),
      postalCode: text(personalInfo.address?.postalCode),
      country: text(personalInfo.address?.country),
    },
    passportNumber: text(personalInfo.passportNumber),
    passportExpiryDate: text(personalInfo.passportExpiryDate),
    passportIssueDate: text(personalInfo.passportIssueDate),
  },
  travelInfo: {
    plannedArrivalDate: text(travelInfo.plannedArrivalDate),
    plannedDepartureDate: text(travelInfo.plannedDepartureDate),
    intendedStay: text(travelInfo.intendedStay),
    accommodationAddress: text(travelInfo.accommodationAddress),
    purposeOfVisit: text(travelInfo.purposeOfVisit),
    travelNotes: text(travelInfo.travelNotes),
  },
  emergencyContact: {
    name: text(emergencyContact.name),
    relationship: text(emergencyContact.relationship),
    phoneNumber: text(emergencyContact.phoneNumber),
    email: text(emergencyContact.email),
    address: text(emergencyContact.address),
  },
});

/** The PUT body: the draft's trip as stored, with the form's checked sections. */
export const draftInputOf = (draft: ApplicationView, values: DraftSections): ApplicationDraftInput => ({
  fromCountry: draft.fromCountry ?? '',
  toCountry: draft.toCountry,
  purpose: draft.purpose,
  visaType: draft.visaType,
  ...values,
});

/** What the signed-in traveller's profile already says about them, to start a new draft with. */
export const personalInfoFromProfile = (user: UserView | null) => ({
  firstName: user?.firstName || undefined,
  lastName: user?.lastName || undefined,
  email: user?.email || undefined,
  phoneNumber: user?.phone ?? undefined,
  nationality: user?.nationality ?? undefined,
  dateOfBirth: user?.dateOfBirth?.slice(0, 10),
});
