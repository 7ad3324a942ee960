import { screen } from '@testing-library/react';
import { renderPage } from '../testing/render';
import { LanguageMarker, useContentLang } from './LanguageMarker';
import type { ContentLanguage } from '@golf/contract/content-language';

function Title({ text, lang }: { text: string; lang: ContentLanguage }) {
  return (
    <h2 {...useContentLang(lang)}>
      {text} <LanguageMarker of={[lang]} />
    </h2>
  );
}

describe('LanguageMarker', () => {
  it('marks a text in the other language, with lang for screen readers', () => {
    renderPage(<Title text="感謝家長義工" lang="zh" />, { language: 'en' });
    expect(screen.getByRole('heading')).toHaveAttribute('lang', 'zh-Hant');
    expect(screen.getByTestId('language-marker')).toHaveTextContent('中文');
    expect(screen.getByTestId('language-marker')).toHaveAttribute('lang', 'zh-Hant');
  });

  it("shows nothing for a text in the page's language", () => {
    renderPage(<Title text="Spring Cup" lang="en" />, { language: 'en' });
    expect(screen.getByRole('heading')).not.toHaveAttribute('lang');
    expect(screen.queryByTestId('language-marker')).toBeNull();
  });

  it('names English as EN on a Chinese page', () => {
    renderPage(<Title text="English only" lang="en" />, { language: 'zh' });
    expect(screen.getByTestId('language-marker')).toHaveTextContent('EN');
    expect(screen.getByRole('heading')).toHaveAttribute('lang', 'en');
  });
});
