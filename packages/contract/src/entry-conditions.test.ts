import { describe, expect, it } from 'vitest';
import { addMonthsTo } from './days';
import { passportRuleProblems, type EntryConditionsView } from './entry-conditions';

const base: EntryConditionsView = {
  scope: 'X',
  appliesTo: 'X',
  passportValidity: null,
  passportValidityMonths: null,
  maxPassportAgeYears: null,
  blankPages: null,
  onwardTicket: null,
  proofOfFunds: null,
  source: 'https://example.gov/',
  photo: null,
  recordedOn: '2026-11-28',
};
const schengen = {
  ...base,
  appliesTo: 'The Schengen area',
  passportValidity: 'beyond_departure',
  passportValidityMonths: 3,
  maxPassportAgeYears: 10,
} as const;
const sixFromArrival = {
  ...base,
  appliesTo: 'India',
  passportValidity: 'beyond_arrival',
  passportValidityMonths: 6,
} as const;
const forStay = { ...base, appliesTo: 'United Kingdom', passportValidity: 'for_stay' } as const;
const trip = { destination: 'Here', arrival: '2027-03-01', departure: '2027-03-10' };
const codes = (conditions: EntryConditionsView | null, passport: { expiry: string; issued?: string }) =>
  passportRuleProblems({ conditions, ...trip, ...passport }).map((problem) => problem.code);

describe('the passport rule arithmetic', () => {
  it('adds calendar months, back and forth', () => {
    expect(addMonthsTo('2027-03-10', 3)).toBe('2027-06-10');
    expect(addMonthsTo('2027-03-01', -120)).toBe('2017-03-01');
  });

  it('admits a passport ending 4 months after departure under the Schengen rule, not under 6 from arrival', () => {
    expect(codes(schengen, { expiry: '2027-07-10' })).toEqual([]);
    expect(codes(sixFromArrival, { expiry: '2027-07-10' })).toEqual(['validity']);
  });

  it('holds each rule to its own day: the last day counts', () => {
    expect(codes(schengen, { expiry: '2027-06-10' })).toEqual([]);
    expect(codes(schengen, { expiry: '2027-06-09' })).toEqual(['validity']);
    expect(codes(sixFromArrival, { expiry: '2027-09-01' })).toEqual([]);
    expect(codes(forStay, { expiry: '2027-03-10' })).toEqual([]);
    expect(codes(forStay, { expiry: '2027-03-09' })).toEqual(['validity']);
  });

  it('refuses a passport issued more than 10 years before arrival where the rule says so', () => {
    expect(codes(schengen, { expiry: '2030-01-01', issued: '2017-03-01' })).toEqual([]);
    expect(codes(schengen, { expiry: '2030-01-01', issued: '2017-02-28' })).toEqual(['age']);
    expect(codes(schengen, { expiry: '2030-01-01', issued: '2016-02-28' })).toEqual(['age']);
    expect(codes(sixFromArrival, { expiry: '2030-01-01', issued: '2010-01-01' })).toEqual([]);
  });

  it('asks no more than the stay where the rule is not known, and says so', () => {
    expect(codes(null, { expiry: '2027-03-10' })).toEqual([]);
    expect(passportRuleProblems({ conditions: null, ...trip, expiry: '2027-03-09' })).toEqual([
      {
        code: 'validity',
        message:
          "Passport must be valid until at least 2027-03-10, the day you leave (Here's own rule is not in our data; it may ask for more)",
      },
    ]);
  });
});
