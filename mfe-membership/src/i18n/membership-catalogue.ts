import { addCatalogue } from '@golf/shared/i18n/i18n';
import { membershipEn } from './membership.en';
import { membershipZh } from './membership.zh';

// Imported by the route components: the texts arrive with the code that shows them.
export const NAMESPACE = 'membership';

addCatalogue(NAMESPACE, { zh: membershipZh, en: membershipEn });
