import { z } from 'zod';
import { contentLanguageSchema, markdownNode } from './content';

/**
 * The FAQ as the administrator writes it, in Markdown: a `## Topic` heading, then its questions, each a
 * `### Question {#address}` heading (the address is the question's link, /faq#address: the same in every
 * language) followed by its answer (paragraphs, lists, links to the product's pages such as
 * `[My Documents](/documents)`).
 */
export const faqEntryView = z.object({
  /** The question's address on the FAQ page (/faq#id), the same in every language. */
  id: z.string(),
  question: z.string(),
  /** The answer's Markdown made into elements, as a page's text is. */
  answer: z.array(markdownNode),
  /** The answer's words without their Markdown, which a search looks through. */
  answerText: z.string(),
});
export type FaqEntryView = z.infer<typeof faqEntryView>;

export const faqTopicView = z.object({ title: z.string(), entries: z.array(faqEntryView) });
export type FaqTopicView = z.infer<typeof faqTopicView>;

/** The FAQ in the reader's language, or in English (`isFallback`) until it is written in theirs. */
export const faqView = z.object({
  /** The language the questions are written in: the one asked for, or English when that one is not written yet. */
  language: contentLanguageSchema,
  /** The language asked for has no FAQ yet: the English one stands in for it. */
  isFallback: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  topics: z.array(faqTopicView),
});
export type FaqView = z.infer<typeof faqView>;
