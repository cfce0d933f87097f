import fastifySSE from '@fastify/sse';
import type { ChatStreamEvent } from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { unauthorized } from '../../lib/errors';
import { fileReplies } from '../../lib/replies';
import { isStaff } from '../../domain/applications/access';
import { findSessionUser } from '../../domain/identity/sessions';
import { HEARTBEAT_MS, type ChatHub } from './chat-hub';
import type { StreamTickets } from './stream-ticket';
import { stampUserSeen } from './user-chat';

export const ticketRefused = 'This stream ticket is invalid or has expired. Ask for a new one.';

/**
 * `GET /api/chat/stream?ticket=`: server-sent events of support chat, for staff every conversation, for a
 * user their own. @fastify/sse writes the events and its comment heartbeat keeps proxies from closing an
 * idle stream; the route's own heartbeat marks the user present and ends the stream when the session does.
 */
export const streamRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  hub: ChatHub;
  tickets: StreamTickets;
}> = async (app, { ctx, hub, tickets }) => {
  await app.register(fastifySSE, { heartbeatInterval: 15_000 });
  const open = new Set<() => void>();
  // A live stream never ends by itself: close them so shutdown does not wait for the clients.
  app.addHook('preClose', async () => {
    for (const close of open) close();
  });

  app.get(
    '/stream',
    {
      sse: 'only',
      schema: {
        tags: ['chat'],
        querystring: z.object({ ticket: z.string().min(1, 'Ticket is required').max(1000) }),
        // 406: the client's Accept refuses text/event-stream.
        response: fileReplies(['text/event-stream'], [401, 406]),
      },
    },
    async (request, reply) => {
      const claims = tickets.verify(request.query.ticket);
      if (!claims) throw unauthorized(ticketRefused);
      const user = await findSessionUser(ctx, claims.userId, claims.sessionId);
      const isStaffStream = isStaff(user);
      const stamp = async () => {
        if (!isStaffStream) await stampUserSeen(ctx, user.id);
      };
      await stamp();
      reply.sse.keepAlive();
      await reply.sse.send({ event: 'ready', data: { staff: isStaffStream } });

      const close = () => reply.sse.close();
      const send = (event: ChatStreamEvent) => {
        if (reply.sse.isConnected) reply.sse.send({ event: event.type, data: event }).catch(close);
      };
      const remove = hub.add({ userId: user.id, isStaff: isStaffStream, send });
      const heartbeat = setInterval(() => {
        findSessionUser(ctx, user.id, claims.sessionId).then(stamp).catch(close);
      }, HEARTBEAT_MS);
      heartbeat.unref();
      open.add(close);
      reply.sse.onClose(() => {
        clearInterval(heartbeat);
        remove();
        open.delete(close);
      });
    },
  );
};
