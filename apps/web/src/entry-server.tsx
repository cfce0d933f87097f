import type createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { isRightToLeft, type WebServerEntry } from '@visabridge/contract';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createI18n, loadCatalogsOf } from './app/catalogs';
import { AppProviders } from './app/providers';
import { createStyleCache } from './app/style-cache';
import { preloadPagesAt } from './app/lazy-page';
import { dataStatusKey } from './features/visa-check/api/get-data-status';
import { popularDestinationsKey } from './features/visa-check/api/get-popular-destinations';
import { AppRoutes, routes } from './app/router';
import { seededQueriesElement } from './app/seeded-queries';
import { contentPageQuery } from './lib/api/use-content-page';
import { faqKey } from './lib/api/use-faq';
import { activeCountriesKey } from './lib/api/use-countries';
import { demoAccountsKey } from './lib/api/use-demo-accounts';
import { formEchoKey } from './lib/form-echo';
import { setFormatLanguage } from './lib/format';
import { DemoMarkContext } from './lib/api/use-demo-mode';
import { platformStatsKey } from './lib/api/use-platform-stats';
import { siteInfoKey } from './lib/api/use-site-info';

/**
 * The answers under the keys the pages ask for them by (GET /platform/site, /platform/stats, /content/{slug},
 * /content/faq, /countries/popular, /countries?active=true, /visa/data-status, /auth/demo-accounts), and a
 * posted form's echo.
 */
export const seededAnswers: WebServerEntry['seededAnswers'] = ({
  siteInfo,
  platformStats,
  contentPage,
  faq,
  popularDestinations,
  activeCountries,
  dataStatus,
  demoAccounts,
  formEcho,
}) => [
  { queryKey: siteInfoKey, data: siteInfo },
  ...(platformStats ? [{ queryKey: platformStatsKey, data: platformStats }] : []),
  ...(contentPage ? [{ queryKey: contentPageQuery(contentPage.slug).queryKey, data: contentPage }] : []),
  ...(faq ? [{ queryKey: faqKey, data: faq }] : []),
  ...(popularDestinations ? [{ queryKey: popularDestinationsKey, data: popularDestinations }] : []),
  ...(activeCountries ? [{ queryKey: activeCountriesKey, data: activeCountries }] : []),
  ...(dataStatus ? [{ queryKey: dataStatusKey, data: dataStatus }] : []),
  ...(demoAccounts ? [{ queryKey: demoAccountsKey, data: demoAccounts }] : []),
  ...(formEcho ? [{ queryKey: formEchoKey, data: formEcho }] : []),
];

type EmotionCache = ReturnType<typeof createCache>;
type StyleChunk = { key: string; ids: string[]; css: string };

/**
 * The styles the page's components composed on the way to the ones its elements wear (a MUI component's
 * own styles, before the component it wraps merges them into one class). No element wears them, so the
 * critical styles leave them out; sent too, they are styles the browser's first render finds already there,
 * instead of writing each out again while it takes the page over.
 */
const composedStyles = (cache: EmotionCache, critical: StyleChunk[]): StyleChunk => {
  const sent = new Set(critical.flatMap((chunk) => chunk.ids));
  const ids = Object.keys(cache.inserted).filter(
    (id) =>
      !sent.has(id) &&
      typeof cache.inserted[id] === 'string' &&
      cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  return { key: cache.key, ids, css: ids.map((id) => cache.inserted[id]).join('') };
};

const textOf = async (stream: AsyncIterable<Buffer | string>) => {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
};

// Pages are drawn one at a time: dates and numbers are written in one page's language at a time (lib/format.ts).
let lastDrawing: Promise<unknown> = Promise.resolve();

/**
 * Draws a public page as a visitor sees it before the app has started: signed-in state not known yet, the
 * answers in `seededQueries` already there, every other answer still loading. Waits for the page's code
 * to load, so the result is the whole page; the browser then hydrates it.
 */
export const renderPage: WebServerEntry['renderPage'] = async (
  url,
  { demoMode, seededQueries, language, basename },
) => {
  const { pathname, search } = new URL(url);
  const direction = isRightToLeft(language) ? 'rtl' : 'ltr';
  const [i18n, cache] = await Promise.all([createI18n(language), createStyleCache(direction)]);
  const emotion = createEmotionServer(cache);
  // Loaded first, as the browser loads it before it takes the drawing over: both then draw the page alike.
  // The footer's words too: the server draws it, which the browser keeps as drawn.
  await Promise.all([preloadPagesAt(routes, pathname, i18n), loadCatalogsOf(i18n, 'footer')]);
  const drawn = lastDrawing.then(async () => {
    // A visitor's region (en-US) in the page's language, as the browser goes on writing them (start-app.tsx).
    setFormatLanguage(language === 'pseudo' ? 'en' : language);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <CacheProvider value={cache}>
          <DemoMarkContext.Provider value={demoMode}>
            <AppProviders i18n={i18n} direction={direction} seededQueries={seededQueries}>
              <StaticRouter basename={basename} location={`${basename}${pathname}${search}`}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </DemoMarkContext.Provider>
        </CacheProvider>
      </StrictMode>,
      // The whole page in place, in order: no part sent apart to be moved in by script (which the page's
      // Content-Security-Policy would refuse, and which a page with nothing pending does not need).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return textOf(prelude);
  });
  lastDrawing = drawn.catch(() => undefined);
  const drawing = await drawn;
  if (drawing.includes('<script'))
    throw new Error(`${url} was drawn with script the page's policy would refuse`);
  // React writes a page's <title> and <meta name="description"> first; they belong in the head, where the
  // browser's React finds them again.
  const [hoisted = ''] = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*>)*/.exec(drawing) ?? [];
  const title = /<title>([\s\S]*?)<\/title>/.exec(hoisted);
  const body = drawing.slice(hoisted.length);
  const critical = emotion.extractCriticalToChunks(body);
  const composed = composedStyles(cache, critical.styles);
  // Marked as placed (`data-s`): they are in the head already, where emotion would otherwise move each one
  // to its end as the browser's app starts, before its sheet takes them over (and moves them once more):
  // each move makes the browser parse the stylesheet again, in that long task.
  const styles = emotion
    .constructStyleTagsFromChunks({
      ...critical,
      styles: composed.ids.length ? [...critical.styles, composed] : critical.styles,
    })
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  const metas = hoisted.replace(/<title>[\s\S]*?<\/title>/, '');
  return { title: title?.[1] ?? null, head: metas + styles + seededQueriesElement(seededQueries), body };
};
