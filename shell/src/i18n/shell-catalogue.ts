import { addCatalogue, type Catalogue } from '@golf/shared/i18n/i18n';
import { frameTexts } from './frame';

export interface TextPart {
  zh: Catalogue;
  en: Catalogue;
}

/**
 * The shell's namespace is filled in parts: the frame's texts now, each page's texts when its
 * lazy chunk loads (addCatalogue merges deeply), so a first visit downloads none of them.
 */
export function addShellTexts(part: TextPart): void {
  addCatalogue('shell', part);
}

addShellTexts(frameTexts);
