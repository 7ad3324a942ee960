import { addAdminTexts } from '../i18n/admin-texts';

// Words of the admin frame and those several screens share (buttons, table words).
const en = {
  layout: {
    title: 'Admin',
    sections: 'Admin sections',
    openMenu: 'Open admin menu',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
  },
  nav: {
    dashboard: 'Dashboard',
    users: 'User Management',
    events: 'Event Management',
    announcements: 'Announcement Management',
    liveUpdates: 'Live Update Management',
    enquiries: 'Enquiries',
    moderation: 'Forum Moderation',
    outbox: 'Outbox',
    accessLog: 'Access log',
    dataRequests: 'Data requests',
    checkIn: 'Event Check-in',
  },
  notFound: {
    title: 'Admin page not found',
    hint: 'The address may be mistyped, or the page has moved.',
    back: 'Go to User Management',
  },
};

const zh: typeof en = {
  layout: {
    title: '管理',
    sections: '管理功能',
    openMenu: '開啟管理選單',
    collapse: '收合側邊欄',
    expand: '展開側邊欄',
  },
  nav: {
    dashboard: '概覽',
    users: '用戶管理',
    events: '活動管理',
    announcements: '公告管理',
    liveUpdates: '即時動態管理',
    enquiries: '查詢',
    moderation: '論壇管理',
    outbox: '寄件匣',
    accessLog: '存取紀錄',
    dataRequests: '資料要求',
    checkIn: '活動簽到',
  },
  notFound: {
    title: '找不到此管理頁面',
    hint: '網址可能有誤，或頁面已搬移。',
    back: '前往用戶管理',
  },
};

export const layoutTexts = { en, zh };
addAdminTexts(layoutTexts);
