import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageBudgets } from './build/page-budgets';
import { precompress } from './build/precompress';
import { preloadFonts } from './build/preload-fonts';
import { publicPages } from './build/public-pages';
import { pureDeclarations } from './build/pure-declarations';

const contractSource = path.resolve(import.meta.dirname, '../../packages/contract/src');
const webSource = path.resolve(import.meta.dirname, 'src');

export default defineConfig({
  plugins: [
    react(),
    pureDeclarations([contractSource, webSource]),
    pageBudgets(import.meta.dirname, publicPages),
    // The Latin text fonts every page shows (src/app/fonts.ts).
    preloadFonts(['inter-latin-wght-normal', 'instrument-sans-latin-wght-normal']),
    precompress(),
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
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
