import { z } from 'zod';
import { paginationQuery } from './envelope';
import { emailField } from './fields';
import { contactTopics } from './contact-topics';
import { requiredText } from './primitives';

const messageText = (label: string, max: number) =>
  requiredText(`${label} is required`, max, {
    multiLine: true,
    tooLong: `${label} must be at most ${max} characters`,
  });

/** The contact form (`POST /api/contact`), the same rules in the browser and on the server. */
export const contactMessageInput = z.object({
  name: requiredText('Name is required', 100),
  email: emailField,
  topic: z.enum(contactTopics, { error: 'Choose a topic from the list' }),
  message: messageText('Message', 5000),
});
export type ContactMessageInput = z.infer<typeof contactMessageInput>;

/** What the sender is told after sending: the message is stored and a copy went to `email`. */
export const contactReceiptView = z.object({
  id: z.uuid(),
  email: z.string(),
  topic: z.enum(contactTopics),
  sentAt: z.string(),
});
export type ContactReceiptView = z.infer<typeof contactReceiptView>;

export const contactStatuses = ['open', 'handled'] as const;

export const listContactMessagesQuery = paginationQuery.extend({
  status: z.enum(contactStatuses, { error: 'Status must be open or handled' }).optional(),
});

/** A message as the inbox lists it: open ones first, newest first within each. */
export const contactMessageSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(contactTopics),
  /** The start of the message, for the list. */
  excerpt: z.string(),
  /** Sent while signed in to this account. */
  userId: z.string().nullable(),
  replyCount: z.number().int(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessageSummary = z.infer<typeof contactMessageSummary>;

export const contactReplyView = z.object({
  id: z.uuid(),
  body: z.string(),
  authorName: z.string().nullable(),
  sentAt: z.string(),
});
export type ContactReplyView = z.infer<typeof contactReplyView>;

export const contactMessageView = contactMessageSummary.extend({
  message: z.string(),
  handledByName: z.string().nullable(),
  /** Oldest first, as a conversation reads. */
  replies: z.array(contactReplyView),
});
export type ContactMessageView = z.infer<typeof contactMessageView>;

export const contactReplyInput = z.object({ body: messageText('Reply', 5000) });
export const contactMessageUpdate = z.object({
  handled: z.boolean({ error: 'Handled must be true or false' }),
});
