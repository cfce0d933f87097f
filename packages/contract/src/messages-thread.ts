import { z } from 'zod';
import { requiredText } from './primitives';

/**
 * Who wrote a message, relative to the application: whoever it is for (the traveller who filed it, or
 * on a company's case the filer and the employee), a colleague of the filing company, or staff.
 */
export const messageAuthorKinds = ['applicant', 'colleague', 'agent', 'admin'] as const;
export type MessageAuthorKind = (typeof messageAuthorKinds)[number];

export const messageAuthorKindLabels: Record<MessageAuthorKind, string> = {
  applicant: 'Applicant',
  colleague: 'Colleague',
  agent: 'Agent',
  admin: 'Admin',
};

export const threadMessageView = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string(),
  authorKind: z.enum(messageAuthorKinds),
  /** True when the signed-in user wrote it. */
  mine: z.boolean(),
  sentAt: z.string(),
});
export type ThreadMessageView = z.infer<typeof threadMessageView>;

export const threadMessageInput = z.object({
  body: requiredText('Message is required', 4000, {
    multiLine: true,
    tooLong: 'Message must be at most 4000 characters',
  }),
});
