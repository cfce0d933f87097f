import { describe, expect, it } from 'vitest';
import { countryNameIn } from './country-name-in';

describe('a country’s name in the page’s language', () => {
  it('names a country from the locale data, keeping the server’s name in English', () => {
    expect(countryNameIn('es', 'DE', 'Germany')).toBe('Alemania');
    expect(countryNameIn('fr', 'IN', 'India')).toBe('Inde');
    expect(countryNameIn('ar', 'IN', 'India')).toBe('الهند');
    expect(countryNameIn('en', 'DE', 'Germany')).toBe('Germany');
    expect(countryNameIn('pseudo', 'DE', 'Germany')).toBe('Germany');
  });

  it('keeps the server’s name without a code, or for a code the locale data does not know', () => {
    expect(countryNameIn('es', undefined, 'Germany')).toBe('Germany');
    expect(countryNameIn('es', 'AA', 'Atlantis')).toBe('Atlantis');
  });
});
