import { lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';

type PageModule<Props> = { default: ComponentType<Props> };

/** A page whose code loads on demand, and can be loaded ahead (`preload`) so it then draws at once. */
export type LazyPage<Props> = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * Like React's `lazy`, plus `preload`: a page drawn by the server must be there when the browser takes the
 * page over (hydrates it), or the first update that reaches it before its code has loaded (the session
 * check's answer) makes React throw the server's drawing away and draw it again.
 */
export const lazyPage = <Props extends object>(load: () => Promise<PageModule<Props>>): LazyPage<Props> => {
  let loaded: ComponentType<Props> | null = null;
  const Lazy = lazy(load);
  const Page = (props: Props): ReactNode => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  Page.preload = async () => {
    loaded = (await load()).default;
  };
  return Page;
};

const isLazyPage = (type: unknown): type is LazyPage<object> =>
  typeof type === 'function' && 'preload' in type && typeof type.preload === 'function';

/** Loads the code of the pages these route elements draw; a page that fails to load says so when drawn. */
export const preloadPages = (elements: unknown[]) =>
  Promise.all(
    elements.map((element) => {
      const type = (element as { type?: unknown } | null)?.type;
      return isLazyPage(type) ? type.preload().catch(() => undefined) : undefined;
    }),
  );
