import type { Catalogue } from '../core/i18n.js';

export const messages = {
  en: {
    'membership.alreadyMember': 'You already have an active annual membership. You can renew it in the 60 days before it expires.',
    'membership.renewNotMember': 'Only annual members can renew. Please join the annual membership instead.',
    'membership.renewNeverExpires': 'Your membership does not expire, so it needs no renewal.',
    'membership.renewExpired': 'Your membership has expired. Please join the annual membership again.',
    'membership.renewTooEarly': 'Renewal opens 60 days before your membership expires, on {date}.',
    'membership.qrNotMember': 'The membership QR code is for active annual members.',
    'membership.cardInvalid': 'This is not a valid membership QR code.',
    'membership.cardUserNotFound': 'The member of this QR code no longer exists.',
    'membership.paymentDescription': 'Annual membership (1 year)',
    'membership.renewDescription': 'Annual membership renewal (1 year)',
    'membership.justPaid': 'Your membership payment has just been received. Please reload the page to see your membership.',
  },
  zh: {
    'membership.alreadyMember': '你的年度會籍仍然有效。你可於會籍到期前 60 天內續期。',
    'membership.renewNotMember': '只有年度會員可以續期。請先加入年度會籍。',
    'membership.renewNeverExpires': '你的會籍沒有到期日，無需續期。',
    'membership.renewExpired': '你的會籍已經到期。請重新加入年度會籍。',
    'membership.renewTooEarly': '續期將於會籍到期前 60 天（{date}）開放。',
    'membership.qrNotMember': '會員二維碼只供有效的年度會員使用。',
    'membership.cardInvalid': '這不是有效的會員二維碼。',
    'membership.cardUserNotFound': '此二維碼的會員已不存在。',
    'membership.paymentDescription': '年度會籍（1 年）',
    'membership.renewDescription': '年度會籍續期（1 年）',
    'membership.justPaid': '我們剛收到你的會籍付款。請重新載入頁面查看你的會籍。',
  },
} satisfies Catalogue;
