import { createTestApp, type TestAppOptions } from './test-app';

/** A test app whose database already holds the current shared edition (imported once per run). */
export const createTestAppWithVisaData = (
  environment: Record<string, string> = {},
  options: TestAppOptions = {},
) => createTestApp(environment, options, 'edition');
