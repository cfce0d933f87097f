import { contentSlugs } from './content-slugs';

/**
 * Every address the web app draws a page for, as React Router patterns without the leading slash (`:id`
 * stands for one path segment). The router takes its paths from here and the server answers any other
 * address with a 404 status, so a mistyped link is a real "not found" and not a page that looks found.
 */
export const appPagePaths = [
  '',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'accept-invitation',
  'verify-email',
  'second-factor',
  'visa-check',
  'trip-check',
  'help',
  'faq',
  'contact',
  'consultation',
  'chat',
  'dashboard',
  'profile',
  'payment',
  'application',
  'notifications',
  'verification',
  'link-account',
  'join-trip',
  'admin-dashboard',
  'admin',
  'admin/:section',
  'agent-dashboard',
  'agent/:section',
  'corporate-dashboard',
  'enterprise/team',
  'enterprise/budget',
  'enterprise/travel',
  'enterprise/applications',
  'enterprise/billing',
  'applications/:id',
  'user-dashboard',
  'applications',
  'documents',
  'travel-history',
  'travel-intelligence',
  'trips/new',
  'trips/:id',
  ...contentSlugs,
] as const;
export type AppPagePath = (typeof appPagePaths)[number];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const matches = (pattern: string[], segments: string[]) =>
  pattern.length === segments.length &&
  pattern.every((part, index) => part.startsWith(':') || part === segments[index]);

const patterns = appPagePaths.map(segmentsOf);

/** Whether the web app has a page at this path (`/applications/42`, `/login/`). */
export const isAppPage = (pathname: string) => {
  const segments = segmentsOf(pathname);
  return patterns.some((pattern) => matches(pattern, segments));
};

/**
 * The pages anyone may open and a search engine may list. The server sends them drawn (the browser then
 * takes them over), so they show before the app's code has run.
 */
export const publicPagePaths = [
  '/',
  '/visa-check',
  '/trip-check',
  '/login',
  '/register',
  '/help',
  '/faq',
  '/contact',
  '/consultation',
  ...contentSlugs.map((slug) => `/${slug}` as const),
];

/** Whether `pathname` is one of the public pages (a trailing slash allowed). */
export const isPublicPage = (pathname: string) =>
  publicPagePaths.some((page) => page === pathname || `${page}/` === pathname);
