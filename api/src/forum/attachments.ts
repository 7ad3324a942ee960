import { z } from 'zod';
import type { Db } from '../db/client.js';
import { HttpError } from '../core/http-error.js';
import { missingFileIds } from '../files/queries.js';
import { idParam } from '../core/schemas.js';

export const MAX_ATTACHMENTS = 5;

/** Up to 5 file ids from POST /cms/file (architecture §5a); repeats are dropped. */
export const attachmentsSchema = (tooManyKey: string) =>
  z
    .array(idParam)
    .max(MAX_ATTACHMENTS, { error: tooManyKey })
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]);

export async function assertAttachmentsExist(db: Db, ids: string[]): Promise<void> {
  if ((await missingFileIds(db, ids)).length) throw new HttpError(400, 'forum.attachmentNotFound');
}
