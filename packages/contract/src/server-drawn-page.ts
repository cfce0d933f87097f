import type { InterfaceLanguage } from './interface-languages';
import type { ContentPageView } from './content';
import type { FaqView } from './content-faq';
import type { ContentSlug } from './content-slugs';
import type { CountryView, DataStatusView, PopularDestinationView } from './visa';
import type { DemoAccountView } from './auth';
import type { FormEchoView } from './form-echo';
import type { PlatformStatsView, SiteInfoView } from './platform';

/**
 * The one definition of a page the server draws with the web app's server build: what the API hands it
 * and what it hands back. The API (plugins/page-renderer.ts) and the web (entry-server.tsx) both use it.
 */

/** An answer the browser's query cache starts with, under the key the page asks for it by. */
export type SeededQuery = { queryKey: readonly unknown[]; data: unknown };

/** A page as the web app draws it on the server: its title, what goes in the head, what goes in `#root`. */
export type RenderedPage = { title: string | null; head: string; body: string };

/**
 * `url` is the page's address without a language code; `language` the one it is written in (`pseudo`:
 * accented, lengthened English that shows in tests any text left out of the catalogs), `basename` the
 * language code its links keep (`/es`), or '' for the address without one.
 */
export type RenderOptions = {
  demoMode: boolean;
  seededQueries: SeededQuery[];
  language: InterfaceLanguage | 'pseudo';
  basename: string;
};

/** The API's answers a page shows, as the server already has them when it draws the page. */
export type PageAnswers = {
  siteInfo: SiteInfoView;
  platformStats?: PlatformStatsView;
  contentPage?: ContentPageView & { slug: ContentSlug };
  /** The FAQ's questions, which /faq and /help show. */
  faq?: FaqView;
  popularDestinations?: PopularDestinationView[];
  activeCountries?: CountryView[];
  dataStatus?: DataStatusView;
  demoAccounts?: DemoAccountView[];
  /** A form sent before the app ran, as the server answers it: what was typed and what was wrong. */
  formEcho?: FormEchoView;
};

/** What the web app's server build (`apps/web/src/entry-server.tsx`) offers. */
export type WebServerEntry = {
  renderPage: (url: string, options: RenderOptions) => Promise<RenderedPage>;
  seededAnswers: (answers: PageAnswers) => SeededQuery[];
};
