/** Pictures: PNG or JPEG, at most 5 MB (5 × 1024 × 1024 bytes; exactly 5 MB is accepted). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
// 'image/jpg' is not a registered type, but some browsers label JPEG files with it; the API checks
// the bytes anyway.
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/jpg'];

export function isImageTooLarge(bytes: number): boolean {
  return bytes > IMAGE_MAX_BYTES;
}

/** Why a picked file cannot be uploaded as a picture, in the order a user fixes them. */
export type ImageProblem = 'notImage' | 'wrongType' | 'tooLarge';

/** What a file input offers: the pictures the API stores (the forum's attachments, the profile picture). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg';

// Some systems hand over files without a type: the extension decides then.
const EXTENSION_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

function typeOf(file: { type: string; name: string }): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/**
 * The one rule for every picture a member uploads: PNG or JPEG of at most 5 MB (spec 01 §9). The
 * API checks the bytes again.
 */
export function imageProblem(file: { type: string; name: string; size: number }): ImageProblem | null {
  const type = typeOf(file);
  if (!type.startsWith('image/')) return 'notImage';
  if (!IMAGE_TYPES.includes(type)) return 'wrongType';
  if (isImageTooLarge(file.size)) return 'tooLarge';
  return null;
}

/** A forum thread's title: at most this many characters (the API refuses more, the form counts them). */
export const THREAD_TITLE_MAX = 200;
