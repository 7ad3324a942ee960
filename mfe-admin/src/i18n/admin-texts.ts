import { addCatalogue, type Catalogue } from '@golf/shared/i18n/i18n';

export const ADMIN_NAMESPACE = 'admin';

/** One part of the 'admin' namespace: each feature adds its texts when its chunk loads. */
export interface TextPart {
  en: Catalogue;
  zh: Catalogue;
}

export function addAdminTexts(part: TextPart): void {
  addCatalogue(ADMIN_NAMESPACE, part);
}
