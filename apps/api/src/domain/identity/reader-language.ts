import type { FastifyRequest } from 'fastify';
import { isInterfaceLanguage, type InterfaceLanguage } from '@visabridge/contract';
import { answerLanguageOf } from '../../lib/message-language';

/**
 * The language a document asked for is written in, among those offered: the request's `Accept-Language` (the
 * web app sends its page's, downloads included), else the signed-in account's, else English.
 */
export const readerLanguageOf = (request: FastifyRequest, offered: readonly InterfaceLanguage[]) => {
  const accountLanguage = request.actor?.user.interfaceLanguage;
  return answerLanguageOf(
    request.headers['accept-language'],
    isInterfaceLanguage(accountLanguage) ? accountLanguage : null,
    offered,
  );
};
