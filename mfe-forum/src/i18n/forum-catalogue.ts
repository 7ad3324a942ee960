// Imported by every forum page: the 'forum' namespace exists before the first render.
import { addCatalogue } from '@golf/shared/i18n/i18n';
import { forumEn } from './forum.en';
import { forumZh } from './forum.zh';

addCatalogue('forum', { zh: forumZh, en: forumEn });
