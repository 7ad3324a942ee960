import type { Catalogue } from '../core/i18n.js';

export const messages = {
  en: {
    'contact.required': 'This field is required',
    'contact.invalidEmail': 'Please enter a valid email address',
  },
  zh: {
    'contact.required': '此欄位為必填',
    'contact.invalidEmail': '請輸入有效的電郵地址',
  },
} satisfies Catalogue;
