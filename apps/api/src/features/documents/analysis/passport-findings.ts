import {
  type AnalysisFinding,
  dayOf,
  type EntryConditionsView,
  type InterfaceLanguage,
  passportRuleShortfalls,
} from '@visabridge/contract';
import { getCountryDataList } from 'countries-list';
import { answerWriterIn } from '../../../domain/visa/answer-writer';
import { findingTexts } from './finding-texts/finding-texts';
import type { FindingTexts, MismatchField, ZoneCheck } from './finding-texts/types';
import { isSameName } from './names';
import type { ZoneRead } from './read-mrz-text';

/** What the application says about the traveller and the trip, as the passport is checked against it. */
export type ApplicantDetails = {
  firstName?: string | undefined;
  lastName?: string | undefined;
  dateOfBirth?: string | undefined;
  nationality?: string | undefined;
  passportNumber?: string | undefined;
  passportExpiryDate?: string | undefined;
  gender?: 'female' | 'male' | 'other' | undefined;
  passportIssueDate?: string | undefined;
  plannedArrivalDate?: string | undefined;
  plannedDepartureDate?: string | undefined;
  /** The destination's own entry conditions (null: not in our data), its name and its country code. */
  entryConditions?: EntryConditionsView | null;
  destination?: string;
  destinationCode?: string;
};

/** The findings' words in one language, with the destination's name and whose rule it is written in it. */
type Writer = {
  texts: FindingTexts;
  destination: string;
  ruleOwner: (conditions: EntryConditionsView) => string;
};

export const findingWriterOf = (details: ApplicantDetails, language: InterfaceLanguage): Writer => {
  const answers = answerWriterIn(language);
  const name = details.destination ?? 'The destination';
  return {
    texts: findingTexts[language],
    destination: details.destinationCode
      ? answers.countryName({ code: details.destinationCode, name })
      : name,
    ruleOwner: answers.ruleOwner,
  };
};

/** ISO 3166 alpha-3 to alpha-2, plus ICAO's own codes: Germany's `D` and the British nationality variants. */
const countryByZoneCode = new Map<string, string>([
  ...getCountryDataList().map((country) => [country.iso3, country.iso2] as const),
  ...(['GBD', 'GBN', 'GBO', 'GBP', 'GBS'] as const).map((code) => [code, 'GB'] as const),
  ['D', 'DE'],
]);

/** The two-letter country a zone's nationality code stands for, or null for UNO, XXA and the like. */
export const countryOfZoneCode = (code: string): string | null => countryByZoneCode.get(code) ?? null;

export const zoneNotFound = (texts: FindingTexts): AnalysisFinding => ({
  code: 'mrz_not_found',
  severity: 'error',
  message: texts.zoneNotFound,
});

/** A field whose check digit failed was misread or altered: its own finding says so, not a mismatch. */
const isTrusted = (read: ZoneRead, check: string) => !read.failedChecks.includes(check);

const expiryFindings = (
  read: ZoneRead,
  details: ApplicantDetails,
  today: string,
  writer: Writer,
): AnalysisFinding[] => {
  if (!read.expiryDate || !isTrusted(read, 'expiry date')) return [];
  const expiry = read.expiryDate;
  if (expiry < today)
    return [
      {
        code: 'passport_expired',
        severity: 'error',
        field: 'personalInfo.passportExpiryDate',
        message: writer.texts.passportExpired(expiry),
      },
    ];
  const arrival = details.plannedArrivalDate;
  const departure = details.plannedDepartureDate;
  const hasDates = Boolean(arrival || departure);
  // Without trip dates, the check is for a trip today: a warning, as the trip may be later still.
  const conditions = details.entryConditions ?? null;
  const shortfalls = passportRuleShortfalls({
    conditions,
    expiry,
    issued: details.passportIssueDate,
    arrival: hasDates ? arrival : today,
    departure: hasDates ? departure : today,
  });
  const owner = conditions ? writer.ruleOwner(conditions) : writer.destination;
  return shortfalls.map((shortfall) => ({
    code: shortfall.code === 'age' ? 'passport_too_old' : 'passport_validity_too_short',
    severity: hasDates ? 'error' : 'warning',
    field: shortfall.code === 'age' ? 'personalInfo.passportIssueDate' : 'personalInfo.passportExpiryDate',
    message: writer.texts.passportShortfall({
      shortfall,
      owner,
      destination: writer.destination,
      expiry,
      isTripToday: !hasDates,
    }),
  }));
};

