import i18n from '@golf/shared/i18n/i18n';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '@golf/contract/content-language';

/**
 * The language the page is read in, as content languages are named (DESIGN §13): what the API
 * client sends as Accept-Language, so the API answers content in it. A query reading content has
 * it in its key: a language switch reads again (the answer differs by language).
 */
export function readingLanguage(): ContentLanguage {
  return i18n.language?.startsWith('en') ? 'en' : 'zh';
}

/** readingLanguage(), drawn again when the reader switches language. */
export function useReadingLanguage(): ContentLanguage {
  const { i18n: current } = useTranslation();
  return current.language?.startsWith('en') ? 'en' : 'zh';
}
