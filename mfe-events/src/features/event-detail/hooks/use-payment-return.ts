import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Enrollment } from '@golf/contract/event-shapes';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastInfo, toastSuccess } from '@golf/shared/theme/toaster';
import { verifyPayment } from '../api/verify-payment';

/**
 * The checkout sends the browser back to /events/{id}?payment=success|cancelled. Success verifies
 * the payment (unless it is already recorded); cancelled says the place is still held. The
 * parameter is then removed so reloading the page does not repeat it.
 */
export function usePaymentReturn(enrollment: Enrollment, verify: () => Promise<unknown>) {
  const { t } = useTranslation('events');
  const [params, setParams] = useSearchParams();
  const outcome = params.get('payment');
  const handled = useRef(false);

  useEffect(() => {
    if (!outcome || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
    if (outcome === 'cancelled' && enrollment.paymentStatus === 'Pending') {
      toastInfo(t('enrollment.paymentCancelled'), t('enrollment.paymentCancelledHint'));
    } else if (outcome === 'success') {
      if (enrollment.paymentStatus === 'Paid') toastSuccess(t('enrollment.verified'), t('enrollment.verifiedHint'));
      else void verify();
    }
  }, [outcome, enrollment.paymentStatus, setParams, verify, t]);
}

/**
 * The checkout opens in another tab. When the user comes back to this one after opening it, the
 * payment is checked quietly, so the QR code appears without pressing Verify. A failure here says
 * nothing: the Verify button remains for an explicit check.
 */
export function useVerifyWhenBack(enrollment: Enrollment, checkoutOpened: boolean) {
  const { t } = useTranslation('events');
  const checking = useRef(false);

  useEffect(() => {
    if (!checkoutOpened || enrollment.paymentStatus !== 'Pending') return;
    const check = async () => {
      if (document.visibilityState !== 'visible' || checking.current) return;
      checking.current = true;
      try {
        if ((await verifyPayment(enrollment._id)) === 'Paid') {
          toastSuccess(t('enrollment.verified'), t('enrollment.verifiedHint'));
          await invalidateQueries(['events']);
        }
      } catch {
        // Quiet by design (see above).
      } finally {
        checking.current = false;
      }
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [checkoutOpened, enrollment._id, enrollment.paymentStatus, t]);
}
