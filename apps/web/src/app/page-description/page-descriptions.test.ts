import { describe, expect, it } from 'vitest';
import { pageDescriptionOf } from './page-descriptions';

const messageOf = (pathname: string) => pageDescriptionOf(pathname).message;

describe('pageDescriptionOf', () => {
  it('gives each page a visitor finds through a search engine a description of its own', () => {
    const pages = [
      '/',
      '/visa-check',
      '/trip-check',
      '/login',
      '/register',
      '/forgot-password',
      '/faq',
      '/contact',
    ];
    const descriptions = pages.map(messageOf);
    expect(new Set(descriptions).size).toBe(pages.length);
    expect(descriptions).not.toContain(messageOf('/user-dashboard'));
  });

  it('reads an address with a trailing slash as the same page', () => {
    expect(messageOf('/login/')).toBe(messageOf('/login'));
    expect(messageOf('/login/')).toMatch(/^Log in to your VisaBridge account/);
  });

  it('describes a page without a description of its own by what the product does', () => {
    expect(messageOf('/user-dashboard')).toMatch(/^VisaBridge: check visa requirements/);
    expect(messageOf('/no-such-page')).toBe(messageOf('/user-dashboard'));
  });
});
