import type { Catalogue } from '../core/i18n.js';

export const messages = {
  en: {
    'payments.webhookRefused': 'The payment notification could not be verified.',
    'payments.providerUnavailable': 'The payment service cannot be reached right now. Please try again in a moment.',
  },
  zh: {
    'payments.webhookRefused': '無法核實付款通知。',
    'payments.providerUnavailable': '暫時無法連接付款服務，請稍後再試。',
  },
} satisfies Catalogue;
