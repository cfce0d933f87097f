import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Fewer answered conversations than this say nothing honest about a typical reply time. */
const MIN_ANSWERED = 3;

/**
 * Median minutes from a conversation's first user message to the first staff reply after it, over the
 * conversations of the last 30 days that were answered; null when fewer than MIN_ANSWERED.
 */
export const typicalReplyMinutes = async (db: Db) => {
  const result = await db.execute(sql`
    select percentile_cont(0.5) within group (order by extract(epoch from reply.at - ask.at)) as median,
           count(*) as answered
    from chat_conversations c
    cross join lateral (
      select min(created_at) as at from chat_messages where conversation_id = c.id and not from_staff
    ) ask
    cross join lateral (
      select min(created_at) as at from chat_messages
      where conversation_id = c.id and from_staff and created_at >= ask.at
    ) reply
    where c.created_at > now() - interval '30 days' and reply.at is not null`);
  // Both drivers answer { rows }; numeric aggregates arrive as strings on node-postgres.
  const [row] = (result as unknown as { rows: { median: unknown; answered: unknown }[] }).rows;
  if (!row || row.median === null || Number(row.answered) < MIN_ANSWERED) return null;
  return Math.max(1, Math.round(Number(row.median) / 60));
};
