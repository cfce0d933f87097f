import { setupI18n, type Messages } from '@lingui/core';
import type { EntryConditionsView, InterfaceLanguage } from '@visabridge/contract';
import { describe, expect, it } from 'vitest';
import { passportRuleTextIn } from './passport-rule-text';
import { visaTypeNameIn } from './visa-type-name';

/** The applications feature's own catalogs, where the wizard's words are. */
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*.po');

/** Messages in `language` with the applications feature's words. */
const i18nIn = async (language: InterfaceLanguage) => {
  const load = catalogs[`../../locales/${language}.po`];
  if (!load) throw new Error(`no applications catalog in ${language}`);
  const { messages } = await load();
  return setupI18n({ locale: language, messages: { [language]: messages } });
};

const schengen: EntryConditionsView = {
  scope: 'schengen',
  appliesTo: 'The Schengen area',
  passportValidity: 'beyond_departure',
  passportValidityMonths: 3,
  maxPassportAgeYears: 10,
  blankPages: 1,
  onwardTicket: null,
  proofOfFunds: null,
  source: 'https://home-affairs.ec.europa.eu/',
  photo: null,
  recordedOn: '2026-11-28',
};

const japan: EntryConditionsView = {
  ...schengen,
  scope: 'JP',
  appliesTo: 'Japan',
  passportValidity: 'beyond_arrival',
  passportValidityMonths: 1,
  maxPassportAgeYears: null,
  blankPages: null,
};

describe('the passport rule in the page’s language', () => {
  it('reads in Spanish, with its plurals and whose rule it is', async () => {
    const i18n = await i18nIn('es');
    expect(passportRuleTextIn(i18n, schengen, 'Francia')).toBe(
      'Pasaporte válido al menos 3 meses después de la fecha de salida, expedido en los últimos 10 años y con 1 página en blanco (norma aplicable: espacio Schengen)',
    );
    expect(passportRuleTextIn(i18n, japan, 'Japón')).toBe(
      'Pasaporte válido al menos 1 mes a partir de la fecha de llegada (norma aplicable: Japón)',
    );
    expect(passportRuleTextIn(i18n, null, 'Japón')).toBe(
      'Pasaporte válido: la norma de validez de pasaportes de Japón no figura en nuestros datos; confírmela en la fuente oficial antes de viajar',
    );
  });

  it('reads as before in English', async () => {
    expect(passportRuleTextIn(await i18nIn('en'), schengen, 'France')).toBe(
      'Passport valid at least 3 months beyond the date you leave, issued within the previous 10 years, and with 1 blank page (rule of the Schengen area)',
    );
  });

  it('uses Arabic’s dual for two months', async () => {
    const rule = passportRuleTextIn(await i18nIn('ar'), { ...japan, passportValidityMonths: 2 }, 'اليابان');
    expect(rule).toContain('صالح لمدة شهرين على الأقل من تاريخ وصولك');
    expect(rule).toContain('اليابان');
  });
});

describe('a visa type’s name in the page’s language', () => {
  it('translates the names VisaBridge ships: catalogue codes, purposes and the company menu’s', async () => {
    const i18n = await i18nIn('es');
    expect(visaTypeNameIn(i18n, 'GB-TOURIST')).toBe('Visa de turismo');
    expect(visaTypeNameIn(i18n, 'business')).toBe('Visa de negocios');
    expect(visaTypeNameIn(i18n, 'meeting')).toBe('Visa para reuniones con clientes');
  });

  it('keeps a name an operator typed as typed', async () => {
    expect(visaTypeNameIn(await i18nIn('es'), 'Working holiday')).toBe('Working holiday visa');
  });
});
