import { z } from 'zod';
import { requiredText } from './primitives';

export const threadMessageView = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string(),
  authorRole: z.string(),
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
