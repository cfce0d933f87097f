import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './interface-languages';

describe('negotiateLanguage', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['zh-TW', 'zh'],
    ['pt-BR,pt;q=0.9,fr;q=0.5,de;q=0.6', 'de'],
    ['ar-EG;q=0.4, fr-CA;q=0.4', 'ar'],
    ['FR-fr', 'fr'],
    ['de;q=0, en;q=0.1', 'en'],
    ['ja,ko', 'en'],
    ['*', 'en'],
    // A weight that is no number is read as none given.
    ['es;q=abc, de', 'es'],
    ['', 'en'],
  ])('answers %j with %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it('answers English without the header', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage(null)).toBe('en');
  });
});
