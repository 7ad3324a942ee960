// Imported by every golf page. The texts of the visitor's language are fetched when a component
// first reads the 'golf' namespace (it waits for them), the other language only on a switch.
import { registerCatalogue } from '@golf/shared/i18n/i18n';

registerCatalogue('golf', {
  zh: () => import(/* webpackChunkName: "golf.zh" */ './golf.zh').then((module) => module.golfZh),
  en: () => import(/* webpackChunkName: "golf.en" */ './golf.en').then((module) => module.golfEn),
});
