import { useTranslation } from 'react-i18next';

export type Language = 'zh' | 'en';

/** The language on screen, as the contract's bilingual names are keyed. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('en') ? 'en' : 'zh';
}
