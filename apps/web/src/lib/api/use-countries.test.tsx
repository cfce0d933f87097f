import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { CountryView } from '@visabridge/contract';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { activeCountriesKey, useActiveCountries } from './use-countries';

const country = (code: string, name: string) => ({ code, name, flag: '' }) as unknown as CountryView;
const fromServer = [country('DE', 'Germany'), country('AT', 'Austria'), country('ES', 'Spain')];

/** Two fields of one page asking for the countries, on a page in `locale` whose countries the server gave. */
const renderTwoFields = (locale: string, countries: CountryView[]) => {
  const client = new QueryClient();
  client.setQueryData(activeCountriesKey, countries);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={setupI18n({ locale, messages: { [locale]: {} } })}>{children}</I18nProvider>
    </QueryClientProvider>
  );
  return renderHook(() => [useActiveCountries().data, useActiveCountries().data], { wrapper }).result.current;
};

describe('the countries in the page’s language', () => {
  it('names and sorts them in that language', () => {
    const [countries] = renderTwoFields('de', fromServer);
    expect(countries?.map((named) => named.name)).toEqual(['Deutschland', 'Österreich', 'Spanien']);
    expect(renderTwoFields('en', fromServer)[0]).toBe(fromServer);
  });

  it('names a list once for every field of the page, not once each', () => {
    const countries = [...fromServer];
    const [first, second] = renderTwoFields('fr', countries);
    expect(first?.map((named) => named.name)).toEqual(['Allemagne', 'Autriche', 'Espagne']);
    expect(second).toBe(first);
    expect(renderTwoFields('fr', countries)[0]).toBe(first);
    expect(renderTwoFields('es', countries)[0]).not.toBe(first);
  });
});
