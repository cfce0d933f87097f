/**
 * Runs in the page's head: until the app takes the page over, it keeps the page's buttons tapped (a menu,
 * a theme switch: they need the app) for the app to press again once it runs (`window.vbTaps`; the app
 * sets it to null as it starts, which ends the keeping). Submit buttons and links work without it.
 */
export const tapKeeperScript = `(function(){var t=window.vbTaps=[];addEventListener("click",function(e){var b=window.vbTaps===t&&e.target instanceof Element&&e.target.closest("#root button:not([type=submit])");b&&t.push(b)},true)})()`;
