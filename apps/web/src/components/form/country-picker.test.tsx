import type { CountryView } from '@visabridge/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { withI18n } from '../../test-i18n';
import { CountryPicker } from './country-picker';

const country = (code: string, name: string, flag: string): CountryView => ({
  id: code,
  code,
  name,
  flag,
  region: 'Europe',
  isActive: true,
});
const countries = [
  country('DE', 'Germany', '🇩🇪'),
  country('FR', 'France', '🇫🇷'),
  country('JP', 'Japan', '🇯🇵'),
];

/** The picker as a form holds it: the chosen code in state, each choice reported to `chose`. */
function Destination({ chose, initial = '' }: { chose: (code: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <CountryPicker
      label="Destination"
      name="destination"
      countries={countries}
      value={value}
      isLoading={false}
      onChange={(code) => {
        setValue(code);
        chose(code);
      }}
    />
  );
}

describe('the country field before and after its search arrives', () => {
  it('hands what was typed into the plain field, and the focus, over to the searchable one', async () => {
    const chose = vi.fn();
    render(withI18n(<Destination chose={chose} initial="DE" />));
    const standIn = screen.getByRole('combobox', { name: 'Destination' });
    expect(standIn).toHaveProperty('value', 'Germany');
    // Typed at once, before the search has arrived: the plain field takes it.
    fireEvent.focus(standIn);
    fireEvent.change(standIn, { target: { value: 'Fra' } });
    expect(standIn).toHaveProperty('value', 'Fra');

    // The searchable field replaces it with the same text, the focus and the matching countries open.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).not.toBe(standIn), {
      timeout: 15_000,
    });
    const search = screen.getByRole('combobox', { name: 'Destination' });
    expect(search).toHaveProperty('value', 'Fra');
    expect(document.activeElement).toBe(search);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('France'),
    ]);
    expect(chose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('option', { name: /France/ }));
    expect(chose).toHaveBeenCalledWith('FR');
    expect(search).toHaveProperty('value', 'France');
  });

  it('draws the searchable field at once once the search is in memory, showing the chosen country', async () => {
    const chose = vi.fn();
    render(withI18n(<Destination chose={chose} initial="JP" />));
    const field = screen.getByRole('combobox', { name: 'Destination' });
    expect(field).toHaveProperty('value', 'Japan');
    await userEvent.clear(field);
    await userEvent.type(field, 'ger');
    await userEvent.keyboard('{Enter}');
    expect(chose).toHaveBeenCalledWith('DE');
    expect(field).toHaveProperty('value', 'Germany');
  });
});
