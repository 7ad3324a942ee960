import type { Catalogue } from '../core/i18n.js';

export const messages = {
  en: {
    'liveUpdates.notFound': 'Live update not found.',
    'liveUpdates.titleRequired': 'Title is required',
    'liveUpdates.contentRequired': 'Content is required',
    'liveUpdates.invalidColor': 'Colour must be one of red, green, blue, yellow, orange, purple, pink, gray, black.',
  },
  zh: {
    'liveUpdates.notFound': '找不到即時消息。',
    'liveUpdates.titleRequired': '請輸入標題',
    'liveUpdates.contentRequired': '請輸入內容',
    'liveUpdates.invalidColor': '顏色必須是 red、green、blue、yellow、orange、purple、pink、gray 或 black。',
  },
} satisfies Catalogue;
