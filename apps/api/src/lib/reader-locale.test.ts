import { describe, expect, it } from 'vitest';
import { readerLocaleOf } from './reader-locale';

const everyLanguage = ['en', 'es', 'fr', 'de', 'zh', 'ar'] as const;

describe('the locale a text to one reader writes dates and amounts in', () => {
  it("is the reader's language with their region's conventions", () => {
    expect(readerLocaleOf('es', 'en-US', everyLanguage)).toBe('es-US-u-nu-latn');
    expect(readerLocaleOf('de', 'de-DE', everyLanguage)).toBe('de-DE');
    expect(readerLocaleOf('en', 'en-GB', everyLanguage)).toBe('en-GB');
  });

  it('is English where the site does not offer their language, or they have none, and en-US without a region', () => {
    expect(readerLocaleOf('es', 'en-US', ['en'])).toBe('en-US');
    expect(readerLocaleOf('es', 'fr-FR', ['en'])).toBe('fr-FR');
    expect(readerLocaleOf('xx', 'en-US', everyLanguage)).toBe('en-US');
    expect(readerLocaleOf(null, null, everyLanguage)).toBe('en-US');
  });
});
