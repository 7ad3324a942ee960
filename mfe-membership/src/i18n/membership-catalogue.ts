import { registerCatalogue } from '@golf/shared/i18n/i18n';

// Imported by the route components. The texts of the visitor's language are fetched when a
// component first reads the namespace (it waits for them), the other language only on a switch.
export const NAMESPACE = 'membership';

registerCatalogue(NAMESPACE, {
  zh: () => import(/* webpackChunkName: "membership.zh" */ './membership.zh').then((module) => module.membershipZh),
  en: () => import(/* webpackChunkName: "membership.en" */ './membership.en').then((module) => module.membershipEn),
});
