import { useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

let isTakingOver = false;

/**
 * Set while the browser takes over a page the server drew (start-app.tsx), so the parts marked
 * `ServerDrawn` that mount then keep the server's drawing.
 */
export const setTakingOver = (value: boolean) => {
  isTakingOver = value;
};

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
  const [keepsServerDrawing, setKeepsServerDrawing] = useState(() => isTakingOver);
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
