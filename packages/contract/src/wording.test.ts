import { describe, expect, it } from 'vitest';
import { countOf, nounFor, withArticle } from './wording';

describe('countOf', () => {
  it('uses the singular for one and the plural for any other count', () => {
    expect(countOf(1, 'application')).toBe('1 application');
    expect(countOf(0, 'application')).toBe('0 applications');
    expect(countOf(2, 'application')).toBe('2 applications');
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
    expect(nounFor(1, 'entry', 'entries')).toBe('entry');
  });
});

describe('withArticle', () => {
  it.each([
    ['Israel passport', 'an Israel passport'],
    ['Indian passport', 'an Indian passport'],
    ['India passport', 'an India passport'],
    ['Austria passport', 'an Austria passport'],
    ['Oman passport', 'an Oman passport'],
    ['Uzbekistan passport', 'an Uzbekistan passport'],
    ['German passport', 'a German passport'],
    ['Germany passport', 'a Germany passport'],
    ['United Kingdom passport', 'a United Kingdom passport'],
    ['Ukraine passport', 'a Ukraine passport'],
    ['Uganda passport', 'a Uganda passport'],
    ['Uruguay passport', 'a Uruguay passport'],
    ['European passport', 'a European passport'],
  ])('writes %j as %j', (phrase, written) => {
    expect(withArticle(phrase)).toBe(written);
  });
});
