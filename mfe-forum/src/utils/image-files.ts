import type { ImageProblem } from '@golf/contract/limits';
import { ApiError } from '@golf/shared/api/client';


/**
 * The same problems found by the API in the bytes: a file named .png that is not an image passes
 * the browser's check by its name, and the server refuses it with 415 (or 413 when too large).
 */
export function refusedImageProblem(error: unknown): ImageProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.httpStatus === 415) return 'notImage';
  if (error.httpStatus === 413) return 'tooLarge';
  return null;
}

export const MAX_IMAGES = 5;
