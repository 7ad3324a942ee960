// Texts of the frame (nav extras, footer, a section's failure) in Chinese, the site's
// language: they ship in main.js. The English ones (frame.en.ts) are fetched only for English pages.
export const frameZh = {
  footer: {
    copyright: '© {{year}} 香港青少年高爾夫社群',
    tagline: '培育香港新一代高爾夫球手。',
    explore: '瀏覽',
    privacy: '私隱聲明',
  },
  nav: {
    logoAlt: '青少年高爾夫社群標誌',
    signedOut: '你已登出。',
    skipToContent: '跳至主要內容',
    bar: '主要導覽',
  },
  session: {
    ended: '你的登入已結束',
    endedHint: '請重新登入以繼續。',
  },
  section: {
    outdated: '此部分需要較新的網站版本',
    reloading: '正在重新載入頁面…',
    outdatedHint: '請稍後重新載入頁面。網站其他部分仍可正常使用。',
    older: '此部分是為較舊的網站版本而建',
    olderHint: '負責的團隊需要為目前的網站重新發佈此部分。網站其他部分仍可正常使用。',
    reload: '重新載入頁面',
  },
};

export type FrameTexts = typeof frameZh;
