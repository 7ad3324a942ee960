// Every app's `react-i18next` import resolves here (an alias in rspack.shared.js), and this module
// is the one shared singleton for it: sharing the package itself ships all of it (about 10 KB
// gzipped) on a first visit, through this file only what is listed is bundled. An export that is
// missing here fails the build: add it to the list. <Trans> is not here but in
// '@golf/shared/i18n/trans': it brings an HTML parser that only a few pages need. (Jest resolves
// the package itself.)
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
