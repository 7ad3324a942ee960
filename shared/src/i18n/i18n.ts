import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
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

export type Catalogue = { [key: string]: string | Catalogue };
export type CatalogueLoaders = Record<Language, () => Promise<Catalogue>>;

// A remote's namespace is registered with a loader per language (registerCatalogue), and i18next
// asks this backend for the one it needs: the first render that uses the namespace waits for it
// (react-i18next suspends), and a change of language loads the new one before switching, so a
// visitor downloads the texts of one language, not two.
const catalogueLoaders = new Map<string, CatalogueLoaders>();
// The frame's texts ('common'): Chinese, the site's language, ship with the shell's main.js; the
// English ones are fetched before an English page first renders (or before the switch to English),
// so a visitor who reads Chinese does not download them.
catalogueLoaders.set('common', {
  zh: async () => commonZh,
  en: () => import(/* webpackChunkName: "texts-en" */ '@golf/shared/i18n/common.en').then((module) => module.commonEn),
});
const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    const load = catalogueLoaders.get(namespace)?.[language as Language];
    // The parts added with addCatalogue are in the store already.
    if (!load) return done(null, {});
    load().then(
      (catalogue) => done(null, catalogue),
      // `true` asks i18next to try again (maxRetries below); after the last try it emits
      // 'failedLoading', which the shell turns into a reload of the section's page.
      (error: Error) => done(error, true),
    );
  },
};

// One instance for the whole page: @golf/shared is a federation singleton, so every remote that
// imports this module gets the instance the shell initialised.
if (!i18n.isInitialized) {
  void i18n.use(catalogueBackend).use(initReactI18next).init({
    lng: storedLanguage(),
    // No fallback language: every catalogue's zh and en have the same keys (each app's catalogue
    // test), and a fallback would make an English visitor download the Chinese texts as well.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    resources: { zh: { common: commonZh } },
    // The resources above are only part of the texts: the backend has the rest.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    // A catalogue chunk that did not arrive is asked for twice more (after 350 and 700 ms).
    maxRetries: 2,
  });
  i18n.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language === 'en' ? 'en' : 'zh-Hant';
  });
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language === 'en' ? 'en' : 'zh-Hant';
}

/**
 * A remote's namespace, one loader per language (`() => import('./forum.zh').then(...)`). The texts
 * of the current language start loading now, beside the rest of the page's code, rather than
 * when the first component reads them; a component that reads them earlier waits.
 */
export function registerCatalogue(namespace: string, loaders: CatalogueLoaders): void {
  catalogueLoaders.set(namespace, loaders);
  void i18n.loadNamespaces(namespace);
}

/**
 * Settles when the current language's texts of every namespace registered so far have loaded (or
 * failed: the page then shows its own state). The shell waits for it, with a route's first reads,
 * before its first paint, so a page does not first draw a loading panel for its texts.
 */
export function cataloguesSettled(): Promise<void> {
  return new Promise((resolve) => void i18n.loadNamespaces([...catalogueLoaders.keys()], () => resolve()));
}

/** Loads every registered namespace in these languages now (tests, which render synchronously). */
export async function loadCatalogues(languages: readonly Language[] = LANGUAGES): Promise<void> {
  await Promise.all(
    [...catalogueLoaders].flatMap(([namespace, loaders]) =>
      languages.map(async (language) => {
        if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, await loaders[language](), true, true);
      }),
    ),
  );
}

/** Texts that arrive with the code that shows them, in both languages (a page's own part of a namespace). */
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
