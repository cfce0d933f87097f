import { colorSchemeScript } from '../../../packages/contract/src/color-scheme';
import { tapKeeperScript } from '../../../packages/contract/src/tap-keeper';
import type { Plugin } from 'vite';

const charset = '<meta charset="UTF-8" />';

/**
 * Puts the script that picks the page's colour scheme right after the charset, before any style or paint,
 * and the one that keeps taps made before the app runs.
 */
export const colorSchemeScriptTag = (): Plugin => ({
  name: 'visabridge-color-scheme-script',
  transformIndexHtml: (html) => {
    if (!html.includes(charset))
      throw new Error(`index.html has no ${charset} to put the colour scheme script after`);
    return html.replace(
      charset,
      () => `${charset}\n    <script>${colorSchemeScript}</script>\n    <script>${tapKeeperScript}</script>`,
    );
  },
});
