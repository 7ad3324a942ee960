import type { Catalogue } from '../core/i18n.js';

export const messages = {
  en: {
    'payments.webhookRefused': 'The payment notification could not be verified.',
    'payments.providerUnavailable': 'The payment service cannot be reached right now. Please try again in a moment.',
    'payments.checkoutInterrupted': 'The payment changed while it was being prepared. Please reload the page and try again.',
  },
  zh: {
    'payments.webhookRefused': '無法核實付款通知。',
    'payments.providerUnavailable': '暫時無法連接付款服務，請稍後再試。',
    'payments.checkoutInterrupted': '準備付款期間付款資料有所變更，請重新載入頁面再試。',
  },
} satisfies Catalogue;
