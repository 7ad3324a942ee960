import { displayNameOf, FORMER_MEMBER } from './display-name.ts';

describe('the name others read', () => {
  it('masks the middle of a name written in Chinese characters', () => {
    expect(displayNameOf('陳大文')).toBe('陳○文');
    expect(displayNameOf('王明')).toBe('王○');
    expect(displayNameOf('歐陽大文')).toBe('歐○○文');
    expect(displayNameOf('陳大文 Peter Chan')).toBe('陳○文');
  });

  it('keeps the given names and the family name’s initial, whichever comes first', () => {
    expect(displayNameOf('Chan Tai Man')).toBe('Tai Man C.');
    expect(displayNameOf('Tai Man Chan')).toBe('Tai Man C.');
    expect(displayNameOf('CHAN Tai Man')).toBe('Tai Man C.');
    expect(displayNameOf('Peter Chan Tai Man')).toBe('Peter C.');
    expect(displayNameOf('Mary Smith')).toBe('Mary S.');
    expect(displayNameOf('  Club   Admin ')).toBe('Club A.');
    expect(displayNameOf('Peter')).toBe('Peter');
  });

  it('never returns the full name of a two-word or longer name', () => {
    for (const name of ['Chan Tai Man', 'Ho Chun Kit', 'Wong Siu Ling', 'Anna Maria Rossi', '張小明']) {
      expect(displayNameOf(name)).not.toBe(name);
    }
  });

  it('leaves a closed account’s name as it is', () => {
    expect(displayNameOf(FORMER_MEMBER)).toBe(FORMER_MEMBER);
  });
});
