import type { Catalogue } from '../core/i18n.js';

export const messages = {
  en: {
    'dashboard.panelInvalid': 'There is no such dashboard panel: choose members, revenue, events, attendance or waiting',
    'dashboard.periodInvalid': 'The period must be month, quarter or year',
    'dashboard.formatInvalid': 'The format must be json or csv',
  },
  zh: {
    'dashboard.panelInvalid': '沒有這個儀表板項目：請選擇會員、收入、活動、出席或待辦',
    'dashboard.periodInvalid': '期間必須是月、季或年',
    'dashboard.formatInvalid': '格式必須是 json 或 csv',
  },
} satisfies Catalogue;
