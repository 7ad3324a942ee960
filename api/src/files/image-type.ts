import type { ImageType } from './table.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/**
 * The type a file really is, read from its first bytes; the name and declared type are ignored
 * (an HTML page renamed .png is not an image). Only PNG and JPEG are accepted: no SVG, no HTML.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const startsWith = (signature: number[]) => bytes.length > signature.length && signature.every((byte, i) => bytes[i] === byte);
  if (startsWith(PNG)) return 'image/png';
  if (startsWith(JPEG)) return 'image/jpeg';
  return null;
}
