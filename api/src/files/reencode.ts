import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { ImageType } from './table.js';

/** The longest side of a stored image; a phone photo of 4,000 px is scaled down to this. */
export const MAX_IMAGE_SIDE = 2560;
/** The width lists ask for (`GET /ext/file/{id}?w=480`); the only other width served. */
export const THUMBNAIL_WIDTH = 480;
// A 5 MB file can still declare an enormous canvas (a decompression bomb); 100 megapixels is more
// than any phone photo a member would send, and is refused before it is decoded.
const MAX_INPUT_PIXELS = 100_000_000;

/** The image could not be decoded (a truncated file, or only the signature of one). */
export class UnreadableImageError extends Error {}

function encode(image: Sharp, type: ImageType): Sharp {
  // sharp writes no metadata unless asked (withMetadata/withExif): EXIF with its GPS position,
  // XMP, IPTC and comments are all left behind. Colours are kept as sRGB.
  return type === 'image/png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 85, mozjpeg: true });
}

/**
 * An upload as it is stored (issue 36 point 2): decoded and re-encoded in its own type, so
 * nothing of the original file survives but its pixels. The EXIF orientation is applied to the
 * pixels (the result needs none) and the longest side is at most MAX_IMAGE_SIDE.
 */
export async function reencodeUpload(bytes: Buffer, type: ImageType): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    return await encode(image, type).toBuffer();
  } catch (error) {
    throw new UnreadableImageError((error as Error).message);
  }
}

/** A stored image at THUMBNAIL_WIDTH (never wider than the original). */
export async function thumbnail(bytes: Buffer, type: ImageType): Promise<Buffer> {
  return encode(sharp(bytes).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }), type).toBuffer();
}

/** A stored file's SHA-256 (hex): its ETag, and what tells two uploads of one photo apart. */
export function digestOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
