import type { Catalogue } from '../core/i18n.js';

export const messages = {
  en: {
    'privacy.alreadyClosing': 'Closing was already asked for. It can be cancelled until the day the data is erased.',
    'privacy.noClosure': 'Nothing is waiting to be closed',
    'privacy.exportWaiting': 'Your earlier download is still being prepared. You will get an email when it is ready.',
    'privacy.exportNotFound': 'This download was not found or is no longer available. Ask for a new one.',
    'privacy.memberNotFound': 'No member uses this address',
    'privacy.accountNotFound': 'Member not found, or their account is already closed',
    'privacy.requestNotFound': 'Request not found',
    'privacy.requestAnswered': 'This request has already been answered',
    'privacy.requesterRequired': 'Name the member or the person who made the request',
    'privacy.reasonRequired': 'Give the reason for refusing',
  },
  zh: {
    'privacy.alreadyClosing': '已提出關閉要求。在資料刪除當日之前仍可取消。',
    'privacy.noClosure': '沒有等待關閉的要求',
    'privacy.exportWaiting': '你之前要求的資料下載仍在準備中，完成後會以電郵通知你。',
    'privacy.exportNotFound': '找不到此下載或已過期，請重新要求。',
    'privacy.memberNotFound': '沒有會員使用此電郵地址',
    'privacy.accountNotFound': '找不到該會員，或其帳戶已關閉',
    'privacy.requestNotFound': '找不到該要求',
    'privacy.requestAnswered': '此要求已經回覆',
    'privacy.requesterRequired': '請指明會員或提出要求的人',
    'privacy.reasonRequired': '請填寫拒絕的原因',
  },
} satisfies Catalogue;
