import { describe, expect, it } from 'vitest';
import { zoneOf, type PassportTruth } from '../../../test/synthetic-passports';
import { conditionsOf } from '../../../test/entry-conditions';
import { passportFindings, type ApplicantDetails } from './passport-findings';
import { findZoneLines, readZone } from './read-mrz-text';

const TODAY = new Date('2026-11-24T00:00:00Z');
const truth: PassportTruth = {
  documentNumber: 'L898902C3',
  surname: 'ERIKSSON',
  givenNames: 'ANNA MARIA',
  nationality: 'SWE',
  birthDate: '1974-08-12',
  sex: 'female',
  expiryDate: '2031-04-15',
  brokenCheck: null,
};
const matching: ApplicantDetails = {
  firstName: 'Anna Maria',
  lastName: 'Eriksson',
  dateOfBirth: '1974-08-12',
  nationality: 'SE',
  passportNumber: 'l898902c3',
  passportExpiryDate: '2031-04-15',
  gender: 'female',
  plannedDepartureDate: '2027-03-01',
};
const schengen = conditionsOf('schengen', 'The Schengen area');
const india = conditionsOf('IN', 'India');
const read = (changes: Partial<PassportTruth> = {}) => readZone(zoneOf({ ...truth, ...changes }), TODAY);
const codesOf = (details: ApplicantDetails, changes: Partial<PassportTruth> = {}) =>
  passportFindings(read(changes), details, '2026-11-24').map((finding) => finding.code);

describe('reading a passport zone', () => {
  it('reads every field of the ICAO specimen and validates its check digits', () => {
    const lines = findZoneLines(
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10\n',
    );
    expect(lines).not.toBeNull();
    expect(readZone(lines as [string, string], TODAY)).toMatchObject({
      documentNumber: 'L898902C3',
      surname: 'ERIKSSON',
      givenNames: 'ANNA MARIA',
      nationality: 'UTO',
      birthDate: '1974-08-12',
      sex: 'female',
      expiryDate: '2012-04-15',
      checkDigitsValid: true,
      failedChecks: [],
    });
  });

  it('reads letters and digits by position: O in a date is 0, 0 in a nationality is O', () => {
    const [line1, line2] = zoneOf({ ...truth, nationality: 'POL' });
    const misread = line2.slice(0, 10) + 'P0L' + line2.slice(13, 15) + 'O' + line2.slice(16);
    const zone = readZone([line1, misread], TODAY);
    expect(zone).toMatchObject({ nationality: 'POL', birthDate: '1974-08-12', checkDigitsValid: true });
  });

  it('puts back fillers OCR merged, and clears filler runs misread as L', () => {
    const [line1, line2] = zoneOf(truth);
    const lines = findZoneLines(
      `${line1.replace('<<<<<<<<<<', '<<<<LLLLLL')}\n${line2.replace('<<<<<<', '<<<')}`,
    );
    expect(lines).toEqual([line1, line2]);
  });

  it.each(['document number', 'date of birth', 'expiry date', 'whole zone'] as const)(
    'reports a broken %s check digit and never repairs it',
    (check) => {
      const zone = read({ brokenCheck: check });
      expect(zone.checkDigitsValid).toBe(false);
      expect(zone.failedChecks).toContain(check);
      expect(passportFindings(zone, matching, '2026-11-24')).toContainEqual(
        expect.objectContaining({ code: 'mrz_check_digit', severity: 'error' }),
      );
    },
  );

  it('finds no zone in text without one', () => {
    expect(findZoneLines('PASSPORT\nSurname ERIKSSON\n1974-08-12')).toBeNull();
  });
});

