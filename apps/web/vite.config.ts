import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { colorSchemeScriptTag } from './build/color-scheme-script';
import { featureCatalogsModule } from './build/feature-catalogs';
import { inlineCss } from './build/inline-css';
import { pageBudgets } from './build/page-budgets';
import { precompress } from './build/precompress';
import { preloadApp } from './build/preload-app';
import { preloadFonts } from './build/preload-fonts';
import { publicPages } from './build/public-pages';
import { pureDeclarations } from './build/pure-declarations';

const contractSource = path.resolve(import.meta.dirname, '../../packages/contract/src');
const webSource = path.resolve(import.meta.dirname, 'src');

/** The browser's build, or (`--ssr src/entry-server.tsx`) the module the API server renders public pages with. */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Lingui's macros become lookups by message id; its catalogs (`.po`) load as modules, each language's
    // apart. A message that is no valid ICU fails the build; one missing from a catalog fails `npm run lint`.
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ failOnCompileError: true }),
    featureCatalogsModule(webSource),
    pureDeclarations([contractSource, webSource]),
    colorSchemeScriptTag(),
    ...(isSsrBuild
      ? []
      : [
          pageBudgets(import.meta.dirname, publicPages),
          // The Latin text fonts every page shows (src/app/fonts.ts).
          preloadFonts(['inter-latin-wght-normal', 'instrument-sans-latin-wght-normal']),
          preloadApp(),
          inlineCss(),
          precompress(),
        ]),
  ],
  resolve: {
    // Every `import … from 'zod'` (the contract's too) gets zod set up for the page's CSP.
    alias: [{ find: /^zod$/, replacement: path.join(webSource, 'lib/zod-without-eval.ts') }],
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: true } },
  },
  preview: {
    port: 3000,
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: true } },
  },
  // The server's module carries everything it needs: the API runs it without the web app's packages.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-server', sourcemap: true }
    : {
        outDir: 'dist',
        sourcemap: true,
        // terser packs the browser's code 3% smaller (gzip) than esbuild's minifier, for 15 s more build.
        minify: 'terser',
        terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } },
        // No preload lists in the entry (5.8 kB gzip on every page, for every page's graph): the server names
        // a public page's scripts in its head (.vite/page-scripts.json), which the app asks for as it starts
        // (src/app/page-scripts.ts); a page opened later loads its chunk, which imports all it needs at once.
        modulePreload: false,
        rollupOptions: {
          treeshake: {
            // Emotion imports it for its side effects only (it has none), so every page carried it (0.8 kB gzip)
            // for `withTheme`, which the app never calls: now it ships only if something uses it.
            moduleSideEffects: (id: string) => !id.includes('/node_modules/hoist-non-react-statics/'),
          },
        },
      },
}));
