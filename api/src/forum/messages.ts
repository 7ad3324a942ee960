import type { Catalogue } from '../core/i18n.js';

export const messages = {
  en: {
    'forum.threadNotFound': 'Discussion not found.',
    'forum.replyNotFound': 'Reply not found.',
    'forum.requiredFields': 'Please fill in all required fields',
    'forum.invalidCategory': 'Please choose one of the forum categories.',
    'forum.replyRequired': 'Please write a reply.',
    'forum.tooManyThreadImages': 'You can upload a maximum of 5 images.',
    'forum.tooManyReplyImages': 'You can upload maximum 5 images per reply.',
    'forum.attachmentNotFound': 'An attached image was not found. Please upload it again.',
  },
  zh: {
    'forum.threadNotFound': '找不到討論。',
    'forum.replyNotFound': '找不到回覆。',
    'forum.requiredFields': '請填寫所有必填欄位',
    'forum.invalidCategory': '請選擇論壇類別。',
    'forum.replyRequired': '請輸入回覆內容。',
    'forum.tooManyThreadImages': '最多只可上載 5 張圖片。',
    'forum.tooManyReplyImages': '每個回覆最多只可上載 5 張圖片。',
    'forum.attachmentNotFound': '找不到附加的圖片，請重新上載。',
  },
} satisfies Catalogue;
