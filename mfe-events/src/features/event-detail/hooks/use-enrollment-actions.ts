import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Enrollment } from '@golf/contract/event-shapes';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastError, toastInfo, toastSuccess } from '@golf/shared/theme/toaster';
import { failureDescription } from '../../../hooks/use-error-toast';
import { createPaymentLink } from '../api/create-payment-link';
import { redeemFreePractice } from '../api/redeem-free-practice';
import { verifyPayment } from '../api/verify-payment';

export type EnrollmentAction = 'pay' | 'verify' | 'freePractice';

/**
 * What a Pending enrolment can do (cancelling is components/CancelBooking, shared with /my-bookings). Every action toasts its outcome and invalidates the events'
 * queries (the detail on screen loads again, the lists' places left when next shown); the free
 * practice also refreshes the profile (its credit count changed).
 */
export function useEnrollmentActions(enrollment: Enrollment) {
  const { t } = useTranslation('events');
  const refreshProfile = useAuthStore((state) => state.refreshProfile);
  const [busy, setBusy] = useState<EnrollmentAction | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (action: EnrollmentAction, work: () => Promise<void>, failure: string): Promise<boolean> => {
      setBusy(action);
      try {
        await work();
        return true;
      } catch (error) {
        // The spec's failure message is the title; the server's reason (e.g. 'This event is full.') below.
        toastError(failure, failureDescription(error, failure));
        return false;
      } finally {
        await invalidateQueries(['events']);
        if (mounted.current) setBusy(null);
      }
    },
    [],
  );

  /** Opens the checkout (openCheckout); true once it is on its way. */
  const pay = () => run('pay', () => openCheckout([enrollment._id], t('enrollment.opening')), t('enrollment.linkFailure'));

  const verify = () =>
    run(
      'verify',
      async () => {
        const status = await verifyPayment(enrollment._id);
        if (status === 'Paid') toastSuccess(t('enrollment.verified'), t('enrollment.verifiedHint'));
        else toastInfo(t('enrollment.notPaidYet'), t('enrollment.notPaidYetHint'));
      },
      t('enrollment.verifyFailure'),
    );

  const freePractice = () =>
    run(
      'freePractice',
      async () => {
        await redeemFreePractice(enrollment._id);
        toastSuccess(t('enrollment.freePracticeSuccess'), t('enrollment.freePracticeSuccessHint'));
        await refreshProfile();
      },
      t('enrollment.freePracticeFailure'),
    );

  return { busy, pay, verify, freePractice };
}

/**
 * Pay in one press (issue 35): the checkout tab opens at once, because a tab opened only after
 * the server has answered is stopped as a pop-up, then goes to the checkout the server gives
 * (it reuses one that is still open). Without a tab (pop-ups refused) this page goes there and
 * the checkout sends it back. One enrolment, or a family's places of one event paid together.
 */
export async function openCheckout(enrollmentIds: string[], openingText: string): Promise<void> {
  // Not 'noopener': the checkout returns to this site in that tab, and Chromium copies the
  // session (sessionStorage) only to tabs this page opens with an opener.
  const tab = window.open('', '_blank');
  if (tab) holdingPage(tab, openingText);
  try {
    const { paymentLink } = await createPaymentLink(enrollmentIds);
    if (tab) tab.location.href = paymentLink;
    else window.location.assign(paymentLink);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The new tab's words while the checkout is asked for (it is blank until then). */
function holdingPage(tab: Window, text: string) {
  try {
    tab.document.title = text;
    tab.document.body.style.font = '16px system-ui, sans-serif';
    tab.document.body.textContent = text;
  } catch {
    // A browser that keeps the blank tab from us: it stays blank for the moment it takes.
  }
}
