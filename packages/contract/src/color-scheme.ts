/** Where the web app keeps this device's theme ('light' or 'dark'; none: the system's setting applies). */
export const themeStorageKey = 'visabridge.theme';

/**
 * Runs in the page's head before anything paints: marks `<html>` with the scheme to show (the stored choice,
 * else the system's), so a page rendered on the server appears in the visitor's colours at once. Inline, as
 * a file would cost a request before first paint; the server's Content-Security-Policy allows exactly this
 * text by its hash.
 */
export const colorSchemeScript = `(function(){var s=null;try{s=localStorage.getItem(${JSON.stringify(themeStorageKey)})}catch(e){}if(s!=="light"&&s!=="dark")s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";document.documentElement.classList.add(s)})()`;
