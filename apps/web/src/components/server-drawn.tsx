import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';

/** Whether the app is taking over the server's drawing: read once, as a part mounts, so no part draws again. */
const TakingOverContext = createContext<{ readonly current: boolean }>({ current: false });

/**
 * Around an app that takes over a page the server drew (start-app.tsx): the parts marked `ServerDrawn` that
 * mount meanwhile keep the server's drawing; those that mount once the app runs draw as usual.
 */
export function TakingOverProvider({ children }: { children: ReactNode }) {
  const isTakingOver = useRef(true);
  useEffect(() => {
    isTakingOver.current = false;
  }, []);
  return <TakingOverContext value={isTakingOver}>{children}</TakingOverContext>;
}

/**
 * React leaves an element's content alone when it is set as HTML (and this stays the same): here, the
 * server's drawing.
 */
const asSet = { __html: '' };

/** A click on a link to a page of this site, which the app can show without loading the site again. */
const appLinkClicked = (event: MouseEvent) => {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || link.target || link.hasAttribute('download')) return null;
  return link.origin === window.location.origin ? `${link.pathname}${link.search}${link.hash}` : null;
};

/**
 * A part of the screen that shows fixed content (links and text, no controls), such as the footer. Where
 * the server drew it, the browser keeps that drawing instead of taking it over element by element, which
 * on a phone is a good share of the work of starting a page; its links still open their pages inside the
 * app. Drawn by the browser itself (a page the server does not draw, or a later visit), it is drawn as
 * usual. Should the server's drawing be missing, the browser draws it.
 */
export function ServerDrawn({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const element = useRef<HTMLDivElement>(null);
  const isTakingOver = useContext(TakingOverContext);
  const [keepsServerDrawing, setKeepsServerDrawing] = useState(() => isTakingOver.current);
  useLayoutEffect(() => {
    if (keepsServerDrawing && !element.current?.hasChildNodes()) setKeepsServerDrawing(false);
  }, [keepsServerDrawing]);
  const onClick = (event: MouseEvent) => {
    const to = appLinkClicked(event);
    if (to === null) return;
    event.preventDefault();
    void navigate(to);
  };
  return keepsServerDrawing ? (
    <div ref={element} onClick={onClick} dangerouslySetInnerHTML={asSet} suppressHydrationWarning />
  ) : (
    <div ref={element} onClick={onClick}>
      {children}
    </div>
  );
}
