/** Pictures: PNG or JPEG, at most 5 MB (5 × 1024 × 1024 bytes; exactly 5 MB is accepted). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
// 'image/jpg' is not a registered type, but some browsers label JPEG files with it; the API checks
// the bytes anyway.
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/jpg'];

export function isImageTooLarge(bytes: number): boolean {
  return bytes > IMAGE_MAX_BYTES;
}
