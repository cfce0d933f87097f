import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The one-time token of an emailed link (`?token=`). Once read it leaves the address bar (the page keeps it
 * in memory), so it stays out of the history, bookmarks, a shared screen and the Referer of what follows.
 */
export const useLinkToken = () => {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    // Past the router, which keeps the address it read: the page goes on with its token.
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return token;
};
