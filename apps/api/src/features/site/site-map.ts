import { publicPagePaths } from '@visabridge/contract';

/**
 * Areas behind sign-in, the links sent by email (they carry a token) and the API. robots.txt rules match
 * by prefix, so `/admin` covers `/admin-dashboard` and `/admin/users`; none of them starts a public path.
 */
export const privatePathPrefixes = [
  '/api/',
  '/dashboard',
  '/user-dashboard',
  '/admin',
  '/agent',
  '/corporate-dashboard',
  '/enterprise/',
  '/applications',
  '/application',
  '/trips/',
  '/documents',
  '/travel-history',
  '/travel-intelligence',
  '/profile',
  '/payment',
  '/notifications',
  '/verification',
  '/link-account',
  '/join-trip',
  '/reset-password',
  '/accept-invitation',
  '/verify-email',
  '/second-factor',
];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export const robotsTxt = (publicUrl: string) =>
  [
    'User-agent: *',
    'Allow: /',
    ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

export const sitemapXml = (publicUrl: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPagePaths.map((page) => `  <url><loc>${escapeXml(`${publicUrl}${page}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
