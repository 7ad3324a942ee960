import { PREVIEW_LENGTH, previewOf } from './preview';

const long = 'a'.repeat(300);

test('keeps the preview the author wrote', () => {
  expect(previewOf({ preview: ' Short summary ', content: long }, PREVIEW_LENGTH.card)).toBe('Short summary');
});

test('a preview longer than the place allows is cut like content (the API fills it at 200)', () => {
  const serverPreview = `${'b'.repeat(199)}…`;
  expect(previewOf({ preview: serverPreview, content: long }, PREVIEW_LENGTH.card)).toBe(`${'b'.repeat(120)}…`);
  expect(previewOf({ preview: serverPreview, content: long }, PREVIEW_LENGTH.featured)).toBe(serverPreview);
});

test.each([
  ['featured', 200],
  ['card', 120],
  ['row', 150],
] as const)('derives the %s preview from the first %i characters of content', (place, length) => {
  const preview = previewOf({ preview: '', content: long }, PREVIEW_LENGTH[place]);
  expect(preview).toBe(`${'a'.repeat(length)}…`);
});

test('a blank preview counts as absent; line breaks become spaces', () => {
  expect(previewOf({ preview: '   ', content: 'First line\n\nSecond   line' }, 120)).toBe('First line Second line');
});

test('short content is shown whole, without an ellipsis', () => {
  expect(previewOf({ preview: '', content: '短公告' }, 120)).toBe('短公告');
});

test('counts characters, not UTF-16 units', () => {
  expect(previewOf({ preview: '', content: '😀'.repeat(130) }, 120)).toBe(`${'😀'.repeat(120)}…`);
});
