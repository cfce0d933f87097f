import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the window was scrolled on each history entry visited in this tab, by the entry's key. */
const positions = new Map<string, number>();

const scrollToHash = (hash: string) => {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  target?.scrollIntoView();
  return target !== null;
};

/**
 * A new page opens at its top (or at the `#anchor` it names); Back and Forward return to where the visitor
 * was on that page.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (!scrollToHash(location.hash)) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
