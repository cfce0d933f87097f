import { z } from 'zod';
import { acceptedSlugs } from './content-slugs';
import { editableSlugs } from './content-editable-slugs';
import { interfaceLanguages } from './interface-languages';
import { integer, requiredText, text } from './primitives';

/** A page or the FAQ, as the administrator edits them. */
export const editableSlugSchema = z.enum(editableSlugs, { error: 'Unknown page' });

/** A language a page is written in (not `interfaceLanguageSchema` of auth.ts, which imports this file). */
export const contentLanguageSchema = z.enum(interfaceLanguages, {
  error: 'Choose one of the languages offered',
});

/** A page's text as the server made it from the Markdown: elements (an HTML tag, its attributes) and text. */
export type MarkdownNode =
  | { type: 'text'; value: string }
  | {
      type: 'element';
      tag: string;
      attributes: Record<string, string | boolean>;
      children: MarkdownNode[];
    };

export const markdownNode: z.ZodType<MarkdownNode> = z
  .lazy(
    () =>
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('text'), value: z.string() }),
        z.object({
          type: z.literal('element'),
          tag: z.string(),
          attributes: z.record(z.string(), z.union([z.string(), z.boolean()])),
          children: z.array(markdownNode),
        }),
      ]),
    // Named, as it refers to itself: the API docs describe it once, under components.
  )
  .meta({ id: 'MarkdownNode' });

export const contentPageView = z.object({
  /** A page, or the FAQ in its editor (the reader gets the FAQ as topics: faqView). */
  slug: editableSlugSchema,
  /** The language the text is written in: the one asked for, or English when that one is not written yet. */
  language: contentLanguageSchema,
  /** The language asked for has no version of this page yet: the English text stands in for it. */
  isFallback: z.boolean(),
  title: z.string(),
  /** Markdown, as the administrator wrote it (what the editor shows). */
  body: z.string(),
  /** The Markdown made into the page's elements (GitHub tables, no raw HTML, unsafe link addresses dropped). */
  document: z.array(markdownNode),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ContentPageView = z.infer<typeof contentPageView>;

/** A written language of a page in the admin list: its title, version and last edit, without its body. */
export const contentPageEditionSummary = contentPageView
  .omit({ slug: true, body: true, document: true, isFallback: true })
  .extend({ updatedByName: z.string().nullable() });
export type ContentPageEditionSummary = z.infer<typeof contentPageEditionSummary>;

/** A row of the admin list: the page, and each language it is written in, English first. */
export const contentPageSummary = z.object({
  slug: editableSlugSchema,
  /** The English title, which every language falls back to. */
  title: z.string(),
  editions: z.array(contentPageEditionSummary),
});
export type ContentPageSummary = z.infer<typeof contentPageSummary>;

export const updateContentPageInput = z.object({
  /** The language the text is written in; saving it never touches another language's version. */
  language: contentLanguageSchema.default('en'),
  title: requiredText('Title is required', 120),
  body: text(60_000, {
    multiLine: true,
    error: 'Text is required',
    tooLong: 'Must be at most 60,000 characters',
  }).min(20, 'Write at least 20 characters'),
});
export type UpdateContentPageInput = z.infer<typeof updateContentPageInput>;

const versionField = (label: string) =>
  integer(`${label} version is required`, { min: 1, tooSmall: `${label} version is required` });

/**
 * The Terms and Privacy versions the sign-up form showed, and the language each was shown in (English
 * unless said); the server refuses any but the current ones.
 */
export const acceptedVersionsInput = z.object({
  terms: versionField('Terms of Service'),
  privacy: versionField('Privacy Policy'),
  languages: z
    .object({ terms: contentLanguageSchema, privacy: contentLanguageSchema })
    .default({ terms: 'en', privacy: 'en' }),
});
export type AcceptedVersionsInput = z.infer<typeof acceptedVersionsInput>;

/** A published version the signed-in user has not accepted yet. */
export const pendingAcceptanceView = z.object({
  slug: z.enum(acceptedSlugs),
  /** The language of the text to accept: the reader's, or English when theirs is not written yet. */
  language: contentLanguageSchema,
  title: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type PendingAcceptanceView = z.infer<typeof pendingAcceptanceView>;

export const acceptPageInput = z.object({
  slug: z.enum(acceptedSlugs, { error: 'Choose terms or privacy' }),
  version: integer('Version is required', { min: 1, tooSmall: 'Version is required' }),
  /** The language of the text the user read and accepts. */
  language: contentLanguageSchema,
});
export type AcceptPageInput = z.infer<typeof acceptPageInput>;
