import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/layout/page-loader';

type PageModule<Props> = { default: ComponentType<Props> };

/** A page whose code loads on demand, and can be loaded ahead (`preload`) so it then draws at once. */
export type LazyPage<Props> = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * Like React's `lazy`, plus `preload`. A page loaded ahead draws at once, without suspending: a page drawn
 * by the server (which loads it first too) is taken over as drawn. A page not loaded yet shows a loader
 * that holds a screen's height, so the footer does not jump up and back.
 */
export const lazyPage = <Props extends object>(load: () => Promise<PageModule<Props>>): LazyPage<Props> => {
  let loaded: ComponentType<Props> | null = null;
  const Lazy = lazy(load);
  const Page = (props: Props): ReactNode => {
    const Loaded = loaded;
    return Loaded ? (
      <Loaded {...props} />
    ) : (
      <Suspense fallback={<PageLoader fillsScreen />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  Page.preload = async () => {
    loaded = (await load()).default;
  };
  return Page;
};

const isLazyPage = (type: unknown): type is LazyPage<object> =>
  typeof type === 'function' && 'preload' in type && typeof type.preload === 'function';

/**
 * Loads the code of the pages an address draws, so they draw at once (in the browser, before it takes
 * over the server's drawing; on the server, before it draws). True when every page loaded; a page that
 * failed says so when drawn.
 */
export const preloadPagesAt = async (routes: RouteObject[], location: string | Partial<Location>) => {
  const loads = (matchRoutes(routes, location) ?? []).map(({ route }) => {
    const type = (route.element as { type?: unknown } | null)?.type;
    return isLazyPage(type)
      ? type.preload().then(
          () => true,
          () => false,
        )
      : true;
  });
  return (await Promise.all(loads)).every(Boolean);
};
