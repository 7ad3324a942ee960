import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errorResponse, errors, idParams } from '../core/schemas.js';
import { detectImageType } from './image-type.js';
import { files } from './table.js';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Image upload (members) and download (everyone, cacheable forever: a file never changes). */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 1024 } });

  app.post(
    '/cms/file',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['files'],
        summary: 'Upload a PNG or JPEG image (multipart field "file", at most 5 MB)',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 200: z.object({ status: z.literal('ok'), fileId: z.string() }), 413: errorResponse, 415: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new HttpError(415, 'files.multipartRequired');
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw new HttpError(400, 'files.fileRequired');
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const status = (error as FastifyError).statusCode;
        if (status === 413) throw new HttpError(413, 'files.tooLarge');
        // A cut-off or malformed multipart body is the client's problem, not a server error.
        throw new HttpError(400, 'files.invalidUpload');
      }
      if (bytes.length === 0) throw new HttpError(400, 'files.fileRequired');
      const contentType = detectImageType(bytes);
      if (!contentType) throw new HttpError(415, 'files.unsupportedType');
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const [row] = await app.db
        .insert(files)
        .values({ contentType, size: bytes.length, sha256, bytes, uploadedBy: user.id })
        .returning({ id: files.id });
      return { status: 'ok' as const, fileId: row!.id };
    },
  );

  app.get(
    '/ext/file/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'The bytes of an uploaded image, with its true content type',
        params: idParams,
        response: { 200: z.any().describe('image/png or image/jpeg bytes'), 304: z.null().describe('not modified (If-None-Match)'), 404: errorResponse },
      },
    },
    async (request, reply) => {
      const [file] = await app.db
        .select({ contentType: files.contentType, sha256: files.sha256, bytes: files.bytes })
        .from(files)
        .where(eq(files.id, request.params.id))
        .limit(1);
      if (!file) throw new HttpError(404, 'files.notFound');
      const etag = `"${file.sha256}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
      return reply.type(file.contentType).send(bytes);
    },
  );
};
