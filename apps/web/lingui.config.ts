import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { shellComponentAreas, shellParts } from './build/feature-catalogs';

/**
 * The app's messages, one catalog per language for what every page shares (src/app, src/lib and the shell's
 * components), one per feature folder and one per folder of shared components (src/components/<area>), so
 * that a page loads the words it shows and few others (build/feature-catalogs.ts). English is the source; `pseudo` is a made-up language of accented, lengthened English that shows in tests any text
 * left out of the catalogs.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'zh', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: [
        '<rootDir>/src/app/',
        '<rootDir>/src/lib/',
        '<rootDir>/src/components/*.tsx',
        ...shellComponentAreas.map((area) => `<rootDir>/src/components/${area}/`),
      ],
      exclude: ['**/*.test.*', ...Object.values(shellParts).map((folder) => `<rootDir>/src/${folder}/**`)],
    },
    ...Object.values(shellParts).map((folder) => ({
      path: `<rootDir>/src/${folder}/locales/{locale}`,
      include: [`<rootDir>/src/${folder}/`],
      exclude: ['**/*.test.*'],
    })),
    {
      path: '<rootDir>/src/components/{name}/locales/{locale}',
      include: ['<rootDir>/src/components/{name}/'],
      exclude: ['**/*.test.*', ...shellComponentAreas.map((area) => `<rootDir>/src/components/${area}`)],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
  ],
});
