import { createHmac, timingSafeEqual } from 'node:crypto';

/** EventSource cannot send an Authorization header, so the stream URL carries this instead of the session. */
export const TICKET_LIFETIME_MS = 60_000;

type TicketClaims = { userId: string; sessionId: string };

/**
 * A ticket is `claims.signature`, signed with a key derived for this one purpose: it opens the chat
 * stream and nothing else, and a session token is never a ticket (nor the reverse).
 */
export const createStreamTickets = (secret: string) => {
  const key = createHmac('sha256', secret).update('chat-stream-ticket').digest();
  const sign = (content: string) => createHmac('sha256', key).update(content).digest();
  return {
    issue: ({ userId, sessionId }: TicketClaims, now = Date.now()) => {
      const expiresAt = new Date(now + TICKET_LIFETIME_MS);
      const claims = Buffer.from(
        JSON.stringify({ sub: userId, sid: sessionId, exp: expiresAt.getTime() }),
      ).toString('base64url');
      return { ticket: `${claims}.${sign(claims).toString('base64url')}`, expiresAt };
    },
    /** The claims of a genuine, unexpired ticket; null for anything else. */
    verify: (ticket: string, now = Date.now()): TicketClaims | null => {
      const [claims, signed, ...extra] = ticket.split('.');
      if (!claims || !signed || extra.length > 0) return null;
      const expected = sign(claims);
      const actual = Buffer.from(signed, 'base64url');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      try {
        const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
        const { sub, sid, exp } = parsed;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
        return exp > now ? { userId: sub, sessionId: sid } : null;
      } catch {
        return null;
      }
    },
  };
};
export type StreamTickets = ReturnType<typeof createStreamTickets>;
