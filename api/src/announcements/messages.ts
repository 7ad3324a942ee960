import type { Catalogue } from '../core/i18n.js';

export const messages = {
  en: {
    'announcements.notFound': 'Announcement not found',
    'announcements.titleRequired': 'Title is required',
    'announcements.contentRequired': 'Content is required',
    'announcements.displayDateRequired': 'Display date is required',
    'announcements.invalidDisplayDate': 'Display date must be a real date between 1900 and 2200, in YYYY-MM-DD format.',
    'announcements.createdByRequired': 'Created by is required',
    'announcements.invalidScope': 'Scope must be All or MemberOnly.',
    'announcements.invalidCategory': 'Category must be one of Announcement, Golf, Event, Community, Blog.',
    'announcements.imageNotFound': 'The image was not found. Please upload it again.',
  },
  zh: {
    'announcements.notFound': '找不到公告',
    'announcements.titleRequired': '請輸入標題',
    'announcements.contentRequired': '請輸入內容',
    'announcements.displayDateRequired': '請選擇顯示日期',
    'announcements.invalidDisplayDate': '顯示日期必須是 1900 至 2200 年間的有效日期（YYYY-MM-DD）。',
    'announcements.createdByRequired': '請輸入發佈者',
    'announcements.invalidScope': '可見範圍必須是「所有人」或「只限會員」。',
    'announcements.invalidCategory': '類別必須是 Announcement、Golf、Event、Community 或 Blog。',
    'announcements.imageNotFound': '找不到圖片，請重新上載。',
  },
} satisfies Catalogue;
