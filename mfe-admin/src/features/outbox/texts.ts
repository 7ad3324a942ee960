import { addAdminTexts } from '../../i18n/admin-texts';

const en = {
  outbox: {
    title: 'Outbox',
    subtitle: 'Mail the club sends members, newest first. Without a mail server (SMTP_URL) mail is kept here and not sent.',
    empty: 'No mail yet',
    emptyHint: 'Password resets and other mail to members will appear here.',
    emptyPage: 'No mail on this page',
    loadError: 'Error loading the outbox',
    to: 'To {{address}}',
    created: 'Written {{when}}',
    sent: 'Sent {{when}}',
    attempts: 'Tries: {{count}}',
    lastError: 'Last error: {{error}}',
    attachments: 'Attached: {{files}}',
    showText: 'Show the mail',
    hideText: 'Hide the mail',
    status: { pending: 'Waiting to send', sent: 'Sent', kept: 'Kept (no mail server)', failed: 'Failed' },
  },
};

const zh: typeof en = {
  outbox: {
    title: '寄件匣',
    subtitle: '會方寄給會員的電郵，最新的排先。未設定郵件伺服器（SMTP_URL）時，電郵會保留在這裏而不會寄出。',
    empty: '暫時未有電郵',
    emptyHint: '重設密碼及其他寄給會員的電郵會在這裏顯示。',
    emptyPage: '此頁沒有電郵',
    loadError: '載入寄件匣時出錯',
    to: '收件人：{{address}}',
    created: '建立時間：{{when}}',
    sent: '寄出時間：{{when}}',
    attempts: '嘗試次數：{{count}}',
    lastError: '最近錯誤：{{error}}',
    attachments: '附件：{{files}}',
    showText: '顯示內容',
    hideText: '隱藏內容',
    status: { pending: '等待寄出', sent: '已寄出', kept: '已保留（未設定郵件伺服器）', failed: '寄送失敗' },
  },
};

export const outboxTexts = { en, zh };
addAdminTexts(outboxTexts);
