import { answerOnce, idempotencyHeaders } from '../../domain/idempotency/answer-once';
import multipart from '@fastify/multipart';
import {
  documentMimeTypes,
  documentView,
  listDocumentsQuery,
  maxDocumentBytes,
  paged,
} from '@visabridge/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { AppError } from '../../lib/errors';
import { done, fileReplies, noData, ok, replies } from '../../lib/replies';
import { actorOf } from '../../domain/identity/auth-plugin';
import { readerLanguageOf } from '../../domain/identity/reader-language';
import type { DocumentStore, Received } from './document-store';
import { safeFileName } from './file-names';
import {
  deleteDocument,
  findVisibleDocument,
  listDocuments,
  showDocument,
  uploadDocument,
  type Upload,
} from './documents';
import { recordUploadAttempt } from './upload-quotas';

const tags = ['documents'];
const params = z.object({ id: z.uuid('Document id must be a UUID') });
const maxMegabytes = maxDocumentBytes / 1024 / 1024;

const tooLarge = () =>
  new AppError('FILE_TOO_LARGE', 413, `Files can be at most ${maxMegabytes} MB`, [
    { field: 'file', message: `This file is larger than ${maxMegabytes} MB` },
  ]);

/**
 * Reads the upload's fields, and takes its file into the store as it arrives (sealed on the way): a file is
 * never held whole in memory. Past the size limit the part fails (413) and what was taken in is dropped.
 */
const readUpload = async (request: FastifyRequest, store: DocumentStore): Promise<Upload> => {
  const fields: Record<string, string> = {};
  let file: { fileName: string; received: Received } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !file)
          file = { fileName: part.filename, received: await store.receive(part.file) };
        else part.file.resume();
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (file) await store.discard(file.received);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  return file ? { ...file, fields } : null;
};

/** A header-safe `Content-Disposition` keeping the original name for browsers that read `filename*`. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export const documentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; store: DocumentStore }> = async (
  app,
  { ctx, store },
) => {
  // A document's findings are worked out when read, in the reader's language.
  const languageOf = (request: FastifyRequest) => readerLanguageOf(request, ctx.config.interfaceLanguages);
  await app.register(multipart, {
    limits: { fileSize: maxDocumentBytes, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
  });
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/upload',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        headers: idempotencyHeaders,
        response: replies(documentView, [400, 401, 404, 409, 413, 415, 422, 429], 201),
      },
    },
    async (request, reply) => {
      // Counted before the body is read: past the allowance not even the bytes are taken in.
      await recordUploadAttempt(ctx, actorOf(request).user.id);
      const upload = await readUpload(request, store);
      try {
        // A repeat must carry the same file and fields; the file is compared by its hash.
        const parameters = upload && {
          fields: upload.fields,
          fileName: upload.fileName,
          sha256: upload.received.sha256,
        };
        return await answerOnce(
          ctx,
          request,
          reply,
          async (ctx) => ({
            statusCode: 201,
            body: ok(
              await uploadDocument(ctx, store, actorOf(request).user, upload, languageOf(request)),
              'Document uploaded',
            ),
          }),
          parameters,
        );
      } finally {
        // Filed under its hash by now, or refused (or a repeat's): what is left in `incoming/` goes.
        if (upload) await store.discard(upload.received);
      }
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: listDocumentsQuery,
        response: replies(paged(documentView), [400, 401, 404]),
      },
    },
    async (request) =>
      ok(await listDocuments(ctx, actorOf(request).user, request.query, languageOf(request))),
  );

  app.get(
    '/:id',
    { schema: { tags, params, response: replies(documentView, [400, 401, 404]) } },
    async (request) =>
      ok(await showDocument(ctx, actorOf(request).user, request.params.id, languageOf(request))),
  );

  app.get(
    '/:id/download',
    { schema: { tags, params, response: fileReplies([...documentMimeTypes], [404]) } },
    async (request, reply) => {
      const document = await findVisibleDocument(ctx, actorOf(request).user, request.params.id);
      return reply
        .header('content-type', document.mimeType)
        .header('content-length', document.size)
        .header('content-disposition', attachment(safeFileName(document.fileName, document.mimeType)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(await store.open(document.sha256));
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, params, response: replies(noData, [400, 401, 404, 409]) } },
    async (request) => {
      await deleteDocument(ctx, store, actorOf(request).user.id, request.params.id);
      return done('Document deleted');
    },
  );
};
