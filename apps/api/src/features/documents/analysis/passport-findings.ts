import {
  type AnalysisFinding,
  dayOf,
  type EntryConditionsView,
  passportRuleProblems,
} from '@visabridge/contract';
import { getCountryDataList } from 'countries-list';
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
  /** The destination's own entry conditions (null: not in our data) and its name. */
  entryConditions?: EntryConditionsView | null;
  destination?: string;
};

/** ISO 3166 alpha-3 to alpha-2, plus ICAO's own codes: Germany's `D` and the British nationality variants. */
const countryByZoneCode = new Map<string, string>([
  ...getCountryDataList().map((country) => [country.iso3, country.iso2] as const),
  ...(['GBD', 'GBN', 'GBO', 'GBP', 'GBS'] as const).map((code) => [code, 'GB'] as const),
  ['D', 'DE'],
]);

/** The two-letter country a zone's nationality code stands for, or null for UNO, XXA and the like. */
export const countryOfZoneCode = (code: string): string | null => countryByZoneCode.get(code) ?? null;

const SCAN_HINT =
  'Upload a sharp, well-lit scan or photo of the whole photo page, taken straight on, with the two lines of ' +
  'letters and chevrons (<<<) at the bottom fully visible.';

export const zoneNotFound = (): AnalysisFinding => ({
  code: 'mrz_not_found',
  severity: 'error',
  message: `We could not find the machine-readable zone on this scan. ${SCAN_HINT}`,
});

const mismatch = (
  code: AnalysisFinding['code'],
  field: string,
  what: string,
  read: string,
  entered: string,
): AnalysisFinding => ({
  code,
  severity: 'error',
  field,
  message: `The passport reads ${what} ${read}, but the application says ${entered}. Correct whichever is wrong.`,
});

/** A field whose check digit failed was misread or altered: its own finding says so, not a mismatch. */
const isTrusted = (read: ZoneRead, check: string) => !read.failedChecks.includes(check);

const expiryFindings = (read: ZoneRead, details: ApplicantDetails, today: string): AnalysisFinding[] => {
  if (!read.expiryDate || !isTrusted(read, 'expiry date')) return [];
  if (read.expiryDate < today)
    return [
      {
        code: 'passport_expired',
        severity: 'error',
        field: 'personalInfo.passportExpiryDate',
        message: `This passport expired on ${read.expiryDate}. Renew it before you apply.`,
      },
    ];
  const arrival = details.plannedArrivalDate;
  const departure = details.plannedDepartureDate;
  const hasDates = Boolean(arrival || departure);
  // Without trip dates, the check is for a trip today: a warning, as the trip may be later still.
  const problems = passportRuleProblems({
    conditions: details.entryConditions ?? null,
    destination: details.destination ?? 'The destination',
    expiry: read.expiryDate,
    issued: details.passportIssueDate,
    arrival: hasDates ? arrival : today,
    departure: hasDates ? departure : today,
  });
  return problems.map(({ code, message }) => ({
    code: code === 'age' ? 'passport_too_old' : 'passport_validity_too_short',
    severity: hasDates ? 'error' : 'warning',
    field: code === 'age' ? 'personalInfo.passportIssueDate' : 'personalInfo.passportExpiryDate',
    message:
      code === 'age'
        ? `${message}. Renew it before you travel.`
        : `The passport expires on ${read.expiryDate}. ${message}${hasDates ? '' : ', even for a trip today'}. Renew it first.`,
  }));
};

const detailFindings = (read: ZoneRead, details: ApplicantDetails): AnalysisFinding[] => {
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
      findings.push(mismatch('name_mismatch', field, what, zone || '(none)', given));
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

/** Everything a careful checker would say about a read passport zone against the application. */
export const passportFindings = (
  read: ZoneRead,
  details: ApplicantDetails,
  today = dayOf(),
): AnalysisFinding[] => [
  ...read.failedChecks.map((check): AnalysisFinding => ({
    code: 'mrz_check_digit',
    severity: 'error',
    message: `The check digit for the ${check} does not match what was read. The scan may be unclear, or the page altered. ${SCAN_HINT}`,
  })),
  ...expiryFindings(read, details, today),
  ...detailFindings(read, details),
];
