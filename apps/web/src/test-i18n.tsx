import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';

/**
 * `ui` with the messages of English and no catalog: Lingui shows each message's source text, so a test reads
 * the words as the page's code writes them.
 */
export const withI18n = (ui: ReactNode) => (
  <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>{ui}</I18nProvider>
);
