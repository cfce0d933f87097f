import { createHash } from 'node:crypto';
import {
  faqSlug,
  languageAutonyms,
  type EditableSlug,
  type InterfaceLanguage,
  type UpdateContentPageInput,
} from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import { contentPages } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import type { Actor } from '../../domain/identity/session-cache';
import { recordAudit } from '../../domain/audit/record-audit';
import { isEditableSlug, pageNotFound, toView } from './content-pages';
import { parseFaq } from './faq-document';

/**
 * audit_events.target_id is a uuid column, and a page's key is its slug: the event names the page by a
 * name-based UUID (version 5 layout) of its slug, the same for every edit of that page, in any language.
 */
export const contentPageTargetId = (slug: EditableSlug) => {
  const hex = createHash('sha1').update(`visabridge:content_page:${slug}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Publishes an edit of one language of a page (or of the FAQ) as that language's next version (its first, 1, when it was
 * not written yet) and records what changed, in one transaction; no other language changes. Every edit of
 * a page waits for the one before on the page's English row, which must exist.
 */
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
  if (!isEditableSlug(slug)) throw pageNotFound();
  const { language, title, body } = input;
  // A FAQ that does not read as topics and questions is refused before anything is saved.
  if (slug === faqSlug) parseFaq(body);
  const ofPage = (pageLanguage: InterfaceLanguage) =>
    and(eq(contentPages.slug, slug), eq(contentPages.language, pageLanguage));
  return ctx.db.transaction(async (tx) => {
    const [english] = await tx.select().from(contentPages).where(ofPage('en')).for('update');
    if (!english) throw pageNotFound();
    const before =
      language === 'en' ? english : (await tx.select().from(contentPages).where(ofPage(language)))[0];
    const edit = { title, body, updatedBy: actor.user.id, updatedAt: new Date() };
    const [after] = before
      ? await tx
          .update(contentPages)
          .set({ ...edit, version: before.version + 1 })
          .where(ofPage(language))
          .returning()
      : await tx
          .insert(contentPages)
          .values({ ...edit, slug, language, version: 1 })
          .returning();
    if (!after) throw pageNotFound();
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: 'content.updated',
      targetType: 'content_page',
      targetId: contentPageTargetId(slug),
      details: {
        slug,
        language,
        page: `${after.title} (${languageAutonyms[language]})`,
        version: { from: before?.version ?? 0, to: after.version },
        title: { from: before?.title ?? null, to: after.title },
        characters: { from: before?.body.length ?? 0, to: after.body.length },
      },
    });
    return toView(after);
  });
};
