import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  editableSlugs,
  interfaceLanguages,
  type EditableSlug,
  type InterfaceLanguage,
} from '@visabridge/contract';
import type { Db } from '../../db/client';
import { contentPages } from '../../db/schema';
import { apiRoot } from '../../lib/package-root';

const defaultsDir = path.join(apiRoot, 'src', 'features', 'content', 'defaults');

/** A shipped text's file: `terms.md` in English, `faq.es.md` in another language. */
const fileOf = (slug: EditableSlug, language: InterfaceLanguage) =>
  language === 'en' ? `${slug}.md` : `${slug}.${language}.md`;

/** A shipped text: its first line is the page's `# Title`, the rest its Markdown body. */
export const readDefaultPage = (slug: EditableSlug, language: InterfaceLanguage = 'en') => {
  const [heading = '', ...lines] = readFileSync(path.join(defaultsDir, fileOf(slug, language)), 'utf8').split(
    '\n',
  );
  return {
    slug,
    language,
    title: heading.replace(/^#\s+/, '').trim(),
    body: lines.join('\n').trim(),
  };
};

/** Every shipped text, by page and language: each page in English, the FAQ in every language too. */
export const shippedPages = () => {
  const files = new Set(readdirSync(defaultsDir));
  return editableSlugs.flatMap((slug) =>
    interfaceLanguages
      .filter((language) => files.has(fileOf(slug, language)))
      .map((language) => readDefaultPage(slug, language)),
  );
};

/**
 * Adds every shipped text (a page in a language) that is missing, on every start; an operator's edits are
 * kept. The legal and company pages ship in English only: the operator writes the other languages, which
 * show English until then. The FAQ ships in all six languages.
 * Two instances starting at once both try, and the primary key lets exactly one insert each page.
 */
export const seedContentPages = async (db: Db) => {
  await db
    .insert(contentPages)
    .values(shippedPages())
    .onConflictDoNothing({ target: [contentPages.slug, contentPages.language] });
};
