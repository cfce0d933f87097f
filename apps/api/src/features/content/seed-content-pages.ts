import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSlugs, type ContentSlug } from '@visabridge/contract';
import type { Db } from '../../db/client';
import { contentPages } from '../../db/schema';
import { apiRoot } from '../../lib/package-root';

const defaultsDir = path.join(apiRoot, 'src', 'features', 'content', 'defaults');

/** A shipped text: its first line is the page's `# Title`, the rest its Markdown body. */
export const readDefaultPage = (slug: ContentSlug) => {
  const [heading = '', ...lines] = readFileSync(path.join(defaultsDir, `${slug}.md`), 'utf8').split('\n');
  return {
    slug,
    language: 'en' as const,
    title: heading.replace(/^#\s+/, '').trim(),
    body: lines.join('\n').trim(),
  };
};

/**
 * Adds the shipped text of every page that is missing, on every start; an operator's edits are kept. The
 * texts ship in English only: the operator writes the other languages, which show English until then.
 * Two instances starting at once both try, and the primary key lets exactly one insert each page.
 */
export const seedContentPages = async (db: Db) => {
  await db
    .insert(contentPages)
    .values(contentSlugs.map(readDefaultPage))
    .onConflictDoNothing({ target: [contentPages.slug, contentPages.language] });
};
