import { IMAGE_TYPES, isImageTooLarge } from '@golf/contract/limits';
import { ApiError } from '@golf/shared/api/client';

/** Why a picked file cannot be attached: the spec's three checks, in the order a user fixes them. */
export type ImageProblem = 'notImage' | 'wrongType' | 'tooLarge';

// Some systems hand over files without a type: the extension decides then.
const EXTENSION_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

function typeOf(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/** PNG or JPEG of at most 5 MB (spec 01 §9); the API checks the bytes again. */
export function imageProblem(file: File): ImageProblem | null {
  const type = typeOf(file);
  if (!type.startsWith('image/')) return 'notImage';
  if (!IMAGE_TYPES.includes(type)) return 'wrongType';
  if (isImageTooLarge(file.size)) return 'tooLarge';
  return null;
}

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

export const IMAGE_ACCEPT = 'image/png,image/jpeg';
export const MAX_IMAGES = 5;
