import { addAdminTexts } from '../../i18n/admin-texts';

const en = {
  enquiries: {
    title: 'Enquiries',
    subtitle: 'Messages sent through the Contact Us form, newest first.',
    empty: 'No enquiries yet',
    emptyHint: 'Messages from the Contact Us page will appear here.',
    emptyPage: 'No enquiries on this page',
    loadError: 'Error loading enquiries',
    received: 'Received {{when}}',
    reply: 'Reply by email',
    call: 'Call',
    notAnAddress: 'Not a valid email address: no reply link',
    showMore: 'Show more',
    showLess: 'Show less',
  },
};

const zh: typeof en = {
  enquiries: {
    title: '查詢',
    subtitle: '經「聯絡我們」表格收到的訊息，最新的排先。',
    empty: '暫時未有查詢',
    emptyHint: '經「聯絡我們」頁面送出的訊息會在這裏顯示。',
    emptyPage: '此頁沒有查詢',
    loadError: '載入查詢時出錯',
    received: '收到時間：{{when}}',
    reply: '以電郵回覆',
    call: '致電',
    notAnAddress: '電郵地址無效，不提供回覆連結',
    showMore: '顯示更多',
    showLess: '顯示較少',
  },
};

export const enquiryTexts = { en, zh };
addAdminTexts(enquiryTexts);
