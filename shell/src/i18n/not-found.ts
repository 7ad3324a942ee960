import { addShellTexts } from './shell-catalogue';

// The 404 page's texts: they arrive with its code, which only an unknown address loads.
const en = {
  notFound: {
    title: 'Oops! Page not found',
    hint: 'The page you are looking for does not exist or has moved.',
    home: 'Back to home',
  },
};

const zh: typeof en = {
  notFound: {
    title: '哎呀！找不到頁面',
    hint: '你要找的頁面不存在或已經搬走。',
    home: '返回首頁',
  },
};

export const notFoundTexts = { en, zh };
addShellTexts(notFoundTexts);
