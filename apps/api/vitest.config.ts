import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['src/test/global-setup.ts'],
    // The failure tests start servers and break them: `npm run test:resilience` (vitest.resilience.config.ts).
    exclude: [...configDefaults.exclude, 'resilience/**'],
    pool: 'forks',
    // Test files share each fork's loaded modules: importing the app for every one of them took most of
    // the suite's time. Nothing here mocks modules, and every test builds its own app and database.
    isolate: false,
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
