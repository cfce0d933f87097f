import { nextTask } from './next-task';

/** How many preload links one task adds: each costs the browser a few milliseconds to request on a phone. */
const linksPerTask = 4;

/**
 * Starts downloading the app's scripts and the page's own, which the page names (`<meta name="app-scripts">`
 * from the build, `<meta name="page-scripts">` from the server, out of the build's list): all while the app
 * starts, instead of each after the script that imports it. main.tsx calls this once the browser has drawn
 * the page, so the downloads do not compete with what the first paint needs (the page, its fonts). The
 * links go in a few at a time, one batch per task, so the browser stays responsive meanwhile; the app's
 * own scripts come first, as the app needs them first.
 */
export const preloadScripts = async () => {
  const listed = (name: string) =>
    document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ').filter(Boolean) ?? [];
  const scripts = [...listed('app-scripts'), ...listed('page-scripts')];
  for (let start = 0; start < scripts.length; start += linksPerTask) {
    if (start > 0) await nextTask();
    for (const src of scripts.slice(start, start + linksPerTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = src;
      document.head.append(link);
    }
  }
};
