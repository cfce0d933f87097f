import { addMonthsTo, dayOf } from './days';
import {
  authorityQuestionLabels,
  type AuthorityAnswers,
  type AuthorityQuestion,
} from './authority-questions';
import { passportRuleProblems, type EntryConditionsView } from './entry-conditions';
import type { FieldError } from './envelope';

/** What an application holds, as far as completeness is concerned. */
export type SubmissionDraft = {
  personalInfo: Record<string, unknown>;
  travelInfo: Record<string, unknown>;
  emergencyContact: Record<string, unknown>;
  requiredDocuments: string[];
  /** Left out (a client that does not collect them), none are asked. */
  authorityQuestions?: readonly AuthorityQuestion[];
  authorityAnswers?: AuthorityAnswers;
  /** The destination's entry conditions, null where not in our data; the passport is checked against them. */
  entryConditions?: EntryConditionsView | null;
  /** The destination's name, for what is said where its rule is not in our data. */
  destination?: string;
};

/** Fields an application needs before it can be submitted: path in the draft, and its label. */
export const requiredApplicationFields = [
  ['personalInfo.firstName', 'First name'],
  ['personalInfo.lastName', 'Last name'],
  ['personalInfo.dateOfBirth', 'Date of birth'],
  ['personalInfo.nationality', 'Nationality'],
  ['personalInfo.gender', 'Gender'],
  ['personalInfo.phoneNumber', 'Phone number'],
  ['personalInfo.email', 'Email'],
  ['personalInfo.address.street', 'Street address'],
  ['personalInfo.address.city', 'City'],
  ['personalInfo.address.country', 'Country of residence'],
  ['personalInfo.passportNumber', 'Passport number'],
  ['personalInfo.passportExpiryDate', 'Passport expiry date'],
  ['travelInfo.plannedArrivalDate', 'Planned arrival date'],
  ['travelInfo.plannedDepartureDate', 'Planned departure date'],
  ['travelInfo.accommodationAddress', 'Accommodation address'],
  ['emergencyContact.name', 'Emergency contact name'],
  ['emergencyContact.relationship', 'Emergency contact relationship'],
  ['emergencyContact.phoneNumber', 'Emergency contact phone number'],
] as const;

const valueAt = (draft: SubmissionDraft, path: string) =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], draft);

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The date six months after `date` (YYYY-MM-DD), as YYYY-MM-DD: "expires soon" on a passport summary. */
export const sixMonthsAfter = (date: string) => addMonthsTo(date, 6);

/**
 * The passport checked against the destination's own rule (or, where it is not in our data, against the stay
 * only), as soon as the dates it needs are known.
 */
export const passportProblems = (draft: SubmissionDraft): FieldError[] => {
  const expiry = draft.personalInfo.passportExpiryDate;
  if (!isFilled(expiry)) return [];
  const dateOf = (value: unknown) => (isFilled(value) ? (value as string) : undefined);
  return passportRuleProblems({
    conditions: draft.entryConditions ?? null,
    destination: draft.destination ?? 'The destination',
    expiry: expiry as string,
    issued: dateOf(draft.personalInfo.passportIssueDate),
    arrival: dateOf(draft.travelInfo.plannedArrivalDate),
    departure: dateOf(draft.travelInfo.plannedDepartureDate),
  }).map(({ code, message }) => ({
    field: code === 'age' ? 'personalInfo.passportIssueDate' : 'personalInfo.passportExpiryDate',
    message,
  }));
};

const travelDateProblems = (draft: SubmissionDraft, today: string): FieldError[] => {
  const arrival = draft.travelInfo.plannedArrivalDate;
  const departure = draft.travelInfo.plannedDepartureDate;
  const problems: FieldError[] = [];
  if (isFilled(arrival) && (arrival as string) < today)
    problems.push({ field: 'travelInfo.plannedArrivalDate', message: 'Planned arrival date is in the past' });
  if (isFilled(arrival) && isFilled(departure) && (departure as string) < (arrival as string))
    problems.push({
      field: 'travelInfo.plannedDepartureDate',
      message: 'Planned departure date must be on or after the arrival date',
    });
  return problems;
};

/**
 * Everything that stops an application from being submitted, one entry per missing field or
 * document: the API answers 422 with this list and the wizard's review step shows the same.
 */
export const submissionProblems = (
  draft: SubmissionDraft,
  uploadedTypes: readonly string[],
  today = dayOf(),
): FieldError[] => {
  const problems: FieldError[] = requiredApplicationFields
    .filter(([path]) => !isFilled(valueAt(draft, path)))
    .map(([field, label]) => ({ field, message: `${label} is required` }));
  problems.push(...travelDateProblems(draft, today));
  problems.push(...passportProblems(draft));
  for (const question of draft.authorityQuestions ?? [])
    if (typeof draft.authorityAnswers?.[question] !== 'boolean')
      problems.push({
        field: `authorityAnswers.${question}`,
        message: `Answer: ${authorityQuestionLabels[question]}`,
      });
  const uploaded = new Set(uploadedTypes);
  for (const document of draft.requiredDocuments)
    if (!uploaded.has(document)) problems.push({ field: 'documents', message: `Upload: ${document}` });
  return problems;
};

/** Progress is derived, never invented: completeness while a draft, then the stage of the review. */
export const progressOf = (status: string, completeness: number) => {
  if (status === 'draft') return Math.round(20 * Math.min(1, Math.max(0, completeness)));
  if (status === 'pending') return 25;
  if (status === 'in_review') return 65;
  return 100;
};

/** Share of the required fields and documents already provided, from 0 to 1, from their counts. */
export const completenessFrom = (fieldsDone: number, documentsDone: number, documentsRequired: number) =>
  (fieldsDone + documentsDone) / (requiredApplicationFields.length + documentsRequired);

/** Share of the required fields and documents already provided, from 0 to 1. */
export const completenessOf = (draft: SubmissionDraft, uploadedTypes: readonly string[]) => {
  const uploaded = new Set(uploadedTypes);
  const fieldsDone = requiredApplicationFields.filter(([path]) => isFilled(valueAt(draft, path))).length;
  const documentsDone = draft.requiredDocuments.filter((document) => uploaded.has(document)).length;
  return completenessFrom(fieldsDone, documentsDone, draft.requiredDocuments.length);
};
