import {
  contentSlugs,
  editableSlugs,
  faqSlug,
  interfaceLanguages,
  type ContentPageSummary,
  type ContentPageView,
  type ContentSlug,
  type EditableSlug,
  type FaqView,
  type InterfaceLanguage,
} from '@visabridge/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { contentPages, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { markdownDocument } from '@visabridge/contract/markdown-document';
import { parseFaq } from './faq-document';

export type PageRow = typeof contentPages.$inferSelect;

export const isContentSlug = (slug: string): slug is ContentSlug =>
  (contentSlugs as readonly string[]).includes(slug);

/** A page or the FAQ, which the administrator edits. */
export const isEditableSlug = (slug: string): slug is EditableSlug =>
  (editableSlugs as readonly string[]).includes(slug);

export const pageNotFound = () => notFound('This page does not exist');

const pageFacts = (row: PageRow) => ({
  language: row.language,
  title: row.title,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

export const toView = (row: PageRow, isFallback = false): ContentPageView => ({
  slug: row.slug as EditableSlug,
  ...pageFacts(row),
  isFallback,
  body: row.body,
  document: markdownDocument(row.body),
});

/** English first, then the languages in the order the site lists them. */
const byLanguage = (first: { language: string }, second: { language: string }) =>
  interfaceLanguages.indexOf(first.language as InterfaceLanguage) -
  interfaceLanguages.indexOf(second.language as InterfaceLanguage);

/**
 * The rows of these pages a reader of `language` sees: each page's own version in that language, else its
 * English one (marked as standing in), never nothing while English exists.
 */
export const pagesShownIn = async (db: Db, slugs: readonly EditableSlug[], language: InterfaceLanguage) => {
  const rows = await db
    .select()
    .from(contentPages)
    .where(and(inArray(contentPages.slug, [...slugs]), inArray(contentPages.language, ['en', language])));
  return slugs.flatMap((slug) => {
    const own = rows.find((row) => row.slug === slug && row.language === language);
    const english = rows.find((row) => row.slug === slug && row.language === 'en');
    const shown = own ?? english;
    return shown ? [{ row: shown, isFallback: !own }] : [];
  });
};

/** One published page in `language`, or in English when not written in it yet; an unknown slug is a 404. */
export const getContentPage = async (db: Db, slug: string, language: InterfaceLanguage = 'en') => {
  if (!isContentSlug(slug)) throw pageNotFound();
  const [shown] = await pagesShownIn(db, [slug], language);
  if (!shown) throw pageNotFound();
  return { ...toView(shown.row, shown.isFallback), slug };
};

/** The FAQ's topics and questions in `language`, or in English until it is written in theirs. */
export const getFaq = async (db: Db, language: InterfaceLanguage = 'en'): Promise<FaqView> => {
  const [shown] = await pagesShownIn(db, [faqSlug], language);
  if (!shown) throw pageNotFound();
  const { row, isFallback } = shown;
  return {
    language: row.language,
    isFallback,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    topics: parseFaq(row.body),
  };
};

/** Every written language of a page or the FAQ, English first, for its editor; an unknown slug is a 404. */
export const listPageEditions = async (db: Db, slug: string) => {
  if (!isEditableSlug(slug)) throw pageNotFound();
  const rows = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  if (!rows.some((row) => row.language === 'en')) throw pageNotFound();
  return rows.sort(byLanguage).map((row) => toView(row));
};

/**
 * Every page in the order of the footer, then the FAQ, each with the languages it is written in (English first), their
 * versions and who edited them last.
 */
export const listContentPages = async (db: Db): Promise<ContentPageSummary[]> => {
  const rows = await db
    .select({
      page: contentPages,
      editorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(contentPages)
    .leftJoin(users, eq(users.id, contentPages.updatedBy));
  return editableSlugs.flatMap((slug) => {
    const editions = rows
      .filter(({ page }) => page.slug === slug)
      .map(({ page, editorName }) => ({ ...pageFacts(page), updatedByName: editorName }))
      .sort(byLanguage);
    const english = editions.find((edition) => edition.language === 'en');
    return english ? [{ slug, title: english.title, editions }] : [];
  });
};
