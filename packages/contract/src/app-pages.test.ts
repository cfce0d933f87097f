import { describe, expect, it } from 'vitest';
import { isAppPage } from './app-pages';

describe('isAppPage', () => {
  it('knows the app pages, with their parameters, a trailing slash and any content page', () => {
    for (const path of [
      '/',
      '/login',
      '/login/',
      '/applications/42',
      '/admin/users',
      '/enterprise/team',
      '/terms',
    ])
      expect(isAppPage(path), path).toBe(true);
  });

  it('refuses what the app has no page for', () => {
    for (const path of [
      '/logins',
      '/applications/42/edit',
      '/admin/users/2',
      '/enterprise',
      '/wp-admin',
      '/terms/x',
    ])
      expect(isAppPage(path), path).toBe(false);
  });
});
