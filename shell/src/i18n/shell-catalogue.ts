import { addCatalogue, registerCatalogue, type Catalogue } from '@golf/shared/i18n/i18n';
import { frameZh } from './frame.zh';

export interface TextPart {
  zh: Catalogue;
  en: Catalogue;
}

/**
 * The shell's namespace is filled in parts: each page's texts when its lazy chunk loads
 * (addCatalogue merges deeply), so a first visit downloads none of them.
 */
export function addShellTexts(part: TextPart): void {
  addCatalogue('shell', part);
}

// The frame's texts are their own namespace, loaded per language like a remote's: the Chinese ship in
// main.js, the English arrive (in one file with the common English texts) before an English page
// renders, so a Chinese first visit carries no English. (In the shell's namespace a page's part,
// added in both languages, would make i18next think the English frame texts were there already.)
registerCatalogue('frame', {
  zh: async () => frameZh,
  en: () => import(/* webpackChunkName: "texts-en" */ './frame.en').then((module) => module.frameEn),
});
