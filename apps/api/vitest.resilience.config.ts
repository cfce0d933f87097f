import { defineConfig } from 'vitest/config';

/**
 * `npm run test:resilience`: starts real servers (the API from source, a throwaway PostgreSQL) and
 * breaks them. Not part of `npm test`; files run one at a time, since each loads the machine.
 */
export default defineConfig({
  test: {
    include: ['resilience/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
