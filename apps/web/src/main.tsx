import { nextTask } from './app/next-task';
import { preloadScripts } from './app/page-scripts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** Resolves once the browser has drawn a frame. */
const afterFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Past this, the app starts even if the browser has not reported the page's first paint of content. */
const firstContentWaitMs = 3000;

/**
 * Resolves once the browser has drawn the page's content (its text, with the fonts it waits for, as
 * `font-display: optional` hides text for a moment). Frames drawn before that may show no text yet, so
 * waiting for a frame alone would start the app's downloads while the page still waits for its fonts.
 */
const afterFirstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      void afterFrame().then(() => resolve());
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done();
    });
    const timer = setTimeout(done, firstContentWaitMs);
    observer.observe({ type: 'paint', buffered: true });
  });

/**
 * The app's code downloads once the page is on screen, so it does not compete with what the first paint
 * needs (the page, its fonts), and then runs it (src/app/start-app.tsx). A page the server did not draw has
 * nothing to show before the app runs, so there the downloads start after the first frame.
 */
const start = async () => {
  await (root.hasChildNodes() ? afterFirstContentfulPaint() : afterFrame());
  void preloadScripts();
  await import('./app/runtime');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await startApp(root);
};

void start();
