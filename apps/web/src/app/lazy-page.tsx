import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, use } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/layout/page-loader';
import { hasCatalogsOf, loadCatalogsOf } from './catalogs';

type PageModule<Props> = { default: ComponentType<Props> };

/**
 * A page whose code and words load on demand, and can be loaded ahead (`preload`, into the messages given)
 * so it then draws at once.
 */
export type LazyPage<Props> = ComponentType<Props> & { preload: (i18n: I18n) => Promise<void> };

const catalogLoads = new WeakMap<I18n, Map<string, Promise<void>>>();

/** One load of a feature's words per messages instance, which a suspended page waits on. */
const catalogLoad = (i18n: I18n, feature: string) => {
  const loads = catalogLoads.get(i18n) ?? new Map<string, Promise<void>>();
  catalogLoads.set(i18n, loads);
  const load = loads.get(feature) ?? loadCatalogsOf(i18n, feature);
  loads.set(feature, load);
  return load;
};

/** Draws its children once the feature's words are loaded (at once when they are). */
function WithCatalog({ feature, children }: { feature: string; children: ReactNode }) {
  const { i18n } = useLingui();
  if (!hasCatalogsOf(i18n, feature)) use(catalogLoad(i18n, feature));
  return children;
}

/**
 * Like React's `lazy`, plus the words of the page's feature (`src/features/<feature>/locales/`) and
 * `preload`. A page loaded ahead draws at once, without suspending: a page drawn by the server (which loads
 * it first too) is taken over as drawn. A page not loaded yet shows a loader that holds a screen's height,
 * so the footer does not jump up and back.
 */
export const lazyPage = <Props extends object>(
  feature: string,
  load: () => Promise<PageModule<Props>>,
): LazyPage<Props> => {
  let loaded: ComponentType<Props> | null = null;
  const Lazy = lazy(load);
  const Page = (props: Props): ReactNode => {
    const Loaded = loaded;
    return (
      <Suspense fallback={<PageLoader fillsScreen />}>
        <WithCatalog feature={feature}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</WithCatalog>
      </Suspense>
    );
  };
  Page.preload = async (i18n: I18n) => {
    const [module] = await Promise.all([load(), loadCatalogsOf(i18n, feature)]);
    loaded = module.default;
  };
  return Page;
};

/**
 * A part of a screen whose code and words load when it is first drawn: the words of `feature` (a feature's
 * folder, or a part of the shell's: build/feature-catalogs.ts). Like React's `lazy`, it suspends until both
 * are in, so it goes inside a Suspense of its caller's.
 */
export const lazyPart = <Props extends object>(feature: string, load: () => Promise<PageModule<Props>>) => {
  const Lazy = lazy(load);
  return (props: Props): ReactNode => (
    <WithCatalog feature={feature}>
      <Lazy {...props} />
    </WithCatalog>
  );
};

const isLazyPage = (type: unknown): type is LazyPage<object> =>
  typeof type === 'function' && 'preload' in type && typeof type.preload === 'function';

/**
 * Loads the code and words of the pages an address draws, so they draw at once (in the browser, before it
 * takes over the server's drawing; on the server, before it draws). True when every page loaded; a page
 * that failed says so when drawn.
 */
export const preloadPagesAt = async (
  routes: RouteObject[],
  location: string | Partial<Location>,
  i18n: I18n,
) => {
  const loads = (matchRoutes(routes, location) ?? []).map(({ route }) => {
    const type = (route.element as { type?: unknown } | null)?.type;
    return isLazyPage(type)
      ? type.preload(i18n).then(
          () => true,
          () => false,
        )
      : true;
  });
  return (await Promise.all(loads)).every(Boolean);
};
