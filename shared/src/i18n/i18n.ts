import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonEn } from '@golf/shared/i18n/common.en';
import { commonZh } from '@golf/shared/i18n/common.zh';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'language';

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return stored === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

// One instance for the whole page: @golf/shared is a federation singleton, so every remote that
// imports this module gets the instance the shell initialised.
if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    lng: storedLanguage(),
    fallbackLng: 'zh',
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    resources: { zh: { common: commonZh }, en: { common: commonEn } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  i18n.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language === 'en' ? 'en' : 'zh-Hant';
  });
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language === 'en' ? 'en' : 'zh-Hant';
}

export type Catalogue = { [key: string]: string | Catalogue };

/** Each app adds its own namespace when its code loads. */
export function addCatalogue(namespace: string, catalogues: { zh: Catalogue; en: Catalogue }): void {
  i18n.addResourceBundle('zh', namespace, catalogues.zh, true, true);
  i18n.addResourceBundle('en', namespace, catalogues.en, true, true);
}

export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // The choice then lasts for this page only.
  }
  void i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return i18n.language?.startsWith('en') ? 'en' : 'zh';
}

export default i18n;
