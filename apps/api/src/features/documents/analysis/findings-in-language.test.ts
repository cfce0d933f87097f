import { interfaceLanguages } from '@visabridge/contract';
import { describe, expect, it } from 'vitest';
import { conditionsOf } from '../../../test/entry-conditions';
import { zoneOf, type PassportTruth } from '../../../test/synthetic-passports';
import { findingTexts } from './finding-texts/finding-texts';
import { passportFindings, type ApplicantDetails } from './passport-findings';
import { photoFindings } from './photo-findings';
import { readZone } from './read-mrz-text';

const truth: PassportTruth = {
  documentNumber: 'L898902C3',
  surname: 'ERIKSSON',
  givenNames: 'ANNA MARIA',
  nationality: 'SWE',
  birthDate: '1974-08-12',
  sex: 'female',
  expiryDate: '2027-04-15',
  brokenCheck: null,
};
const read = (changes: Partial<PassportTruth> = {}) =>
  readZone(zoneOf({ ...truth, ...changes }), new Date('2026-11-24T00:00:00Z'));
// Schengen asks 3 months beyond departure (2027-03-01): the passport falls short, the sex and surname do not match.
const details: ApplicantDetails = {
  firstName: 'Anna Maria',
  lastName: 'Erikson',
  gender: 'male',
  plannedArrivalDate: '2027-02-20',
  plannedDepartureDate: '2027-03-01',
  passportIssueDate: '2016-01-15',
  entryConditions: conditionsOf('schengen', 'The Schengen area'),
  destination: 'Germany',
  destinationCode: 'DE',
};
const findingsIn = (language: (typeof interfaceLanguages)[number]) =>
  passportFindings(read({ brokenCheck: 'date of birth' }), details, '2026-11-24', language);

/** English words the checks write, which no other language's finding may keep. */
const english =
  /\b(passport|Renew|valid|until|reads|application|check digit|months?|Schengen area|Germany)\b/i;

describe('the document checks’ findings in the reader’s language', () => {
  it('keep their codes, severities and fields in every language', () => {
    const shape = (language: (typeof interfaceLanguages)[number]) =>
      findingsIn(language).map(({ code, severity, field }) => ({ code, severity, field }));
    // The date of birth's check digit fails, and with it the whole zone's.
    expect(shape('en').map(({ code }) => code)).toEqual([
      'mrz_check_digit',
      'mrz_check_digit',
      'passport_validity_too_short',
      'passport_too_old',
      'name_mismatch',
      'sex_mismatch',
    ]);
    for (const language of interfaceLanguages) expect(shape(language)).toEqual(shape('en'));
  });

  it.each(['es', 'fr', 'de', 'zh', 'ar'] as const)('are written wholly in %s', (language) => {
    for (const { message } of findingsIn(language)) expect(message).not.toMatch(english);
  });

  it('name the rule’s owner and the destination in the language, and keep what the passport reads', () => {
    const [check, , validity, age, name, sex] = findingsIn('de').map((finding) => finding.message);
    expect(check).toMatch(/^Die Prüfziffer des Geburtsdatums stimmt nicht/);
    expect(validity).toBe(
      'Der Reisepass läuft am 2027-04-15 ab. Er muss mindestens bis zum 2027-06-01 gültig sein, also 3 Monate über Ihre Ausreise hinaus (Regel für: Schengen-Raum). Bitte erneuern Sie ihn zuerst.',
    );
    expect(age).toContain('in den 10 Jahren vor Ihrer Einreise');
    expect(name).toBe(
      'Im Reisepass steht als Nachname ERIKSSON, im Antrag jedoch Erikson. Korrigieren Sie die falsche Angabe.',
    );
    expect(sex).toContain('im Antrag jedoch männlich');
    expect(findingsIn('es')[2]?.message).toContain(
      '3 meses después de su salida (norma de: espacio Schengen)',
    );
    expect(findingsIn('zh')[2]?.message).toContain('即离境后 3 个月（申根区的规定）');
    expect(findingsIn('ar')[2]?.message).toContain('أي 3 أشهر بعد مغادرتك');
  });

  it('keep English as it was', () => {
    expect(findingsIn('en')[2]?.message).toBe(
      'The passport expires on 2027-04-15. Passport must be valid until at least 2027-06-01, 3 months after you leave, as the Schengen area requires. Renew it first.',
    );
  });

  it('write a photo’s findings with the destination’s name in the language', () => {
    const photo = { mimeType: 'image/jpeg', width: 300, height: 300, bytes: 9_000 };
    const spec = conditionsOf('schengen', 'The Schengen area').photo;
    const messages = photoFindings({ photo, spec, destination: 'Francia', texts: findingTexts.es }).map(
      (finding) => finding.message,
    );
    expect(messages).toEqual([
      'La foto mide 300 x 300 píxeles; el destino (Francia) exige la proporción 35:45 de una copia impresa de 35 x 45 mm. Recórtela con esa forma.',
      'La foto mide 300 x 300 píxeles; el destino (Francia) exige al menos 413 x 531 píxeles (35 x 45 mm a 300 ppp).',
      'El archivo solo ocupa 9 kB, lo que suele indicar una compresión excesiva. Suba la foto original si la tiene.',
    ]);
  });
});
