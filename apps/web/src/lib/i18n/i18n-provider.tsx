import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * Lingui's `I18nProvider`, except that what shows the page's words draws again in a transition when more
 * words load (a part's catalog, a schema's message): in slices, between which the browser stays responsive.
 * Lingui's own draws again at once; while the browser is still taking over a page the server drew, that
 * makes React take over all the rest of the page in one long task (up to 300 ms on a slow phone).
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [loads, setLoads] = useState(0);
  useEffect(() => i18n.on('change', () => startTransition(() => setLoads((count) => count + 1))), [i18n]);
  const context = useMemo(() => ({ i18n, _: i18n.t.bind(i18n), loads }), [i18n, loads]);
  return <LinguiContext value={context}>{children}</LinguiContext>;
}
