import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    // VITEST_MAX_FORKS=1 leaves a core to the e2e suite when both run side by side (`npm test`).
    poolOptions: { forks: { maxForks: Number(process.env.VITEST_MAX_FORKS ?? 2), minForks: 1 } },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
