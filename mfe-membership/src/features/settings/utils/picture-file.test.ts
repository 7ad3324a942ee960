import { ApiError } from '@golf/shared/api/client';
import { pictureProblem, refusedPictureProblem } from './picture-file';

const MB = 1024 * 1024;
function fileOf(type: string, size: number, name = 'me.png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('pictureProblem: the forum\'s rule (one rule, in the contract)', () => {
  it('accepts PNG and JPEG up to 5MB, the edge the API has', () => {
    expect(pictureProblem(fileOf('image/png', 200 * 1024))).toBeNull();
    expect(pictureProblem(fileOf('image/jpeg', 5 * MB, 'me.jpg'))).toBeNull();
    expect(pictureProblem(fileOf('', 1000, 'me.JPG'))).toBeNull();
  });

  it('refuses other images, as the forum does', () => {
    expect(pictureProblem(fileOf('image/gif', 1 * MB, 'me.gif'))).toBe('errors.wrongImageType');
    expect(pictureProblem(fileOf('image/heic', 1 * MB, 'photo.heic'))).toBe('errors.wrongImageType');
  });

  it('refuses a file that is not an image', () => {
    expect(pictureProblem(fileOf('application/pdf', 1000, 'cv.pdf'))).toBe('errors.invalidFileType');
    expect(pictureProblem(fileOf('', 1000, 'unknown'))).toBe('errors.invalidFileType');
  });

  it('refuses an image over 5MB', () => {
    expect(pictureProblem(fileOf('image/png', 5 * MB + 1))).toBe('errors.fileTooLarge');
  });
});

it('reads the API\'s refusals of the bytes as the same problems', () => {
  expect(refusedPictureProblem(new ApiError('x', 415, null))).toBe('errors.wrongImageType');
  expect(refusedPictureProblem(new ApiError('x', 413, null))).toBe('errors.fileTooLarge');
  expect(refusedPictureProblem(new ApiError('x', 500, null))).toBeNull();
});
