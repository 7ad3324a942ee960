import { addAdminTexts } from '../../i18n/admin-texts';

const en = {
  accessLog: {
    title: 'Access log',
    subtitle: 'Who of the admins opened members’ personal data, newest first: for answering “who looked at my data?”.',
    empty: 'Nothing logged yet',
    emptyHint: 'Each time an admin opens a member’s page, a family, attendee lists, the outbox or the enquiries, it is written here.',
    emptyPage: 'Nothing on this page',
    loadError: 'Error loading the access log',
    formerAdmin: 'A former admin',
    actions: {
      user: { view: 'opened the page of' },
      users: { list: 'listed the users' },
      family: { view: 'opened the family of' },
      attendees: { view: 'opened an attendee list', csv: 'downloaded an attendee list (CSV)' },
      outbox: { read: 'read the outbox' },
      enquiries: { read: 'read the enquiries' },
      privacy: { requests: 'opened the data requests log' },
    },
  },
};

const zh: typeof en = {
  accessLog: {
    title: '存取紀錄',
    subtitle: '管理員開啟會員個人資料的紀錄，最新的排先，用以回答「誰看過我的資料？」。',
    empty: '暫時未有紀錄',
    emptyHint: '管理員每次開啟會員頁面、家庭、參加者名單、寄件匣或查詢，都會記錄在這裏。',
    emptyPage: '此頁沒有紀錄',
    loadError: '載入存取紀錄時出錯',
    formerAdmin: '前管理員',
    actions: {
      user: { view: '開啟了會員頁面：' },
      users: { list: '列出了用戶' },
      family: { view: '開啟了家庭：' },
      attendees: { view: '開啟了參加者名單', csv: '下載了參加者名單（CSV）' },
      outbox: { read: '查看了寄件匣' },
      enquiries: { read: '查看了查詢' },
      privacy: { requests: '開啟了資料要求紀錄' },
    },
  },
};

export const accessLogTexts = { en, zh };
addAdminTexts(accessLogTexts);
