import { IMAGE_MAX_BYTES as MAX_IMAGE_BYTES } from '@golf/contract/limits';
import { imageProblem } from '@golf/contract/limits';

const fileOf = (name: string, type: string, size = 10) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

test('accepts PNG and JPEG up to 5 MB', () => {
  expect(imageProblem(fileOf('a.png', 'image/png'))).toBeNull();
  expect(imageProblem(fileOf('a.jpg', 'image/jpeg', MAX_IMAGE_BYTES))).toBeNull();
});

test('names what is wrong with a file', () => {
  expect(imageProblem(fileOf('notes.pdf', 'application/pdf'))).toBe('notImage');
  expect(imageProblem(fileOf('anim.gif', 'image/gif'))).toBe('wrongType');
  expect(imageProblem(fileOf('big.png', 'image/png', MAX_IMAGE_BYTES + 1))).toBe('tooLarge');
});

test('falls back to the extension when the browser gives no type', () => {
  expect(imageProblem(fileOf('photo.JPEG', ''))).toBeNull();
  expect(imageProblem(fileOf('script', ''))).toBe('notImage');
});
