import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload">` to index.html for the built font files whose names start with one of `fonts`,
 * so the browser fetches them with the page instead of after the stylesheet that names them has run.
 */
export const preloadFonts = (fonts: string[]): Plugin => ({
  name: 'visabridge-preload-fonts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      const files = Object.keys(context.bundle ?? {}).filter((fileName) =>
        fonts.some((font) => fileName.startsWith(`assets/${font}-`) && fileName.endsWith('.woff2')),
      );
      if (files.length !== fonts.length)
        throw new Error(`fonts to preload not found in the build: ${fonts.join(', ')}`);
      return files.map((fileName) => ({
        tag: 'link',
        attrs: { rel: 'preload', href: `/${fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
        injectTo: 'head' as const,
      }));
    },
  },
});
