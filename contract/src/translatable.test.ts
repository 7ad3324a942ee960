import { inLanguage, languageOfText, pickText } from './content-language';
import { translatableText } from './translatable';

describe('translatable texts (DESIGN §13)', () => {
  it('files a text under Chinese when it holds a Han character', () => {
    expect(languageOfText('青少年盃 2025')).toBe('zh');
    expect(languageOfText('Junior Cup 2025')).toBe('en');
  });

  it("picks the reader's language, else the other, saying which", () => {
    expect(pickText({ zh: '中', en: 'En' }, 'en')).toEqual({ text: 'En', lang: 'en' });
    expect(pickText({ zh: '中', en: null }, 'en')).toEqual({ text: '中', lang: 'zh' });
    expect(pickText({ zh: null, en: 'En' }, 'zh')).toEqual({ text: 'En', lang: 'en' });
  });

  it('reads {zh, en} and plain strings; one language at least', () => {
    const title = translatableText('announcements.titleRequired', 10);
    expect(title.parse('青少年盃')).toEqual({ zh: '青少年盃' });
    expect(title.parse(' Cup ')).toEqual({ en: 'Cup' });
    expect(title.parse({ zh: '', en: 'Cup' })).toEqual({ zh: null, en: 'Cup' });
    for (const refused of [undefined, '', { zh: ' ' }, {}, { fr: 'x' }, 7]) {
      expect(title.safeParse(refused).error?.issues[0]?.message).toBe('announcements.titleRequired');
    }
    expect(title.safeParse({ en: 'x'.repeat(11) }).error?.issues[0]?.path).toEqual(['en']);
  });

  it('shows an item that came with both languages in the reader’s', () => {
    const pushed = { title: 'En', titleLang: 'en' as const, content: 'Text', contentLang: 'en' as const, preview: 'Text', titles: { zh: '中', en: 'En' }, contents: { zh: null, en: 'Text' } };
    expect(inLanguage(pushed, 'en')).toBe(pushed);
    expect(inLanguage(pushed, 'zh')).toMatchObject({ title: '中', titleLang: 'zh', content: 'Text', contentLang: 'en', preview: 'Text' });
    const { titles: _titles, contents: _contents, ...plain } = pushed;
    expect(inLanguage(plain, 'zh')).toBe(plain);
  });
});
