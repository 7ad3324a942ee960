import { Badge } from '@chakra-ui/react/badge';
import type { ContentLanguage } from '@golf/contract/content-language';
import { useReadingLanguage } from '@golf/shared/i18n/reading-language';

// Each language by its own name, the same on a page in either language (as the language switch
// shows them): a reader who cannot read the text still recognises which language it is in.
const MARK: Record<ContentLanguage, string> = { zh: '中文', en: 'EN' };
const HTML_LANG: Record<ContentLanguage, string> = { zh: 'zh-Hant', en: 'en' };

/**
 * `lang` for an element holding content in `lang` when that is not the page's language (the text
 * fell back to the other language), so a screen reader switches voice; else nothing.
 */
export function useContentLang(lang: ContentLanguage | undefined): { lang?: string } {
  return contentLang(lang, useReadingLanguage());
}

/** useContentLang for a list's items (one useReadingLanguage() for the list): `lang` when `lang` is not `reading`. */
export function contentLang(lang: ContentLanguage | undefined, reading: ContentLanguage): { lang?: string } {
  return lang && lang !== reading ? { lang: HTML_LANG[lang] } : {};
}

/**
 * A small badge naming the language of an item's texts when one fell back to the other language
 * than the page's (the first of `of` that did: the title's, else the text's); else nothing.
 */
export function LanguageMarker({ of }: { of: ReadonlyArray<ContentLanguage | undefined> }) {
  const reading = useReadingLanguage();
  const lang = of.find((each) => each && each !== reading);
  if (!lang) return null;
  return (
    <Badge variant="outline" colorPalette="gray" size="sm" lang={HTML_LANG[lang]} data-testid="language-marker" data-lang={lang}>
      {MARK[lang]}
    </Badge>
  );
}
