import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isInterfaceLanguage, type InterfaceLanguage } from '@visabridge/contract';
import { answerLanguageOf, envelopeIn } from '../../lib/message-language';

/**
 * Writes each answer's messages (the envelope's `message`, its field errors') in the language of the request
 * (`Accept-Language`) or of the account signed in, among those the site offers. Codes and data stay as
 * they are.
 */
export const messageLanguagePlugin = fp(
  async (app: FastifyInstance, { offered }: { offered: readonly InterfaceLanguage[] }) => {
    if (offered.length < 2) return;
    app.addHook('preSerialization', async (request, reply, payload) => {
      const accountLanguage = request.actor?.user.interfaceLanguage;
      const language = answerLanguageOf(
        request.headers['accept-language'],
        isInterfaceLanguage(accountLanguage) ? accountLanguage : null,
        offered,
      );
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, accept-language` : 'accept-language');
      return envelopeIn(language, payload);
    });
  },
);
