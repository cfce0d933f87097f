import {
  contactMessageInput,
  contactMessageSummary,
  contactMessageUpdate,
  contactMessageView,
  contactReceiptView,
  contactReplyInput,
  listContactMessagesQuery,
  paged,
} from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { ok, replies } from '../../lib/replies';
import { actorOf } from '../../domain/identity/auth-plugin';
import { readerLanguageOf } from '../../domain/identity/reader-language';
import { replyToContactMessage, setContactMessageHandled } from './answer-contact-message';
import { findContactMessage, listContactMessages } from './contact-inbox';
import { sendContactMessage } from './send-contact-message';

/** `/api/contact`: the public contact form; a signed-in sender's account is kept with the message. */
export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/',
    {
      onRequest: app.identify,
      schema: {
        tags: ['support'],
        body: contactMessageInput,
        response: replies(contactReceiptView, [400, 429], 201),
      },
    },
    async (request, reply) => {
      const receipt = await sendContactMessage({
        ctx,
        input: request.body,
        userId: request.actor?.user.id ?? null,
        ip: request.ip,
        language: readerLanguageOf(request, ctx.config.interfaceLanguages),
      });
      return reply.code(201).send(ok(receipt, 'Message sent. We have emailed you a confirmation.'));
    },
  );
};

const params = z.object({ id: z.uuid('Message id must be a UUID') });

/**
 * `/api/admin/contact-messages`: the admin inbox. Admins only: messages hold personal data (privacy
 * requests among them) and agents work on their assigned cases, not on the public inbox.
 */
export const contactInboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/',
    {
      schema: {
        tags: ['support'],
        querystring: listContactMessagesQuery,
        response: replies(paged(contactMessageSummary), [400, 401, 403]),
      },
    },
    async (request) => ok(await listContactMessages(ctx, request.query)),
  );

  app.get(
    '/:id',
    { schema: { tags: ['support'], params, response: replies(contactMessageView, [400, 401, 403, 404]) } },
    async (request) => ok(await findContactMessage(ctx, request.params.id)),
  );

  app.post(
    '/:id/replies',
    {
      schema: {
        tags: ['support'],
        params,
        body: contactReplyInput,
        response: replies(contactMessageView, [400, 401, 403, 404], 201),
      },
    },
    async (request, reply) => {
      const message = await replyToContactMessage(
        ctx,
        actorOf(request).user,
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send(ok(message, `Reply emailed to ${message.email}`));
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['support'],
        params,
        body: contactMessageUpdate,
        response: replies(contactMessageView, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { handled } = request.body;
      const message = await setContactMessageHandled(ctx, actorOf(request).user, request.params.id, handled);
      return ok(message, handled ? 'Marked as handled' : 'Reopened');
    },
  );
};
