import { afterAll, beforeAll } from 'vitest';
import { createSignedInUser } from './factories';
import { createTestApp, type TestApp } from './test-app';

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;
type Headers = Record<string, string>;

/**
 * For the operator pages' tests: an app offering every language, an administrator, and `call` for GET and PUT
 * with headers and a body.
 */
export const useContentTestApp = () => {
  const content = {} as { test: TestApp; admin: SignedIn };
  const call = (method: 'GET' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
    content.test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  beforeAll(async () => {
    content.test = await createTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
    content.admin = await createSignedInUser(content.test, { role: 'admin' });
  });
  afterAll(() => content.test.close());
  return Object.assign(content, { call });
};
