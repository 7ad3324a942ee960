import { addCatalogue } from '@golf/shared/i18n/i18n';
import { eventsEn } from './events.en';
import { eventsZh } from './events.zh';

/** The remote's own namespace; imported by both exposed routes so it exists before they render. */
export const EVENTS_NS = 'events';

addCatalogue(EVENTS_NS, { zh: eventsZh, en: eventsEn });
