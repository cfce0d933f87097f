import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import type { TripResult } from '@visabridge/contract/trips';
import { describe, expect, it } from 'vitest';
import TripAnswer from './trip-answer';

const germany = { id: 'DE', code: 'DE', name: 'Germany', flag: '', region: 'Europe', isActive: true };
const result = {
  fromCountry: germany,
  purpose: 'tourist',
  legs: [],
  checklist: [],
  summary: { applyBefore: [], notAdmitted: [], text: '' },
} as unknown as TripResult;

const headingIn = (locale: string) => {
  render(
    <I18nProvider i18n={setupI18n({ locale, messages: { [locale]: {} } })}>
      <TripAnswer result={result} />
    </I18nProvider>,
  );
  return screen.getByRole('heading', { level: 2, name: /passport/ }).textContent;
};

describe("the trip's answer", () => {
  it("names the passport's country in the page's language", () => {
    expect(headingIn('es')).toContain('Alemania');
  });

  it('keeps the name the server gave in English', () => {
    expect(headingIn('en')).toBe('Your trip with a Germany passport');
  });
});
