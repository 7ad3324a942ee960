import { IMAGE_TYPES, isImageTooLarge } from '@golf/contract/limits';

/** Spec 02 §5: an image of at most 5MB (the contract's limit, the API's). Returns the catalogue key of the problem, or null. */
export function pictureProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'errors.invalidFileType';
  if (isImageTooLarge(file.size)) return 'errors.fileTooLarge';
  return null;
}

const DECODE_TIMEOUT_MS = 10_000;

function decode(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const finish = (error?: Error) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      if (error) reject(error);
      else resolve(image);
    };
    const timer = setTimeout(() => finish(new Error('The image took too long to read')), DECODE_TIMEOUT_MS);
    image.onload = () => finish();
    image.onerror = () => finish(new Error('The image cannot be read'));
    image.src = url;
  });
}

/**
 * The file to upload. The settings hint promises JPG, PNG or GIF, but the API stores only PNG and
 * JPEG (checked by their bytes), so any other image the browser can read (GIF, WebP, BMP) is
 * redrawn here as a PNG of its first frame. Throws when the browser cannot read it (HEIC, say).
 */
export async function uploadableImage(file: File): Promise<File> {
  if (IMAGE_TYPES.includes(file.type)) return file;
  const image = await decode(file);
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context || !canvas.width || !canvas.height) throw new Error('The image cannot be redrawn');
  context.drawImage(image, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The image cannot be redrawn');
  return new File([blob], `${file.name.replace(/\.[^.]+$/, '') || 'picture'}.png`, { type: 'image/png' });
}
