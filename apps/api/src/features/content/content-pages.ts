import { createHash } from 'node:crypto';
import {
  contentSlugs,
  type ContentPageSummary,
  type ContentPageView,
  type ContentSlug,
  type UpdateContentPageInput,
} from '@visabridge/contract';
import { eq, sql } from 'drizzle-orm';
import { contentPages, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { AppContext } from '../../domain/app-context';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../domain/identity/session-cache';
import { recordAudit } from '../../domain/audit/record-audit';
import { markdownDocument } from '@visabridge/contract/markdown-document';

type PageRow = typeof contentPages.$inferSelect;

const isContentSlug = (slug: string): slug is ContentSlug =>
  (contentSlugs as readonly string[]).includes(slug);

const pageFacts = (row: PageRow) => ({
  slug: row.slug as ContentSlug,
  title: row.title,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

const toView = (row: PageRow): ContentPageView => ({
  ...pageFacts(row),
  body: row.body,
  document: markdownDocument(row.body),
});

const pageNotFound = () => notFound('This page does not exist');

/**
 * audit_events.target_id is a uuid column, and a page's key is its slug: the event names the page by a
 * name-based UUID (version 5 layout) of its slug, the same for every edit of that page.
 */
export const contentPageTargetId = (slug: ContentSlug) => {
  const hex = createHash('sha1').update(`visabridge:content_page:${slug}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** One published page; an unknown slug is a 404 like a missing one. */
export const getContentPage = async (db: Db, slug: string) => {
  if (!isContentSlug(slug)) throw pageNotFound();
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  if (!row) throw pageNotFound();
  return toView(row);
};

/** Every page without its body, in the order of the footer, with who edited it last. */
export const listContentPages = async (db: Db): Promise<ContentPageSummary[]> => {
  const rows = await db
    .select({
      page: contentPages,
      editorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(contentPages)
    .leftJoin(users, eq(users.id, contentPages.updatedBy));
  const order = (slug: string) => contentSlugs.indexOf(slug as ContentSlug);
  return rows
    .sort((first, second) => order(first.page.slug) - order(second.page.slug))
    .map(({ page, editorName }) => ({ ...pageFacts(page), updatedByName: editorName }));
};

/** Publishes an edit as the next version and records what changed, in one transaction. */
export const updateContentPage = async ({
  ctx,
  actor,
  slug,
  input,
}: {
  ctx: AppContext;
  actor: Actor;
  slug: string;
  input: UpdateContentPageInput;
}) => {
  if (!isContentSlug(slug)) throw pageNotFound();
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(contentPages).where(eq(contentPages.slug, slug)).for('update');
    if (!before) throw pageNotFound();
    const [after] = await tx
      .update(contentPages)
      .set({
        title: input.title,
        body: input.body,
        version: before.version + 1,
        updatedBy: actor.user.id,
        updatedAt: new Date(),
      })
      .where(eq(contentPages.slug, slug))
      .returning();
    if (!after) throw pageNotFound();
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: 'content.updated',
      targetType: 'content_page',
      targetId: contentPageTargetId(slug),
      details: {
        slug,
        page: after.title,
        version: { from: before.version, to: after.version },
        title: { from: before.title, to: after.title },
        characters: { from: before.body.length, to: after.body.length },
      },
    });
    return toView(after);
  });
};
