import type { OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { appGraph } from './page-budgets';

/**
 * Names in index.html (`<meta name="app-scripts">`) the scripts of the parts src/main.tsx imports as it
 * starts, which it then asks for all at once (src/app/page-scripts.ts) rather than each after the part
 * before it has run.
 */
export const preloadApp = (): Plugin => ({
  name: 'visabridge-preload-app',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      const entry = context.chunk as OutputChunk | undefined;
      if (!entry || !context.bundle) throw new Error('index.html was built without its entry chunk');
      const scripts = [...appGraph(context.bundle, entry)]
        .filter((fileName) => fileName !== entry.fileName)
        .map((fileName) => `/${fileName}`);
      return [
        {
          tag: 'meta',
          attrs: { name: 'app-scripts', content: scripts.join(' ') },
          injectTo: 'head' as const,
        },
      ];
    },
  },
});
