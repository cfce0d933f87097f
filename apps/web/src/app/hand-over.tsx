import { useEffect, useLayoutEffect } from 'react';
import { handTypedToApp } from '../lib/typed-before-start';

declare global {
  interface Window {
    /** Buttons tapped before the app ran, kept by the page's head script (tapKeeperScript); null once taken. */
    vbTaps?: Element[] | null;
  }
}

/** The buttons tapped on the drawn page before the app ran; the head script stops keeping them. */
export const takeKeptTaps = () => {
  const taps = window.vbTaps ?? [];
  window.vbTaps = null;
  return taps;
};

/**
 * Once the app has taken the drawn page over: what was typed meanwhile reaches the app (before anything
 * draws again), then the buttons tapped before it ran are pressed, in order, as the visitor pressed them.
 */
export function HandOver({ root, taps }: { root: HTMLElement; taps: Element[] }) {
  useLayoutEffect(() => handTypedToApp(root), [root]);
  useEffect(() => {
    for (const tap of taps.splice(0)) if (tap.isConnected && tap instanceof HTMLElement) tap.click();
  }, [taps]);
  return null;
}
