import {
  acceptedSlugs,
  type AcceptedSlug,
  type AcceptedVersionsInput,
  type AcceptPageInput,
  type PendingAcceptanceView,
} from '@visabridge/contract';
import { eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentPages, pageAcceptances } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';

/** The current Terms and Privacy, or only one of them. */
const acceptedPages = (db: Db, slugs: readonly AcceptedSlug[] = acceptedSlugs) =>
  db
    .select({
      slug: contentPages.slug,
      title: contentPages.title,
      version: contentPages.version,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(inArray(contentPages.slug, [...slugs]));

const staleVersion = (title: string, field: string) =>
  conflict(
    'PAGE_VERSION_CHANGED',
    `${title} has changed since you opened it: read the new version and accept it again.`,
    field,
  );

/** Refuses any Terms and Privacy versions but the current ones; returns the pages they name. */
export const assertCurrentVersions = async (db: Db, versions: AcceptedVersionsInput) => {
  const pages = await acceptedPages(db);
  for (const page of pages) {
    const slug = page.slug as AcceptedSlug;
    if (versions[slug] !== page.version) throw staleVersion(page.title, `acceptedVersions.${slug}`);
  }
  return pages;
};

/** Records that a user accepted these Terms and Privacy versions; refuses any but the current ones. */
export const recordAcceptedVersions = async (db: Db, userId: string, versions: AcceptedVersionsInput) => {
  const pages = await assertCurrentVersions(db, versions);
  await db
    .insert(pageAcceptances)
    .values(pages.map((page) => ({ userId, slug: page.slug, version: page.version })))
    .onConflictDoNothing();
};

/**
 * The pages published since the user last accepted them. A user who never accepted a page (an account an
 * administrator or a company created) has nothing pending: the prompt is for changes to what they agreed to.
 */
export const listPendingAcceptances = async (db: Db, userId: string): Promise<PendingAcceptanceView[]> => {
  const [pages, accepted] = await Promise.all([
    acceptedPages(db),
    db
      .select({ slug: pageAcceptances.slug, version: max(pageAcceptances.version) })
      .from(pageAcceptances)
      .where(eq(pageAcceptances.userId, userId))
      .groupBy(pageAcceptances.slug),
  ]);
  const latest = new Map(accepted.map((row) => [row.slug, row.version ?? 0]));
  return pages
    .filter((page) => {
      const version = latest.get(page.slug);
      return version !== undefined && version < page.version;
    })
    .sort(
      (first, second) =>
        acceptedSlugs.indexOf(first.slug as AcceptedSlug) -
        acceptedSlugs.indexOf(second.slug as AcceptedSlug),
    )
    .map((page) => ({
      slug: page.slug as AcceptedSlug,
      title: page.title,
      version: page.version,
      updatedAt: page.updatedAt.toISOString(),
    }));
};

/** The user accepts the current version of one page; an older version is refused with 409. */
export const acceptPage = async (db: Db, userId: string, input: AcceptPageInput) => {
  const [page] = await acceptedPages(db, [input.slug]);
  if (!page) throw notFound('This page does not exist');
  if (page.version !== input.version) throw staleVersion(page.title, 'version');
  await db
    .insert(pageAcceptances)
    .values({ userId, slug: input.slug, version: input.version })
    .onConflictDoNothing();
  return listPendingAcceptances(db, userId);
};

/** The demo accounts accepted the texts they start with, so the demo does not ask at once. */
export const acceptCurrentVersionsFor = async (db: Db, userIds: string[]) => {
  if (userIds.length === 0) return;
  const pages = await acceptedPages(db);
  await db
    .insert(pageAcceptances)
    .values(
      userIds.flatMap((userId) => pages.map((page) => ({ userId, slug: page.slug, version: page.version }))),
    )
    .onConflictDoNothing();
};
