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

test('a letter with a combining accent or a keycap digit stays whole', () => {
  // "e" + COMBINING ACUTE ACCENT: one character on screen.
  expect(initialsOf('e\u0301mile')).toBe('E\u0301');
  expect(initialsOf('1\uFE0F\u20E3 team')).toBe('1\uFE0F\u20E3T');
  // A Hangul syllable built of jamo is one character too.
  expect(initialsOf('\u1100\u1161\u11A8')).toBe('\u1100\u1161\u11A8');
});

test('a plain name never makes a grapheme segmenter (its first use is tens of ms on a phone)', () => {
  const intl = Intl as { Segmenter: typeof Intl.Segmenter };
  const RealSegmenter = intl.Segmenter;
  let made = 0;
  intl.Segmenter = class CountedSegmenter extends RealSegmenter {
    constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
      super(...args);
      made += 1;
    }
  };
  try {
    // A fresh copy of the module: the tests above have made its segmenter already.
    let initialsOf!: typeof import('./initials').initialsOf;
    jest.isolateModules(() => {
      ({ initialsOf } = jest.requireActual<typeof import('./initials')>('./initials'));
    });
    expect(initialsOf('Chan Tai Man')).toBe('CM');
    expect(initialsOf('陳大文')).toBe('陳');
    expect(initialsOf('Ζωή Παπαδοπούλου')).toBe('ΖΠ');
    expect(made).toBe(0);
    expect(initialsOf('👨‍👩‍👧 family')).toBe('👨‍👩‍👧F');
    expect(initialsOf('😀 smile')).toBe('😀S');
    expect(made).toBe(1);
  } finally {
    intl.Segmenter = RealSegmenter;
  }
});

test('a skin tone stays with the hand it colours', () => {
  expect(initialsOf('👍🏽 fan')).toBe('👍🏽F');
  // A letter followed by a skin tone (not a real pairing, but text does it) stays whole too.
  expect(initialsOf('a🏽')).toBe('A🏽');
});
