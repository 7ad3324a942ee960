// Texts of the frame (nav extras, footer): loaded with the shell on every page.
const en = {
  footer: {
    copyright: '© {{year}} Youth Golf Community, Hong Kong',
    tagline: 'Growing the next generation of golfers in Hong Kong.',
    explore: 'Explore',
  },
  nav: {
    logoAlt: 'Youth Golf Community logo',
    signedOut: 'You have signed out.',
    skipToContent: 'Skip to main content',
    bar: 'Main',
  },
  session: {
    ended: 'Your session has ended',
    endedHint: 'Please sign in again to continue.',
  },
  urgent: {
    region: 'Urgent live updates',
    label: 'Urgent',
    more: 'All live updates',
    dismiss: 'Dismiss “{{title}}”',
  },
  section: {
    outdated: 'This section needs a newer site version',
    reloading: 'Reloading the page…',
    outdatedHint: 'Please reload the page in a moment. The rest of the site keeps working.',
    reload: 'Reload the page',
  },
};

const zh: typeof en = {
  footer: {
    copyright: '© {{year}} 香港青少年高爾夫社群',
    tagline: '培育香港新一代高爾夫球手。',
    explore: '瀏覽',
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
  urgent: {
    region: '緊急即時動態',
    label: '緊急',
    more: '查看所有即時動態',
    dismiss: '關閉「{{title}}」',
  },
  section: {
    outdated: '此部分需要較新的網站版本',
    reloading: '正在重新載入頁面…',
    outdatedHint: '請稍後重新載入頁面。網站其他部分仍可正常使用。',
    reload: '重新載入頁面',
  },
};

export const frameTexts = { en, zh };
