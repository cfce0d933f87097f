import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from './i18n-provider';

function Greeting() {
  const { _ } = useLingui();
  return <p>{_('greeting')}</p>;
}

const spanish = () => setupI18n({ locale: 'es', messages: { es: {} } });

describe('I18nProvider', () => {
  it('gives the page its words, and shows words that load later', async () => {
    const i18n = spanish();
    render(
      <I18nProvider i18n={i18n}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('greeting')).toBeTruthy();
    await act(async () => i18n.load('es', { greeting: 'Hola' }));
    expect(screen.getByText('Hola')).toBeTruthy();
  });

  it('draws the loaded words in a transition: what shows stays until they are drawn', async () => {
    const i18n = spanish();
    const never = new Promise<never>(() => {});
    function Slow() {
      const { _ } = useLingui();
      const text = _('greeting');
      // Drawing the new words takes a while here: an urgent redraw would show the fallback meanwhile.
      if (text === 'Hola') use(never);
      return <p>{text}</p>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Slow />
        </Suspense>
      </I18nProvider>,
    );
    await act(async () => i18n.load('es', { greeting: 'Hola' }));
    expect(screen.getByText('greeting')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });
});
