import { registerCatalogue } from '@golf/shared/i18n/i18n';

/**
 * The remote's own namespace; imported by both exposed routes. The texts of the visitor's language
 * are fetched when a component first reads it (it waits for them), the other only on a switch.
 */
export const EVENTS_NS = 'events';

registerCatalogue(EVENTS_NS, {
  zh: () => import(/* webpackChunkName: "events.zh" */ './events.zh').then((module) => module.eventsZh),
  en: () => import(/* webpackChunkName: "events.en" */ './events.en').then((module) => module.eventsEn),
});
