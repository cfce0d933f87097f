import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The app's messages, one catalog per language for what every page shares (src/app, src/components,
 * src/lib) and one per feature folder, so that a page loads the words it shows and no others. English is
 * the source; `pseudo` is a made-up language of accented, lengthened English that shows in tests any text
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
      include: ['<rootDir>/src/app/', '<rootDir>/src/components/', '<rootDir>/src/lib/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
  ],
});
