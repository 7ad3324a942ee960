import { isKnownColor, liveUpdateColor, swatchOf } from './live-update-colors';

test('known colours are kept, in any case; anything else is drawn gray', () => {
  expect(liveUpdateColor(' Purple ')).toBe('purple');
  expect(liveUpdateColor('black')).toBe('black');
  expect(liveUpdateColor('teal')).toBe('gray');
  expect(liveUpdateColor(undefined)).toBe('gray');
  expect(swatchOf('teal')).toBe(swatchOf('gray'));
  expect(isKnownColor('green')).toBe(true);
  expect(isKnownColor('Green')).toBe(false);
});
