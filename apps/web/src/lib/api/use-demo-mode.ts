import { createContext, useContext } from 'react';
import { usePlatformStats } from './use-platform-stats';

/**
 * Whether the server marked the page as a demo's (`<html data-demo-mode>`), so the notices that say so are
 * there at first paint instead of pushing the page down when an answer arrives. A page rendered on the
 * server provides what it marks the page with.
 */
export const DemoMarkContext = createContext(
  typeof document !== 'undefined' && document.documentElement.hasAttribute('data-demo-mode'),
);

/**
 * Whether this installation is a demo: from the page's mark, which the server puts on every page of a demo
 * it sends; in development, where the page comes from Vite instead, from the API.
 */
export const useDemoMode = () => {
  const isMarkedAsDemo = useContext(DemoMarkContext);
  const { data } = usePlatformStats({ enabled: import.meta.env.DEV && !isMarkedAsDemo });
  return isMarkedAsDemo || data?.demoMode === true;
};
