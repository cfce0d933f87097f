import { nextTask } from './app/next-task';
import { preloadScripts } from './app/page-scripts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** Resolves once the browser has drawn a frame of the page (the server's drawing, for a public page). */
const afterFirstFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The app's code downloads once the page is on screen, so it does not compete with what the first paint
 * needs (the page, its fonts), and then runs it (src/app/start-app.tsx).
 */
const start = async () => {
  await afterFirstFrame();
  void preloadScripts();
  await import('./app/runtime');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await startApp(root);
};

void start();
