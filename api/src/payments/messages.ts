import type { Catalogue } from '../core/i18n.js';

export const messages = {
  en: {
    'payments.webhookRefused': 'The payment notification could not be verified.',
  },
  zh: {
    'payments.webhookRefused': '無法核實付款通知。',
  },
} satisfies Catalogue;
