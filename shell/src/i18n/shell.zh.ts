import type { shellEn } from './shell.en';

export const shellZh: typeof shellEn = {
  notFound: { title: '哎呀！找不到頁面', home: '返回首頁' },
  footer: { copyright: '© {{year}} 香港青少年高爾夫社群' },
};
