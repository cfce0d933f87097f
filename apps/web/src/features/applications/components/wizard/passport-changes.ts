import type { AnalysisFinding, MrzView } from '@visabridge/contract';
import { get } from 'react-hook-form';
import { allFields } from './wizard-fields';
import type { FieldSpec } from './wizard-fields';
import type { WizardValues } from './wizard-schema';

/** One field the passport's details would change: its spec, what the form holds now and what it becomes. */
export type FieldChange = { field: FieldSpec; from: string; to: string };

/** A zone name in a readable case: 'VAN DER BERG' becomes 'Van Der Berg'. */
export const readableName = (zoneName: string) =>
  zoneName
    .toLowerCase()
    .replace(/(^|\s)(\p{L})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());

const specOf = (name: string) => allFields.find((field) => field.name === name);

/**
 * The personal details a read passport zone gives, against the form's values. A name changes only where
 * it is blank or the check says it differs (so 'Müller' is not replaced by the zone's 'MUELLER'); a gender
 * of 'other' is the traveller's own choice and stays.
 */
export const passportChangesOf = (
  mrz: MrzView,
  findings: readonly AnalysisFinding[],
  values: WizardValues,
): FieldChange[] => {
  const current = (name: string) => ((get(values, name) as string | undefined) ?? '').trim();
  const isNameMismatch = (name: string) =>
    findings.some((finding) => finding.code === 'name_mismatch' && finding.field === name);
  const gender = current('personalInfo.gender');
  const proposals: [name: string, value: string | null, isWanted: boolean][] = [
    [
      'personalInfo.passportNumber',
      mrz.documentNumber,
      current('personalInfo.passportNumber').toUpperCase() !== mrz.documentNumber,
    ],
    [
      'personalInfo.lastName',
      readableName(mrz.surname),
      !current('personalInfo.lastName') || isNameMismatch('personalInfo.lastName'),
    ],
    [
      'personalInfo.firstName',
      readableName(mrz.givenNames),
      !current('personalInfo.firstName') || isNameMismatch('personalInfo.firstName'),
    ],
    ['personalInfo.nationality', mrz.nationalityCountry, true],
    ['personalInfo.dateOfBirth', mrz.birthDate, true],
    ['personalInfo.gender', mrz.sex === 'unspecified' ? null : mrz.sex, gender !== 'other'],
    ['personalInfo.passportExpiryDate', mrz.expiryDate, true],
  ];
  return proposals.flatMap(([name, to, isWanted]) => {
    const field = specOf(name);
    const from = current(name);
    return field && to && isWanted && from !== to ? [{ field, from, to }] : [];
  });
};
