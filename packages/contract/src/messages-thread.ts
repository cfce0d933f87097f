import { z } from 'zod';

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
  body: z.string().trim().min(1, 'Message is required').max(4000, 'Message must be at most 4000 characters'),
});
