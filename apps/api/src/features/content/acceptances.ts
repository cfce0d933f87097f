import {
  acceptedSlugs,
  type AcceptedSlug,
  type AcceptedVersionsInput,
  type AcceptPageInput,
  type InterfaceLanguage,
  type PendingAcceptanceView,
} from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentPages, pageAcceptances } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { pagesShownIn } from './content-pages';

const staleVersion = (title: string, field: string) =>
  conflict(
    'PAGE_VERSION_CHANGED',
    `${title} has changed since you opened it: read the new version and accept it again.`,
    field,
  );

/** The current version of a legal page in one language; none when it is not written in that language. */
const currentPage = async (db: Db, slug: AcceptedSlug, language: InterfaceLanguage) =>
  (
    await db
      .select({ title: contentPages.title, version: contentPages.version })
      .from(contentPages)
      .where(and(eq(contentPages.slug, slug), eq(contentPages.language, language)))
  )[0];

/**
 * Refuses any Terms and Privacy versions but the current ones, in the language each was shown in (a text
 * not written in that language is no text to accept); returns what is accepted.
 */
export const assertCurrentVersions = async (db: Db, versions: AcceptedVersionsInput) =>
  Promise.all(
    acceptedSlugs.map(async (slug) => {
      const language = versions.languages[slug];
      const page = await currentPage(db, slug, language);
      if (page?.version !== versions[slug]) {
        const title = page?.title ?? (await currentPage(db, slug, 'en'))?.title ?? slug;
        throw staleVersion(title, `acceptedVersions.${slug}`);
      }
      return { slug, language, version: page.version };
    }),
  );

/** Records that a user accepted these Terms and Privacy versions; refuses any but the current ones. */
export const recordAcceptedVersions = async (db: Db, userId: string, versions: AcceptedVersionsInput) => {
  const pages = await assertCurrentVersions(db, versions);
  await db
    .insert(pageAcceptances)
    .values(pages.map((page) => ({ userId, ...page })))
    .onConflictDoNothing();
};

/**
 * The Terms and Privacy a reader of `language` is shown (theirs, or English) that the user has not
 * accepted as shown: a newer version, or the text in a language they had not accepted it in. A user who
 * never accepted a page (an account an administrator or a company created) has nothing pending: the prompt
 * is for changes to what they agreed to.
 */
export const listPendingAcceptances = async (
  db: Db,
  userId: string,
  language: InterfaceLanguage,
): Promise<PendingAcceptanceView[]> => {
  const [shown, accepted] = await Promise.all([
    pagesShownIn(db, acceptedSlugs, language),
    db
      .select({
        slug: pageAcceptances.slug,
        language: pageAcceptances.language,
        version: pageAcceptances.version,
      })
      .from(pageAcceptances)
      .where(eq(pageAcceptances.userId, userId)),
  ]);
  return shown
    .filter(({ row }) => {
      const ofPage = accepted.filter((acceptance) => acceptance.slug === row.slug);
      const isAccepted = ofPage.some(
        (acceptance) => acceptance.language === row.language && acceptance.version >= row.version,
      );
      return ofPage.length > 0 && !isAccepted;
    })
    .map(({ row }) => ({
      slug: row.slug as AcceptedSlug,
      language: row.language,
      title: row.title,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    }));
};

/**
 * The user accepts the current version of one page in the language they read it in; an older version is
 * refused with 409, a language the page is not written in with 404. Answers what a reader of
 * `readerLanguage` still has to accept.
 */
export const acceptPage = async (
  db: Db,
  userId: string,
  input: AcceptPageInput,
  readerLanguage: InterfaceLanguage,
) => {
  const page = await currentPage(db, input.slug, input.language);
  if (!page) throw notFound('This page does not exist');
  if (page.version !== input.version) throw staleVersion(page.title, 'version');
  await db
    .insert(pageAcceptances)
    .values({ userId, ...input })
    .onConflictDoNothing();
  return listPendingAcceptances(db, userId, readerLanguage);
};

/** The demo accounts accepted the English texts they start with, so the demo does not ask at once. */
export const acceptCurrentVersionsFor = async (db: Db, userIds: string[]) => {
  if (userIds.length === 0) return;
  const pages = await pagesShownIn(db, acceptedSlugs, 'en');
  await db
    .insert(pageAcceptances)
    .values(
      userIds.flatMap((userId) =>
        pages.map(({ row }) => ({ userId, slug: row.slug, language: row.language, version: row.version })),
      ),
    )
    .onConflictDoNothing();
};
