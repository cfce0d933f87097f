import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  contentSlugs,
  isPublicPage,
  type FormEchoView,
  type PageAnswers,
  popularDestinationsShown,
  type RenderedPage,
  type WebServerEntry,
} from '@visabridge/contract';
import type { AppContext } from '../domain/app-context';
import type { PageLanguage } from '../lib/page-language';
import { webServerEntry } from '../lib/package-root';
import { listDemoAccounts } from '../features/auth/list-demo-accounts';
import { getContentPage, getFaq } from '../features/content/content-pages';
import { listCountries } from '../features/countries/country-list';
import { listPopularDestinations } from '../features/countries/popular-destinations';
import { readPlatformStats, readSiteInfo } from '../features/platform/platform-views';
import { readDataStatus } from '../domain/visa/data-status';

/**
 * Draws the page for a request's address, or says (null) that the browser draws it; with `formEcho`, the
 * page's form as a post sent before the app ran left it (drawn for that answer only, never kept).
 */
export type PageRenderer = (
  url: string,
  options: { formEcho?: FormEchoView | undefined; language: PageLanguage; basename: string },
) => Promise<RenderedPage | null>;

/** The web app's server build, when it has been built (`npm run build`); without it pages draw in the browser. */
export const loadWebServerEntry = async (entryPath = webServerEntry): Promise<WebServerEntry | null> =>
  existsSync(entryPath) ? ((await import(pathToFileURL(entryPath).href)) as WebServerEntry) : null;

/** Drawn pages kept, by address, language and data: each public page, with room for its data to change. */
const maxCachedPages = 300;

type Language = { language: PageLanguage; basename: string };

/** A page's address without a trailing slash: `/login/` is `/login`, one page. */
export const pageOf = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

const slugOf = (page: string) => contentSlugs.find((slug) => page === `/${slug}`) ?? null;

/** The pages whose forms pick countries: the single visa check and the whole trip's. */
const countryPickerPages = new Set(['/visa-check', '/trip-check']);

/** The pages that show the FAQ's questions: the FAQ itself and the help centre, which searches them. */
const pagesWithFaq = new Set(['/faq', '/help']);

/** The pages that show the platform's figures (counts, ratings, quotes). */
const pagesWithFigures = new Set(['/', '/register']);

/**
 * Draws the public pages on the server, with what they show from the database (the footer's facts, the
 * landing page's figures, a content page's text, the FAQ's questions, the checker's countries, data status and popular
 * destinations, the demo accounts) as the browser would fetch it: nothing moves, and nothing is asked for
 * again, when the browser takes the page over. A drawing is kept while its address and data stay the same;
 * one that fails is logged and the page goes out undrawn, for the browser to draw as before.
 */
export const createPageRenderer = (entry: WebServerEntry, ctx: AppContext): PageRenderer => {
  const cache = new Map<string, Promise<RenderedPage>>();

  const answersFor = async (page: string, language: PageLanguage): Promise<PageAnswers> => {
    const slug = slugOf(page);
    // A content page (and the FAQ) in the reader's language, or in English until it is written in theirs.
    const pageLanguage = language === 'pseudo' ? 'en' : language;
    const [siteInfo, platformStats, contentPage, faq, popularDestinations, demoAccounts] = await Promise.all([
      readSiteInfo(ctx),
      pagesWithFigures.has(page) ? readPlatformStats(ctx) : undefined,
      slug ? getContentPage(ctx.db, slug, pageLanguage).catch(() => undefined) : undefined,
      pagesWithFaq.has(page) ? getFaq(ctx.db, pageLanguage).catch(() => undefined) : undefined,
      page === '/visa-check'
        ? listPopularDestinations(ctx.db, ctx.visa.index.country, popularDestinationsShown)
        : undefined,
      // The login page lists the demo accounts beside the form, in demo mode only.
      page === '/login' && ctx.config.demoMode ? listDemoAccounts(ctx) : undefined,
    ]);
    // The checkers' fields need the countries to choose from; the single checker, whether there is data.
    const checker = {
      ...(countryPickerPages.has(page) && { activeCountries: listCountries(ctx.visa.index, true) }),
      ...(page === '/visa-check' && { dataStatus: readDataStatus(ctx.visa.index) }),
    };
    return {
      siteInfo,
      ...(platformStats && { platformStats }),
      ...(contentPage && { contentPage }),
      ...(faq && { faq }),
      ...(popularDestinations && { popularDestinations }),
      ...checker,
      ...(demoAccounts && { demoAccounts }),
    };
  };

  /** A form's echo holds one visitor's input: drawn for their answer, never kept or shared. */
  const drawWithEcho = async (page: string, formEcho: FormEchoView, language: Language) => {
    const answers = await answersFor(page, language.language);
    // The sign-up's nationality shows by its country's name, as the browser's form shows it.
    const countries = formEcho.form === 'register' && {
      activeCountries: listCountries(ctx.visa.index, true),
    };
    const seededQueries = entry.seededAnswers({ ...answers, ...countries, formEcho });
    return entry.renderPage(`http://localhost${page}`, {
      demoMode: ctx.config.demoMode,
      seededQueries,
      ...language,
    });
  };

  return async (url, { formEcho, language, basename }) => {
    // The request's path as given: `//host/login` is a path (not a page), never an address of another host.
    const { pathname, search } = new URL(`http://localhost${url}`);
    // An address with a query (a linked visa check, a FAQ search) draws in the browser: drawing each of the
    // endless queries anyone can make up would cost the server a drawing per request.
    if (search || !isPublicPage(pathname)) return null;
    // `/login/` is `/login`: one drawing.
    const page = pageOf(pathname);
    try {
      if (formEcho) return await drawWithEcho(page, formEcho, { language, basename });
      const seededQueries = entry.seededAnswers(await answersFor(page, language));
      const key = `${basename}${page}\n${language}\n${JSON.stringify(seededQueries)}`;
      let drawing = cache.get(key);
      if (!drawing) {
        const demoMode = ctx.config.demoMode;
        drawing = entry.renderPage(`http://localhost${page}`, {
          demoMode,
          seededQueries,
          language,
          basename,
        });
        if (cache.size >= maxCachedPages) cache.delete(cache.keys().next().value ?? '');
        cache.set(key, drawing);
        drawing.catch(() => cache.delete(key));
      }
      return await drawing;
    } catch (error) {
      ctx.log.error({ err: error, url }, 'the page could not be drawn on the server; the browser draws it');
      return null;
    }
  };
};
