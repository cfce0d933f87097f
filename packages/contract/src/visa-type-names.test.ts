import { describe, expect, it } from 'vitest';
import { nameOfVisaType } from './visa-type-names';

describe('nameOfVisaType', () => {
  it.each([
    ['GB-TOURIST', 'Tourism visa'],
    ['US-BUSINESS', 'Business visa'],
    ['business', 'Business visa'],
    ['Student', 'Study visa'],
    ['conference', 'Conference visa'],
    ['Client Meeting', 'Client Meeting visa'],
    ['meeting', 'Client Meeting visa'],
    ['Schengen visa C', 'Schengen visa C'],
    ['  ', 'Visa'],
  ])('names %j as %j', (stored, name) => {
    expect(nameOfVisaType(stored)).toBe(name);
  });
});
