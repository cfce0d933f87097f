import { usePlatformStats } from './use-platform-stats';

// The server marks the page it sends when the installation runs as a demo, so the notices that say so are
// there at first paint instead of pushing the page down when an answer arrives.
const isMarkedAsDemo = document.documentElement.hasAttribute('data-demo-mode');

/** Whether this installation is a demo: from the page's mark, else (a page the server did not send, as in development) from the API. */
export const useDemoMode = () => {
  const { data } = usePlatformStats();
  return isMarkedAsDemo || data?.demoMode === true;
};
