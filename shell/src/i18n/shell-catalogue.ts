import { addCatalogue } from '@golf/shared/i18n/i18n';
import { shellEn } from './shell.en';
import { shellZh } from './shell.zh';

addCatalogue('shell', { zh: shellZh, en: shellEn });
