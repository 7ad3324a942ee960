import { IMAGE_TYPES, isImageTooLarge } from '@golf/contract/limits';
import { uploadFile } from '@golf/shared/api/upload-file';

/** An optional picture on a form: none, the one already saved, or a newly chosen file. */
export type ImageChoice = { kind: 'none' } | { kind: 'existing'; fileId: string } | { kind: 'new'; file: File };

export const NO_IMAGE: ImageChoice = { kind: 'none' };

export function imageChoiceOf(fileId: string | null | undefined): ImageChoice {
  return fileId ? { kind: 'existing', fileId } : NO_IMAGE;
}

/** The message key for a file the API would refuse (PNG or JPEG, at most 5 MB), or null. */
export function imageProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'image.invalidType';
  if (isImageTooLarge(file.size)) return 'image.tooLarge';
  return null;
}

/** Uploads a new file (POST /cms/file) and gives the file id the form saves; null for none. */
export async function resolveImage(choice: ImageChoice): Promise<string | null> {
  if (choice.kind === 'none') return null;
  if (choice.kind === 'existing') return choice.fileId;
  return (await uploadFile(choice.file)).fileId;
}
