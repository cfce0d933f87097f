import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { featureCatalogsModule } from './build/feature-catalogs';

const webSource = path.resolve(import.meta.dirname, 'src');

/** Unit tests of what runs only in the browser (its logic, hooks and components), in jsdom. */
export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    featureCatalogsModule(webSource),
  ],
  resolve: {
    alias: [{ find: /^zod$/, replacement: path.join(webSource, 'lib/zod-without-eval.ts') }],
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    restoreMocks: true,
  },
});
