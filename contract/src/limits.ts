/** Pictures: PNG or JPEG, at most 5 MB (5 × 1024 × 1024 bytes; exactly 5 MB is accepted). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export function isImageTooLarge(bytes: number): boolean {
  return bytes > IMAGE_MAX_BYTES;
}
