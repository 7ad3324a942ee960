import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { Counter } from 'prom-client';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { limitPerMember } from '../core/rate-limit.js';
import { errorResponse, errors, idParams } from '../core/schemas.js';
import { detectImageType } from './image-type.js';
import { bytesAsBase64, files } from './table.js';
import { scrapedGauge } from '../metrics/metrics.js';
import { uploadGate } from './upload-gate.js';
import { fileVisibility } from './queries.js';
import { digestOf, reencodeUpload, THUMBNAIL_WIDTH, thumbnail, UnreadableImageError } from './reencode.js';
import { reencodeLegacyBytes } from './legacy-uploads.js';
import { requireVerifiedEmail } from '../users/verified-email.js';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
// Room for the multipart headers and boundaries around the file.
const MAX_UPLOAD_BODY_BYTES = MAX_FILE_BYTES + 64 * 1024;
// PGlite has one connection: one write at a time leaves it free for reads in between. PostgreSQL
// has a pool of 10: uploads take at most 4 of its connections.
const WRITE_CONCURRENCY = { pglite: 1, postgres: 4 };
const BUSY_RETRY_SECONDS = 5;

/** Image upload (members) and download (everyone, cacheable forever: a file never changes). */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 1024 } });
  const gate = uploadGate({
    maxInProgress: app.config.maxConcurrentUploads,
    maxQueued: app.config.maxQueuedUploads,
    writeConcurrency: WRITE_CONCURRENCY[app.database.kind],
  });
  scrapedGauge(app, { name: 'golf_upload_gate_in_progress', help: 'Uploads being read and stored on this process', read: () => gate.stats().inProgress });
  scrapedGauge(app, { name: 'golf_upload_gate_queued', help: 'Uploads waiting for a place on this process (body unread)', read: () => gate.stats().queued });
  const refused = new Counter({ name: 'golf_upload_gate_refused_total', help: 'Uploads refused at once (503) because every place and the queue were full', registers: [app.metrics.registry] });
  const perMember = limitPerMember(app, { scope: 'upload', max: app.config.uploadsPerMinute, windowMs: 60_000 });

  app.post(
    '/cms/file',
    {
      onRequest: app.requireUser, preHandler: perMember,
      preValidation: requireVerifiedEmail,
      schema: {
        tags: ['files'],
        summary: 'Upload a PNG or JPEG image (multipart field "file", at most 5 MB)',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: {
          200: z.object({ status: z.literal('ok'), fileId: z.string() }),
          408: errorResponse.describe('the body did not arrive within UPLOAD_TIMEOUT_MS of taking an upload place'),
          413: errorResponse,
          415: errorResponse,
          503: errorResponse.describe('too many uploads at once; Retry-After'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new HttpError(415, 'files.multipartRequired');
      // Refused before a byte of the body is read: an announced size over the limit, a full queue.
      if (Number(request.headers['content-length']) > MAX_UPLOAD_BODY_BYTES) throw new HttpError(413, 'files.tooLarge');
      const entering = gate.enter();
      if (!entering) {
        refused.inc();
        throw new HttpError(503, 'files.busy', { seconds: BUSY_RETRY_SECONDS }, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
      }
      const leave = await entering;
      try {
        const bytes = await withinDeadline(readImage(request), app.config.uploadTimeoutMs, () => {
          // The body is still arriving (or not at all): the connection is closed after the answer,
          // so the rest of it is never waited for.
          reply.header('Connection', 'close');
          return new HttpError(408, 'files.timeout');
        });
        const contentType = detectImageType(bytes);
        if (!contentType) throw new HttpError(415, 'files.unsupportedType');
        const stored = await reencodeUpload(bytes, contentType).catch((error: unknown) => {
          throw error instanceof UnreadableImageError ? new HttpError(415, 'files.unreadable') : error;
        });
        const [row] = await gate.write(() =>
          app.db.insert(files).values({ contentType, size: stored.length, sha256: digestOf(stored), bytes: stored, uploadedBy: user.id }).returning({ id: files.id }),
        );
        return { status: 'ok' as const, fileId: row!.id };
      } finally {
        leave();
      }
    },
  );

  app.get(
    '/ext/file/:id',
    {
      schema: {
        tags: ['files'],
        summary: `The bytes of an uploaded image, with its true content type; ?w=${THUMBNAIL_WIDTH} for the list thumbnail`,
        description:
          'Images are re-encoded at upload (no metadata, orientation applied, at most 2560 px). An image shown only by hidden or deleted forum posts is 404.',
        params: idParams,
        querystring: z.object({ w: z.coerce.number().pipe(z.literal(THUMBNAIL_WIDTH)).optional() }),
        response: { 200: z.any().describe('image/png or image/jpeg bytes'), 304: z.null().describe('not modified (If-None-Match)'), 404: errorResponse },
      },
    },
    async (request, reply) => {
      const [file] = await app.db
        .select({ contentType: files.contentType, sha256: files.sha256, reencoded: files.reencoded, bytes: bytesAsBase64 })
        .from(files)
        .where(eq(files.id, request.params.id))
        .limit(1);
      // A stored file that could not be decoded when it was re-encoded is never served.
      if (!file || file.reencoded === false) throw new HttpError(404, 'files.notFound');
      const visibility = await fileVisibility(app.db, request.params.id);
      if (visibility === 'withheld') throw new HttpError(404, 'files.notFound');
      const width = request.query.w;
      const etag = `"${file.sha256}${width ? `-w${width}` : ''}"`;
      reply
        .header('ETag', etag)
        // A forum image can be withheld later (its post hidden or deleted): caches ask again soon.
        .header('Cache-Control', visibility === 'forum' ? 'public, max-age=300' : 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      // Stored before re-encoding existed and not yet reached by the job (files/index.ts): re-encoded
      // on the way out, so its metadata never leaves the server either.
      const bytes = file.reencoded ? Buffer.from(file.bytes, 'base64') : await reencodeLegacyBytes(Buffer.from(file.bytes, 'base64'), file.contentType);
      if (!bytes) throw new HttpError(404, 'files.notFound');
      return reply.type(file.contentType).send(width ? await thumbnail(bytes, file.contentType) : bytes);
    },
  );
};

/**
 * `work`, or the error from `timedOut` once `ms` have passed. A place in the upload gate is held
 * while the body arrives: without a deadline one slow sender per place stops every upload.
 */
async function withinDeadline<T>(work: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  // The read fails later, when the connection closes; that failure is nobody's to handle.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The bytes of the multipart field "file", at most MAX_FILE_BYTES. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
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
  return bytes;
}
