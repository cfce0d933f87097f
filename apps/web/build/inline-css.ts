import type { OutputAsset } from 'rollup';
import type { Plugin } from 'vite';

type ChunkWithCss = { viteMetadata?: { importedCss: Set<string> } };

/**
 * Writes the build's stylesheet (the fonts' faces, src/app/fonts.css, linked from index.html) into index.html
 * as `<style>`: a few rules, not worth a request that would hold the first paint back. The file itself is not
 * written, and no script lists it: Vite would otherwise have every page loaded later fetch it first.
 */
export const inlineCss = (): Plugin => {
  let css = '';
  return {
    name: 'visabridge-inline-css',
    apply: 'build',
    generateBundle: {
      // Before Vite links the stylesheet from index.html and lists it for the scripts that load pages.
      order: 'pre',
      handler(_options, bundle) {
        const sheets = Object.values(bundle).filter(
          (output): output is OutputAsset => output.type === 'asset' && output.fileName.endsWith('.css'),
        );
        css = sheets.map((sheet) => String(sheet.source)).join('');
        // Rollup writes no file that is no longer in the bundle.
        for (const sheet of sheets) Reflect.deleteProperty(bundle, sheet.fileName);
        for (const output of Object.values(bundle)) {
          const imported = (output as ChunkWithCss).viteMetadata?.importedCss;
          for (const sheet of sheets) imported?.delete(sheet.fileName);
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!css) throw new Error('the build made no stylesheet for index.html');
        return html.replace('</head>', () => `<style>${css}</style></head>`);
      },
    },
  };
};
