import { splitPostLinks } from './post-links';

describe('splitPostLinks', () => {
  it('finds http and https addresses inside running text', () => {
    expect(splitPostLinks('Scores at https://hkga.com/results and http://club.hk/a?b=1#c too')).toEqual([
      { kind: 'text', text: 'Scores at ' },
      { kind: 'link', text: 'https://hkga.com/results', href: 'https://hkga.com/results' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://club.hk/a?b=1#c', href: 'http://club.hk/a?b=1#c' },
      { kind: 'text', text: ' too' },
    ]);
  });

  it('leaves the sentence’s punctuation outside the link, in English and Chinese', () => {
    expect(splitPostLinks('See https://golf.hk/page.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://golf.hk/page', href: 'https://golf.hk/page' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitPostLinks('請看https://golf.hk/a，謝謝')[1]).toEqual({ kind: 'link', text: 'https://golf.hk/a', href: 'https://golf.hk/a' });
    expect(splitPostLinks('(https://golf.hk/a)')[1]).toEqual({ kind: 'link', text: 'https://golf.hk/a', href: 'https://golf.hk/a' });
    expect(splitPostLinks('https://en.wikipedia.org/wiki/Golf_(sport)')[0]).toMatchObject({ kind: 'link', text: 'https://en.wikipedia.org/wiki/Golf_(sport)' });
  });

  it('never makes a link of other schemes or markup', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<script>x</script>', '<a href="https://x.hk">x</a>', 'ftp://files.hk/a', 'www.golf.hk']) {
      const parts = splitPostLinks(text);
      expect(parts.filter((part) => part.kind === 'link').every((part) => part.kind === 'link' && /^https?:\/\//.test(part.href))).toBe(true);
    }
    expect(splitPostLinks('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
    expect(splitPostLinks('<a href="https://x.hk">x</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://x.hk', href: 'https://x.hk/' },
      { kind: 'text', text: '">x</a>' },
    ]);
  });

  it('keeps text without addresses whole, line breaks included', () => {
    expect(splitPostLinks('Line one\nLine two')).toEqual([{ kind: 'text', text: 'Line one\nLine two' }]);
    expect(splitPostLinks('')).toEqual([]);
  });
});