const detailFindings = (
  read: ZoneRead,
  details: ApplicantDetails,
  texts: FindingTexts,
): AnalysisFinding[] => {
  const mismatch = (
    code: AnalysisFinding['code'],
    field: string,
    what: MismatchField,
    zone: string,
    entered: string,
  ): AnalysisFinding => ({ code, severity: 'error', field, message: texts.mismatch(what, zone, entered) });
  const findings: AnalysisFinding[] = [];
  const entered = details.passportNumber?.toUpperCase();
  if (entered && entered !== read.documentNumber && isTrusted(read, 'document number'))
    findings.push(
      mismatch(
        'passport_number_mismatch',
        'personalInfo.passportNumber',
        'number',
        read.documentNumber,
        entered,
      ),
    );
  const names = [
    ['personalInfo.lastName', 'surname', details.lastName, read.surname],
    ['personalInfo.firstName', 'given names', details.firstName, read.givenNames],
  ] as const;
  for (const [field, what, given, zone] of names)
    if (given && !isSameName(given, zone, read.namesMayBeTruncated))
      findings.push(mismatch('name_mismatch', field, what, zone || texts.nothingRead, given));
  const country = countryOfZoneCode(read.nationality);
  if (details.nationality && country && country !== details.nationality.toUpperCase())
    findings.push(
      mismatch(
        'nationality_mismatch',
        'personalInfo.nationality',
        'nationality',
        read.nationality,
        details.nationality,
      ),
    );
  if (
    details.dateOfBirth &&
    read.birthDate &&
    details.dateOfBirth !== read.birthDate &&
    isTrusted(read, 'date of birth')
  )
    findings.push(
      mismatch(
        'birth_date_mismatch',
        'personalInfo.dateOfBirth',
        'date of birth',
        read.birthDate,
        details.dateOfBirth,
      ),
    );
  if (
    details.passportExpiryDate &&
    read.expiryDate &&
    details.passportExpiryDate !== read.expiryDate &&
    isTrusted(read, 'expiry date')
  )
    findings.push({
      ...mismatch(
        'expiry_date_mismatch',
        'personalInfo.passportExpiryDate',
        'expiry date',
        read.expiryDate,
        details.passportExpiryDate,
      ),
      severity: 'warning',
    });
  const sexes = { female: 'F', male: 'M', unspecified: 'X' } as const;
  if (
    details.gender &&
    details.gender !== 'other' &&
    read.sex !== 'unspecified' &&
    details.gender !== read.sex
  )
    findings.push({
      ...mismatch('sex_mismatch', 'personalInfo.gender', 'sex', sexes[read.sex], details.gender),
      severity: 'warning',
    });
  return findings;
};

/**
 * Everything a careful checker would say about a read passport zone against the application, in `language`
 * (the codes, fields and what the passport reads as they are).
 */
export const passportFindings = (
  read: ZoneRead,
  details: ApplicantDetails,
  today = dayOf(),
  language: InterfaceLanguage = 'en',
): AnalysisFinding[] => {
  const writer = findingWriterOf(details, language);
  return [
    ...read.failedChecks.map((check): AnalysisFinding => ({
      code: 'mrz_check_digit',
      severity: 'error',
      message: writer.texts.checkDigit(check as ZoneCheck),
    })),
    ...expiryFindings(read, details, today, writer),
    ...detailFindings(read, details, writer.texts),
  ];
};
