import { describe, expect, it } from 'vitest';
import { assertStrongPassword, personalWords } from './password-strength';

const tomas = {
  email: 'tomas.bravo@bravo-logistics.com',
  firstName: 'Tomas',
  lastName: 'Bravo',
  dateOfBirth: '1990-01-01',
  country: 'Germany',
};
const stranger = {
  email: 'kim.lee@example.org',
  firstName: 'Kim',
  lastName: 'Lee',
  dateOfBirth: '1972-07-23',
  country: 'Peru',
};

const refusal = (password: string, personal = tomas) =>
  assertStrongPassword({ password, field: 'password', personal }).then(
    () => null,
    (error: { message: string }) => error.message,
  );

describe('assertStrongPassword', () => {
  it.each([
    'tomasbravo1990',
    'Germany1990!',
    'TomasBravo01011990',
    'bravo-logistics900101',
    'Bravo01.01.1990x',
    'tomas.bravo1.1.1990',
  ])('refuses %j for Tomas Bravo, a German born on 1 January 1990', async (password) => {
    expect(await refusal(password)).toMatch(/^This password is too easy to guess: \S/);
  });

  it('accepts a password made of words that are not about the person', async () => {
    expect(await refusal('Lantern-Oboe-Quietly-47', tomas)).toBeNull();
    expect(await refusal('Germany1990!' + 'Wombat&Kettle', stranger)).toBeNull();
  });

  it.each(['correct horse battery staple', 'Correct-Horse-Battery-Staple', 'baseball1', 'iloveyou2'])(
    'refuses the breached or published password %j',
    async (password) => {
      expect(await refusal(password, stranger)).toMatch(/^This password is too easy to guess: /);
    },
  );

  it('names leaked lists when zxcvbn alone would let a breached passphrase through', async () => {
    expect(await refusal('correct horse battery staple', stranger)).toBe(
      'This password is too easy to guess: it is in lists of passwords leaked from other sites, which attackers try first.',
    );
  });
});

describe('personalWords', () => {
  it('gives names, the email parts, the birth date as people write it and the country', () => {
    const words = personalWords(tomas);
    for (const word of ['tomas', 'bravo', 'tomasbravo', 'tomas.bravo', 'logistics', 'germany'])
      expect(words).toContain(word);
    for (const form of ['1990', '90', '0101', '900101', '01011990', '19900101', '111990'])
      expect(words).toContain(form);
    expect(words).not.toContain('com');
  });
});
