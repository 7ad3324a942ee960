import { pictureProblem, uploadableImage } from './picture-file';

const MB = 1024 * 1024;
function fileOf(type: string, size: number, name = 'me.png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('pictureProblem', () => {
  it('accepts images up to 5MB, the edge the API has (one rule, in the contract)', () => {
    expect(pictureProblem(fileOf('image/png', 200 * 1024))).toBeNull();
    expect(pictureProblem(fileOf('image/jpeg', 5 * MB))).toBeNull();
    expect(pictureProblem(fileOf('image/gif', 1 * MB, 'me.gif'))).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(pictureProblem(fileOf('application/pdf', 1000, 'cv.pdf'))).toBe('errors.invalidFileType');
    expect(pictureProblem(fileOf('', 1000, 'unknown'))).toBe('errors.invalidFileType');
  });

  it('refuses an image over 5MB', () => {
    expect(pictureProblem(fileOf('image/png', 5 * MB + 1))).toBe('errors.fileTooLarge');
    expect(pictureProblem(fileOf('image/png', 12 * MB))).toBe('errors.fileTooLarge');
  });
});

describe('uploadableImage', () => {
  it('uploads PNG and JPEG files as they are', async () => {
    const png = fileOf('image/png', 100);
    const jpeg = fileOf('image/jpeg', 100, 'me.jpg');
    await expect(uploadableImage(png)).resolves.toBe(png);
    await expect(uploadableImage(jpeg)).resolves.toBe(jpeg);
  });
});
