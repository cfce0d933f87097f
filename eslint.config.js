import js from '@eslint/js';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every text a user reads is a message in the catalogs (apps/web/src/**/locales): a literal left in a
    // component fails. Strings that are no text (codes, paths, CSS, keys, attribute values) are let through.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One "word" not starting with a capital: keys, codes, paths, CSS values, icon names.
            '^(?![A-Z])\\S+$',
            // UPPERCASE constants and codes.
            '^[A-Z0-9_-]+$',
            // CSS: sizes, colours, selectors, grid templates.
            '^[\\d.]+(px|rem|em|%|vh|vw|fr)?( [\\d.]+(px|rem|em|%|vh|vw|fr)?)*$',
            '(repeat|minmax|rgba?|calc|var|min|max)\\(',
            '^[&*:.@>]',
            '^(flex|grid|inline|block|none|auto|center|column|row)( |-)',
            '^(solid|dashed) ',
            // Font families, and the markup the server writes into a page.
            '(Fallback|Flags|sans-serif)$',
            '^<[a-z]',
            // Names that stay as they are in every language.
            '^(VisaBridge|Facebook|LinkedIn|Instagram|YouTube|X \\(Twitter\\))$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className|Id$|^id$|^key$|^to$|^href$|^src$|^type$|^role$', flags: 'i' } },
            {
              regex: {
                pattern: '^(sx|variant|color|component|size|edge|anchor|direction|spacing|align|justify)',
              },
            },
            { regex: { pattern: '^(data-|aria-(controls|haspopup|expanded|current|live|hidden))' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'autoComplete',
            'inputMode',
            'name',
            'rel',
            'target',
            'lang',
            'dir',
            'method',
            'action',
            'fontFamily',
            'display',
            'position',
            'textTransform',
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.getElementById',
            '*.querySelector',
            '*.querySelectorAll',
            '*.addEventListener',
            '*.removeEventListener',
            '*.setAttribute',
            '*.get',
            '*.set',
            '*.has',
            '*.delete',
            '*.append',
            'useSearchParams',
            'URLSearchParams',
            'useMediaQuery',
            '*.up',
            '*.down',
            '*.between',
            'document.createElement',
            'import',
            '*.matches',
            '*.closest',
            '*.setRequestHeader',
            'DOMException',
          ],
        },
      ],
    },
  },
  {
    // A Playwright fixture that needs no other fixture still takes `{}`: the runner reads its dependencies there.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Command-line tools print their report to the terminal on purpose.
    files: ['bench/**/*.ts', 'apps/api/src/app/cli-*.ts'],
    rules: { 'no-console': 'off' },
  },
);
