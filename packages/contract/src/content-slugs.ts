/** The operator's pages, in the order the admin list shows them. */
export const contentSlugs = [
  'about',
  'careers',
  'press',
  'partners',
  'privacy',
  'terms',
  'cookies',
  'compliance',
] as const;
export type ContentSlug = (typeof contentSlugs)[number];

/** The pages a user accepts: at sign-up, and again when a newer version is published. */
export const acceptedSlugs = ['terms', 'privacy'] as const;
export type AcceptedSlug = (typeof acceptedSlugs)[number];
