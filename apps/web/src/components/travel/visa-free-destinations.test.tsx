import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VisaFreeDestinations } from './visa-free-destinations';

const destinations = [{ code: 'JP', name: 'Japan', flag: '🇯🇵', stayDays: null }];

const chipsIn = (locale: string) => {
  render(
    <MemoryRouter>
      <I18nProvider i18n={setupI18n({ locale, messages: { [locale]: {} } })}>
        <VisaFreeDestinations passportCode="DE" destinations={destinations} />
      </I18nProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('link').textContent;
};

describe('visa-free destinations', () => {
  it("name each country in the page's language", () => {
    expect(chipsIn('es')).toContain('Japón');
  });

  it('keep the name the server gave in English', () => {
    expect(chipsIn('en')).toContain('Japan');
  });
});
