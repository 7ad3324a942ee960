import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Enrollment } from '@golf/contract/event-shapes';
import { useCheckWhileWaiting } from '@golf/shared/hooks/use-check-while-waiting';
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
 * The checkout opens in another tab. After it was opened from here, the payment is checked
 * quietly when the member comes back to this tab and, while this tab is in view (two windows side
 * by side), every little while (PAYMENT_CHECK_SCHEDULE), so the QR code appears without pressing
 * Verify. It stops once the enrolment is no longer Pending or the page goes. A failure here says
 * nothing: the Verify button remains for an explicit check.
 */
export function useVerifyWhenBack(enrollment: Enrollment, checkoutOpened: boolean) {
  const { t } = useTranslation('events');
  useCheckWhileWaiting(checkoutOpened && enrollment.paymentStatus === 'Pending', async (stopped) => {
    try {
      if ((await verifyPayment(enrollment._id)) === 'Paid' && !stopped()) {
        toastSuccess(t('enrollment.verified'), t('enrollment.verifiedHint'));
        await invalidateQueries(['events']);
      }
    } catch {
      // Quiet by design (see above).
    }
  });
}
