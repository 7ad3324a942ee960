// Imported by the route components, so the namespace exists before any of its texts is read.
import { addCatalogue } from '@golf/shared/i18n/i18n';
import { announcementsEn } from './announcements.en';
import { announcementsZh } from './announcements.zh';

export const NAMESPACE = 'announcements';

addCatalogue(NAMESPACE, { zh: announcementsZh, en: announcementsEn });
