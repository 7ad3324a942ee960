// Imported by every forum page. The texts of the visitor's language are fetched when a component
// first reads the 'forum' namespace (it waits for them), the other language only on a switch.
import { registerCatalogue } from '@golf/shared/i18n/i18n';

registerCatalogue('forum', {
  zh: () => import(/* webpackChunkName: "forum.zh" */ './forum.zh').then((module) => module.forumZh),
  en: () => import(/* webpackChunkName: "forum.en" */ './forum.en').then((module) => module.forumEn),
});
