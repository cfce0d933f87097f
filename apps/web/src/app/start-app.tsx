import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { TakingOverProvider } from '../components/server-drawn';
import { setFormatLanguage } from '../lib/format';
import { addressBasename, pageLanguage } from '../lib/i18n/page-language';
import { keepTypedBeforeStart } from '../lib/typed-before-start';
import { createI18n, setAppLanguage } from './catalogs';
import { HandOver, takeKeptTaps } from './hand-over';
import { preloadPagesAt } from './lazy-page';
import { nextTask } from './next-task';
import { AppProviders } from './providers';
import { AppRoutes, routes } from './router';
import { readSeededQueries } from './seeded-queries';
import { setPageI18n } from '../lib/i18n/contract-texts';
import { createStyleCache } from './style-cache';
import { appTheme, createRoot, hydrateRoot } from './runtime';

/**
 * Marks the page (`<html data-started>`) once the app runs it. Until then a page the server drew shows but
 * does not respond, so whatever drives the page (end-to-end tests, monitoring) waits for the mark.
 */
function StartedMark() {
  useEffect(() => {
    document.documentElement.dataset.started = '';
  }, []);
  return null;
}

/**
 * Runs the app in `root`. The page for this address loads first, so it draws complete. A public page comes
 * drawn by the server: the browser then takes over what is on screen instead of drawing it again, unless
 * the page's code failed to load: the browser cannot draw what the server drew, so it draws the page's
 * error screen afresh. Each step gets a task of its own, between which the browser stays responsive: after
 * the app's code has run, making the theme (about 70 ms on a phone, which would otherwise lengthen the
 * first slice of taking the page over), then finding the page among the routes (about 30 ms) and loading
 * its code.
 */
export const startApp = async (root: HTMLElement) => {
  const direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  const basename = addressBasename(window.location.pathname);
  const language = pageLanguage();
  // Dates and numbers in the page's words, as the server wrote them.
  setFormatLanguage(language === 'pseudo' ? 'en' : language);
  const [i18n, styleCache] = await Promise.all([createI18n(language), createStyleCache(direction)]);
  setAppLanguage({ i18n, direction, styleCache });
  setPageI18n(i18n);
  const app = (
    <StrictMode>
      <CacheProvider value={styleCache}>
        <AppProviders i18n={i18n} direction={direction} seededQueries={readSeededQueries()}>
          <BrowserRouter basename={basename}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </CacheProvider>
      <StartedMark />
    </StrictMode>
  );
  await nextTask();
  appTheme(direction);
  await nextTask();
  const path = window.location.pathname.slice(basename.length) || '/';
  const allLoaded = await preloadPagesAt(routes, path, i18n);
  // In a transition, React takes the page over in slices between which the browser stays responsive,
  // instead of in one long task.
  const taps = takeKeptTaps();
  if (allLoaded && root.hasChildNodes()) {
    // What was typed and tapped on the drawn page so far: the forms start from it, the taps replay after.
    keepTypedBeforeStart(root);
    startTransition(
      () =>
        void hydrateRoot(
          root,
          <TakingOverProvider>
            {app}
            <HandOver root={root} taps={taps} />
          </TakingOverProvider>,
        ),
    );
  } else createRoot(root).render(app);
};
