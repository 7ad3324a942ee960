import { imageProblem } from '@golf/contract/limits';
import { ApiError } from '@golf/shared/api/client';

const MESSAGE = { notImage: 'errors.invalidFileType', wrongType: 'errors.wrongImageType', tooLarge: 'errors.fileTooLarge' } as const;

/**
 * The contract's one rule for pictures, the forum's too: PNG or JPEG of at most 5 MB (what the API
 * stores). Returns the catalogue key of the problem, or null.
 */
export function pictureProblem(file: File): string | null {
  const problem = imageProblem(file);
  return problem && MESSAGE[problem];
}

/** The same rule found by the API in the bytes (a file named .png that is not one): 415, 413. */
export function refusedPictureProblem(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.httpStatus === 415) return MESSAGE.wrongType;
  if (error.httpStatus === 413) return MESSAGE.tooLarge;
  return null;
}
