// Imported by the route components. The texts of the visitor's language are fetched when a
// component first reads the namespace (it waits for them), the other language only on a switch.
import { registerCatalogue } from '@golf/shared/i18n/i18n';

export const NAMESPACE = 'announcements';

registerCatalogue(NAMESPACE, {
  zh: () => import(/* webpackChunkName: "announcements.zh" */ './announcements.zh').then((module) => module.announcementsZh),
  en: () => import(/* webpackChunkName: "announcements.en" */ './announcements.en').then((module) => module.announcementsEn),
});
