import './app/page-scripts';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadPagesAt } from './app/lazy-page';
import { AppProviders } from './app/providers';
import { AppRoutes, routes } from './app/router';
import { readSeededQueries } from './app/seeded-queries';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

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

const app = (
  <StrictMode>
    <AppProviders seededQueries={readSeededQueries()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
    <StartedMark />
  </StrictMode>
);

// The page for this address loads first, so it draws complete. A public page comes drawn by the server:
// the browser then takes over what is on screen instead of drawing it again, unless the page's code failed
// to load: the browser cannot draw what the server drew, so it draws the page's error screen afresh.
// First the browser gets a turn (input, drawing) after running the app's code: finding the page among the
// routes takes a phone about 30 ms, too much to add to that long task.
void new Promise((resolve) => setTimeout(resolve, 0))
  .then(() => preloadPagesAt(routes, window.location))
  .then((allLoaded) => {
    // In a transition, React takes the page over in slices between which the browser stays responsive,
    // instead of in one long task.
    if (allLoaded && root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
    else createRoot(root).render(app);
  });
