import { describe, expect, it } from 'vitest';
import { budgetInput } from './corporate';
import { listApplicationsQuery } from './applications';
import {
  calendarDate,
  dateTime,
  integer,
  notAllowedCharacters,
  queryInteger,
  requiredText,
  text,
} from './primitives';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text', () => {
  it.each([
    ['a NUL byte', 'Ann\u0000a'],
    ['a lone high surrogate', 'Ann\ud800a'],
    ['a lone low surrogate', '\udc00Anna'],
  ])('refuses %s with a clear message', (_, value) => {
    expect(messageOf(text(100).safeParse(value))).toBe(notAllowedCharacters);
    expect(messageOf(requiredText('Name is required', 100).safeParse(value))).toBe(notAllowedCharacters);
  });

  it('keeps a surrogate pair (an emoji) whole', () => {
    expect(text(100).parse('Trip 🌍')).toBe('Trip 🌍');
  });

  it('strips control and bidi characters from a single line and turns line breaks into spaces', () => {
    expect(text(100).parse(' Ann\u0007a\u202E Smith\r\nJr ')).toBe('Anna Smith Jr');
  });

  it('keeps line breaks in multi-line text but drops other control characters', () => {
    expect(text(100, { multiLine: true }).parse('Line 1\n\tLine\u001b 2')).toBe('Line 1\n\tLine 2');
  });
});

describe('calendarDate', () => {
  it.each(['2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10', '0000-01-01', '2024-2-3', ' 2024-02-03'])(
    'refuses %s',
    (value) => expect(calendarDate('Bad date').safeParse(value).success).toBe(false),
  );

  it.each(['2024-02-29', '1999-12-31', '2030-01-01'])('accepts %s', (value) =>
    expect(calendarDate().parse(value)).toBe(value),
  );

  it('refuses an impossible submittedFrom on the applications list', () => {
    const result = listApplicationsQuery.safeParse({ submittedFrom: '2024-02-30' });
    expect(result.error?.issues[0]?.path).toEqual(['submittedFrom']);
  });
});

describe('dateTime', () => {
  it('accepts an instant with its offset and refuses impossible ones', () => {
    expect(dateTime().safeParse('2025-03-01T09:30:00+01:00').success).toBe(true);
    expect(dateTime().safeParse('2025-02-30T09:30:00Z').success).toBe(false);
    expect(dateTime().safeParse('0000-03-01T09:30:00Z').success).toBe(false);
  });
});

describe('integer', () => {
  it('stays within an int4 column', () => {
    expect(integer().safeParse(2_147_483_647).success).toBe(true);
    expect(messageOf(integer().safeParse(2_147_483_648))).toBe('Must be at most 2147483647');
    expect(integer('Whole', { max: 1e12 }).safeParse(2_147_483_648).success).toBe(false);
    expect(queryInteger().safeParse('99999999999').success).toBe(false);
    expect(messageOf(queryInteger('Page must be a whole number').safeParse('x'))).toBe(
      'Page must be a whole number',
    );
  });

  it('refuses a company budget wider than its column', () => {
    expect(messageOf(budgetInput.safeParse({ monthlyBudget: 2_147_483_648 }))).toBe('Budget is too large');
    expect(budgetInput.safeParse({ monthlyBudget: 2_147_483_647 }).success).toBe(true);
  });
});
