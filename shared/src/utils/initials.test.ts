import { initialsOf } from './initials';

test('first and last words of a name, upper-cased', () => {
  expect(initialsOf('chan Tai man')).toBe('CM');
  expect(initialsOf('  Lee  ')).toBe('L');
});

test('a Chinese name without spaces gives its first character', () => {
  expect(initialsOf('陳大文')).toBe('陳');
});

test('an emoji is kept whole, never cut in half', () => {
  expect(initialsOf('User 🏌️‍♂️')).toBe('U🏌️‍♂️');
  expect(initialsOf('👨‍👩‍👧 family')).toBe('👨‍👩‍👧F');
  expect(initialsOf('User 😀')).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
});

test('no name, no initials', () => {
  expect(initialsOf('')).toBe('');
  expect(initialsOf(null)).toBe('');
});
