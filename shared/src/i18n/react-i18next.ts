// Every app's `react-i18next` import resolves here (an alias in rspack.shared.js), and this module
// is the one shared singleton for it: sharing the package itself ships all of it (about 10 KB
// gzipped) on a first visit, through this file only what is listed is bundled. An export that is
// missing here fails the build: add it to the list. (Jest resolves the package itself.)
export { I18nextProvider, Trans, initReactI18next, useTranslation } from 'react-i18next';
