import { registerCatalogue } from '@golf/shared/i18n/i18n';

// Imported by the family pages; each language's texts arrive when a page first reads them.
registerCatalogue('family', {
  zh: () => import(/* webpackChunkName: "family.zh" */ './family.zh').then((module) => module.familyZh),
  en: () => import(/* webpackChunkName: "family.en" */ './family.en').then((module) => module.familyEn),
});
