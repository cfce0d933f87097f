import { describe, expect, it } from 'vitest';
import { registerForm, resolveNames, splitFullName } from './auth';

describe('full name split', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Mary Ann Evans', 'Mary', 'Ann Evans'],
    ['  Plato  ', 'Plato', 'Plato'],
    ['Jean   Paul  Sartre', 'Jean', 'Paul Sartre'],
  ])('splits %j into %j and %j', (fullName, firstName, lastName) => {
    expect(splitFullName(fullName)).toEqual({ firstName, lastName });
  });

  it('prefers explicit first and last names over the full name', () => {
    expect(resolveNames({ fullName: 'A B', firstName: 'Grace', lastName: 'Hopper' })).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });
});

describe('registration form', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0958',
    password: 'analytical',
    confirmPassword: 'analytical',
    nationality: 'GB',
    dateOfBirth: '1990-12-10',
    agreeToTerms: true,
    subscribeNewsletter: false,
  };
  const messagesFor = (input: object) => {
    const result = registerForm.safeParse(input);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts a complete form', () => {
    expect(messagesFor(valid)).toEqual([]);
  });

  it('reports mismatched passwords even while other fields are still wrong', () => {
    expect(messagesFor({ ...valid, firstName: '', confirmPassword: 'different' })).toEqual([
      'firstName: First name is required',
      'confirmPassword: Passwords do not match',
    ]);
  });

  it('asks to confirm the password and to accept the terms', () => {
    expect(messagesFor({ ...valid, confirmPassword: '', agreeToTerms: false })).toEqual([
      'confirmPassword: Please confirm your password',
      'agreeToTerms: You must agree to the terms and conditions',
    ]);
  });

  it('reports mismatched passwords while the nationality is still missing', () => {
    expect(messagesFor({ ...valid, nationality: '', confirmPassword: 'different' })).toEqual([
      'nationality: Nationality is required',
      'confirmPassword: Passwords do not match',
    ]);
  });

  it.each([
    ['', 'nationality: Nationality is required'],
    ['Germany', 'nationality: Nationality must be a two-letter country code'],
  ])('refuses the nationality %j', (nationality, message) => {
    expect(messagesFor({ ...valid, nationality })).toEqual([message]);
  });

  it('takes the nationality as an upper-case country code', () => {
    expect(registerForm.parse({ ...valid, nationality: 'pe' }).nationality).toBe('PE');
  });
});
