import { setupI18n, type I18n } from '@lingui/core';
import { messages } from '@visabridge/contract';
import { describe, expect, it } from 'vitest';
import { messages as spanishCatalog } from './contract-texts/es';
import { contractText } from './contract-texts';

const i18nIn = (locale: string, catalog = {}) => {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: catalog });
  return i18n;
};

/** `text` through contractText once what it asked for has loaded (each load redraws the page). */
const settled = async (i18n: I18n, text: string) => {
  const changed = new Promise<void>((resolve) => i18n.on('change', resolve));
  const first = contractText(i18n, text);
  await Promise.race([changed, new Promise((resolve) => setTimeout(resolve, 1000))]);
  return { first, then: contractText(i18n, text) };
};

describe('contractText', () => {
  it('writes a keyed message from its catalog', () => {
    expect(contractText(i18nIn('es', spanishCatalog), messages.emailInvalid)).toBe(
      'Introduzca una dirección de correo electrónico válida',
    );
  });

  it("writes a schema's field message in Spanish once its translations have loaded", async () => {
    const { first, then } = await settled(i18nIn('es'), 'Passport number must be 5 to 20 letters or digits');
    expect(first).toBe('Passport number must be 5 to 20 letters or digits');
    expect(then).toBe('El número de pasaporte debe tener entre 5 y 20 letras o dígitos');
  });

  it('fills a templated field message with the value the English one carried', async () => {
    const { then } = await settled(i18nIn('es'), 'At most 12 employees on one trip');
    expect(then).toBe('Como máximo 12 empleados por viaje');
  });

  it('accents a field message in the test language, so a leak shows', async () => {
    const { then } = await settled(i18nIn('pseudo'), 'Choose at least one employee');
    expect(then).toBe('Chóósé át léást óné émplóýéé');
  });

  it('leaves any other text, and every text in English, as it is', async () => {
    expect((await settled(i18nIn('es'), 'Texto ya traducido por la API')).then).toBe(
      'Texto ya traducido por la API',
    );
    expect((await settled(i18nIn('en'), 'Choose at least one employee')).then).toBe(
      'Choose at least one employee',
    );
  });
});
