import { contentSlugs } from './content-slugs';

// Apart from content-slugs.ts, which the router's first script holds: only the code that edits or reads
// the FAQ loads these.

/**
 * The FAQ: written per language like the pages, in a structure the product reads as topics and questions
 * (content-faq.ts); shown on /faq and /help, not as a page of the footer.
 */
export const faqSlug = 'faq';

/** Every text the administrator edits per language: the pages, then the FAQ. */
export const editableSlugs = [...contentSlugs, faqSlug] as const;
export type EditableSlug = (typeof editableSlugs)[number];