describe('checking a read passport against the application', () => {
  it('finds nothing when everything matches, across transliteration', () => {
    expect(codesOf(matching)).toEqual([]);
    expect(
      codesOf(
        { ...matching, lastName: 'Müller', firstName: 'Jürgen' },
        { surname: 'MUELLER', givenNames: 'JUERGEN' },
      ),
    ).toEqual([]);
    expect(codesOf({ ...matching, lastName: "O'Brien-Smith" }, { surname: 'OBRIEN SMITH' })).toEqual([]);
  });

  it('accepts a long name the zone cut short', () => {
    const long = { surname: 'HERNANDEZ MARTINEZ DE LA CRUZ', givenNames: 'MARIA DE LOS ANGELES GUADALUPE' };
    expect(read(long).namesMayBeTruncated).toBe(true);
    expect(
      codesOf(
        {
          ...matching,
          lastName: 'Hernández Martínez de la Cruz',
          firstName: 'María de los Ángeles Guadalupe',
        },
        long,
      ),
    ).toEqual([]);
  });

  it.each([
    ['passport_number_mismatch', { passportNumber: 'L898902C4' }],
    ['name_mismatch', { lastName: 'Ericsson' }],
    ['name_mismatch', { firstName: 'Anna' }],
    ['nationality_mismatch', { nationality: 'NO' }],
    ['birth_date_mismatch', { dateOfBirth: '1974-08-21' }],
    ['expiry_date_mismatch', { passportExpiryDate: '2031-05-15' }],
    ['sex_mismatch', { gender: 'male' }],
  ] as const)('reports %s', (code, change) => {
    const findings = passportFindings(read(), { ...matching, ...change }, '2026-11-24');
    expect(findings.map((finding) => finding.code)).toEqual([code]);
    expect(findings[0]?.field).toMatch(/^personalInfo\./);
  });

  it('takes ICAO codes that are not ISO: D is Germany', () => {
    expect(codesOf({ ...matching, nationality: 'DE' }, { nationality: 'D' })).toEqual([]);
  });

  it("flags a passport that fails the destination's own validity rule, and one that has expired", () => {
    // Four months after the departure on 2027-03-01: the Schengen states ask 3, India 6 from arrival.
    const trip = { ...matching, plannedArrivalDate: '2027-02-20', passportExpiryDate: '2027-07-01' };
    const fourMonths = { expiryDate: '2027-07-01' };
    expect(codesOf({ ...trip, entryConditions: schengen, destination: 'Germany' }, fourMonths)).toEqual([]);
    const inIndia = passportFindings(read(fourMonths), { ...trip, entryConditions: india }, '2026-11-24');
    expect(inIndia).toEqual([
      expect.objectContaining({
        code: 'passport_validity_too_short',
        severity: 'error',
        message:
          'The passport expires on 2027-07-01. Passport must be valid until at least 2027-08-20, 6 months after you arrive, as India requires. Renew it first.',
      }),
    ]);
    const withoutTrip = { ...matching, plannedDepartureDate: undefined, passportExpiryDate: undefined };
    const soon = passportFindings(
      read({ expiryDate: '2027-02-01' }),
      { ...withoutTrip, entryConditions: india },
      '2026-11-24',
    );
    expect(soon).toEqual([
      expect.objectContaining({ code: 'passport_validity_too_short', severity: 'warning' }),
    ]);
    expect(codesOf(withoutTrip, { expiryDate: '2026-01-31' })).toEqual(['passport_expired']);
  });

  it('flags an 11-year-old passport for a Schengen state, not for a destination without an age limit', () => {
    const old = { ...matching, passportIssueDate: '2016-01-15', plannedArrivalDate: '2027-02-20' };
    expect(codesOf({ ...old, entryConditions: schengen })).toEqual(['passport_too_old']);
    expect(codesOf({ ...old, entryConditions: india })).toEqual([]);
  });

  it('does not call a field that failed its check digit a mismatch', () => {
    expect(codesOf({ ...matching, dateOfBirth: '1975-01-01' }, { brokenCheck: 'date of birth' })).toEqual([
      'mrz_check_digit',
      'mrz_check_digit',
    ]);
  });
});
